import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { HandyDeviceError, HandyHttpError, HandyValidationError } from '../errors';
import { createFakeFetch, jsonResponse, resultResponse } from '../testing/fake-fetch';
import { hampState } from '../testing/fixtures';
import { createHandyClient } from './create-client';

function clientWith(handler: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(handler);
  const client = createHandyClient({
    baseUrl: 'https://api.example/v3',
    auth: { apiKey: 'app' },
    fetch: fake.fetch,
    clock: new FakeClock(),
  });
  return { fake, client };
}

describe('multicast', () => {
  it('reports each device outcome in key order, one failure never hiding the others', async () => {
    const { fake, client } = clientWith((request) => {
      const key = request.headers['x-connection-key'];
      if (key === 'AAAAA') return resultResponse({ ...hampState, velocity: 0.3 });
      if (key === 'BBBBB') {
        return jsonResponse({
          error: {
            code: 1001,
            name: 'DeviceNotConnected',
            message: 'Device not connected',
            connected: false,
          },
        });
      }
      return jsonResponse({}, { status: 500 });
    });

    const outcome = await client.multicast(['AAAAA', 'BBBBB', 'CCCCC']).hamp.setVelocity(0.3);

    expect(outcome.allOk).toBe(false);
    expect(outcome.results.map((r) => [r.connectionKey, r.ok])).toEqual([
      ['AAAAA', true],
      ['BBBBB', false],
      ['CCCCC', false],
    ]);
    const [a, b, c] = outcome.results;
    expect(a).toEqual({ connectionKey: 'AAAAA', ok: true, value: { ...hampState, velocity: 0.3 } });
    expect(b?.ok === false && b.error).toBeInstanceOf(HandyDeviceError);
    expect(c?.ok === false && c.error).toBeInstanceOf(HandyHttpError);
    expect(fake.requests.map((r) => r.body)).toEqual(Array(3).fill('{"velocity":0.3}'));
  });

  it('runs the calls in parallel', async () => {
    const releases: Array<() => void> = [];
    const { fake, client } = clientWith(
      () =>
        new Promise<Response>((resolve) => {
          releases.push(() => resolve(resultResponse(hampState)));
        }),
    );
    const pending = client.multicast(['AAAAA', 'BBBBB']).hamp.start();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // Both requests are out before either has answered.
    expect(fake.requests).toHaveLength(2);
    releases.forEach((release) => release());
    await expect(pending).resolves.toMatchObject({ allOk: true });
  });

  it('reports allOk when every device succeeds', async () => {
    const { client } = clientWith(() => resultResponse({ connected: true }));
    const outcome = await client.multicast(['AAAAA', 'BBBBB']).connected();
    expect(outcome).toEqual({
      allOk: true,
      results: [
        { connectionKey: 'AAAAA', ok: true, value: { connected: true } },
        { connectionKey: 'BBBBB', ok: true, value: { connected: true } },
      ],
    });
  });

  it('reports a validation failure for every device without sending', async () => {
    const { fake, client } = clientWith(() => resultResponse(hampState));
    const outcome = await client.multicast(['AAAAA', 'BBBBB']).hamp.setVelocity(2);
    expect(outcome.allOk).toBe(false);
    expect(outcome.results).toHaveLength(2);
    for (const result of outcome.results) {
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toEqual(
        new HandyValidationError('Velocity must be between 0 and 1', 'velocity_range'),
      );
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('mirrors every group and method of the single-device API', () => {
    const { client } = clientWith(() => resultResponse(hampState));
    const shape = (node: object): unknown => {
      const entries: Array<[string, unknown]> = Object.entries(node);
      return Object.fromEntries(
        entries.map(([key, value]) => [
          key,
          typeof value === 'object' && value !== null ? shape(value) : typeof value,
        ]),
      );
    };
    expect(shape(client.multicast(['AAAAA']))).toEqual(shape(client.device('AAAAA')));
  });

  it('sends once per distinct key and refuses an empty list', async () => {
    const { fake, client } = clientWith(() => resultResponse(hampState));
    const outcome = await client.multicast(['AAAAA', 'AAAAA']).hamp.stop();
    expect(outcome.results).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
    expect(() => client.multicast([])).toThrow('Connection key is required');
  });
});
