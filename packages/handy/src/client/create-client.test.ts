import { FakeClock, estimateOffsetSpec } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { HandyValidationError } from '../errors';
import { createFakeFetch, jsonResponse, resultResponse } from '../testing/fake-fetch';
import { hampState, hspState, otaProgress } from '../testing/fixtures';
import { createHandyClient, type HandyClientOptions } from './create-client';

const BASE = 'https://api.example/v3';

function setup(
  options: Partial<HandyClientOptions> = {},
  respond = () => resultResponse(hampState),
) {
  const fake = createFakeFetch(respond);
  const clock = new FakeClock(1_000);
  const client = createHandyClient({ baseUrl: BASE, fetch: fake.fetch, clock, ...options });
  return { fake, clock, client };
}

describe('headers and credentials', () => {
  it('sends X-Api-Key, Accept and the connection key for an Application ID', async () => {
    const { fake, client } = setup({ auth: { apiKey: 'app-id' } });
    await client.device('KEY12345').hamp.state();
    expect(fake.last().headers).toEqual({
      accept: 'application/json',
      'x-api-key': 'app-id',
      'x-connection-key': 'KEY12345',
    });
  });

  it('sends a Bearer token instead of X-Api-Key for a client token', async () => {
    const { fake, client } = setup({ auth: { token: 'tok-1' } });
    await client.device('KEY12345').hamp.start();
    expect(fake.last().headers.authorization).toBe('Bearer tok-1');
    expect(fake.last().headers['x-api-key']).toBeUndefined();
  });

  it('sends no credential header without auth', async () => {
    const { fake, client } = setup();
    await client.device('KEY12345').hamp.state();
    expect(Object.keys(fake.last().headers).sort()).toEqual(['accept', 'x-connection-key']);
  });

  it('swaps the credential with setAuth', async () => {
    const { fake, client } = setup({ auth: { apiKey: 'app-key' } });
    client.setAuth({ token: 'issued' });
    await client.device('KEY12345').hamp.state();
    expect(fake.last().headers.authorization).toBe('Bearer issued');
    expect(fake.last().headers['x-api-key']).toBeUndefined();
  });

  it('omits credentials by default and includes them only when enabled', async () => {
    const off = setup();
    await off.client.device('KEY12345').hamp.state();
    expect(off.fake.last().credentials).toBe('omit');
    const on = setup({ withCredentials: true });
    await on.client.device('KEY12345').hamp.state();
    expect(on.fake.last().credentials).toBe('include');
  });

  it('requires a connection key', () => {
    const { client } = setup();
    expect(() => client.device('  ')).toThrow(
      new HandyValidationError('Connection key is required', 'connection_key_required'),
    );
  });
});

describe('timeout query', () => {
  it('is omitted when no timeout is configured', async () => {
    const { fake, client } = setup();
    await client.device('KEY12345').hamp.state();
    expect(fake.last().url.searchParams.has('timeout')).toBe(false);
  });

  it('uses the client default, then the device option, then the call option', async () => {
    const { fake, client } = setup({ defaultTimeoutMs: 7_000 });
    await client.device('KEY12345').hamp.state();
    expect(fake.last().url.searchParams.get('timeout')).toBe('7000');
    const device = client.device('KEY12345', { timeoutMs: 9_000 });
    await device.hamp.state();
    expect(fake.last().url.searchParams.get('timeout')).toBe('9000');
    await device.hamp.state({ timeoutMs: 60_000 });
    expect(fake.last().url.searchParams.get('timeout')).toBe('60000');
  });

  it('is not sent on /hssp/pause, which takes none', async () => {
    const { fake, client } = setup({ defaultTimeoutMs: 7_000 }, () => resultResponse(hspState));
    await client.device('KEY12345').hssp.pause();
    expect(fake.last().url.searchParams.has('timeout')).toBe(false);
  });

  it('rejects values outside 5000–60000 ms', async () => {
    expect(() => setup({ defaultTimeoutMs: 1_000 })).toThrow(HandyValidationError);
    const { fake, client } = setup();
    expect(() => client.device('KEY12345', { timeoutMs: 60_001 })).toThrow(
      'Timeout must be between 5000 and 60000 ms',
    );
    await expect(client.device('KEY12345').hamp.state({ timeoutMs: Number.NaN })).rejects.toThrow(
      HandyValidationError,
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('input validation', () => {
  it.each([
    ['no credential', undefined],
    ['a blank application key', { apiKey: ' ' }],
    ['an empty token', { token: '' }],
  ])('refuses to open the event stream with %s: "Handy API SSE config not set"', (_, auth) => {
    const { fake, client } = setup({ auth });
    let raised: unknown;
    try {
      client.events({ connectionKey: 'KEY12345' });
    } catch (error) {
      raised = error;
    }
    expect(raised).toBeInstanceOf(HandyValidationError);
    expect(raised).toMatchObject({
      code: 'validation',
      reason: 'sse_config_not_set',
      message: 'Handy API SSE config not set',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('opens the event stream once a credential is set', () => {
    const { fake, client } = setup();
    client.setAuth({ token: 'issued' });
    const stream = client.events({ connectionKey: 'KEY12345' });
    stream.close();
    expect(fake.requests[0]?.url.searchParams.get('apikey')).toBe('issued');
  });

  it.each([1.01, -0.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects HAMP velocity %s without a request',
    async (velocity) => {
      const { fake, client } = setup();
      await expect(client.device('KEY12345').hamp.setVelocity(velocity)).rejects.toThrow(
        new HandyValidationError('Velocity must be between 0 and 1', 'velocity_range'),
      );
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('accepts the velocity bounds 0 and 1', async () => {
    const { fake, client } = setup();
    await client.device('KEY12345').hamp.setVelocity(0);
    await client.device('KEY12345').hamp.setVelocity(1);
    expect(fake.requests.map((r) => r.body)).toEqual(['{"velocity":0}', '{"velocity":1}']);
  });

  it('rejects more than 100 points per add', async () => {
    const { fake, client } = setup();
    const points = Array.from({ length: 101 }, (_, i) => ({ t: i * 10, x: 50 }));
    await expect(
      client.device('KEY12345').hsp.add({ points, tailPointStreamIndex: 101 }),
    ).rejects.toThrow('At most 100 points per add (got 101)');
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts exactly 100 points', async () => {
    const { fake, client } = setup({}, () => resultResponse(hspState));
    const points = Array.from({ length: 100 }, (_, i) => ({ t: i * 10, x: 50 }));
    await client.device('KEY12345').hsp.add({ points, tailPointStreamIndex: 100 });
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects points that are not finite or out of range, naming the field', async () => {
    const { fake, client } = setup();
    const device = client.device('KEY12345');
    await expect(
      device.hsp.add({ points: [{ t: 0, x: Number.NaN }], tailPointStreamIndex: 1 }),
    ).rejects.toThrow(/Invalid PUT \/hsp\/add body \(points\.0\.x\)/);
    await expect(
      device.hsp.add({ points: [{ t: 0, x: 101 }], tailPointStreamIndex: 1 }),
    ).rejects.toThrow(/points\.0\.x/);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects other invalid bodies before sending', async () => {
    const { fake, client } = setup();
    const device = client.device('KEY12345');
    await expect(device.slider.setStroke({ min: 0.2 } as never)).rejects.toThrow(/\(max\)/);
    await expect(device.hssp.setup({ url: 'not a url' })).rejects.toThrow(HandyValidationError);
    await expect(device.hsp.setup({ streamId: 0 })).rejects.toThrow(/stream_id/);
    await expect(device.setMode(12 as never)).rejects.toThrow(/mode/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('server time and clock sync', () => {
  it('reads the bare {server_time} without any credential', async () => {
    const { fake, client } = setup({ auth: { apiKey: 'app' } }, () =>
      jsonResponse({ server_time: 1_700_000_000_123 }),
    );
    await expect(client.serverTime()).resolves.toBe(1_700_000_000_123);
    expect(fake.last().url.pathname).toBe('/v3/servertime');
    expect(fake.last().headers).toEqual({ accept: 'application/json' });
  });

  it('also accepts a wrapped server time and reports a missing one as "No server time"', async () => {
    const wrapped = setup({}, () => resultResponse({ server_time: 5 }));
    await expect(wrapped.client.serverTime()).resolves.toBe(5);
    const empty = setup({}, () => jsonResponse({}));
    await expect(empty.client.serverTime()).rejects.toMatchObject({
      code: 'no_result',
      message: 'No server time',
      reason: 'server_time',
    });
  });

  it('stamps a sample with the injected clock around the call', async () => {
    const fake = createFakeFetch(() => jsonResponse({ server_time: 50_000 }));
    const clock = new FakeClock(10_000);
    // The clock moves while the request is in flight, as it would on a real network.
    const slowFetch: typeof fetch = async (input, init) => {
      const response = await fake.fetch(input, init);
      clock.advance(40);
      return response;
    };
    const client = createHandyClient({ baseUrl: BASE, fetch: slowFetch, clock });
    await expect(client.sampleServerTime()).resolves.toEqual({
      sentAtMs: 10_000,
      serverTimeMs: 50_000,
      receivedAtMs: 10_040,
    });
  });

  it('syncs the clock with core syncClock, one sample after another', async () => {
    const clock = new FakeClock(0);
    let inFlight = 0;
    let maxInFlight = 0;
    const fake = createFakeFetch(() => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Server is 1000 ms ahead; a 20 ms symmetric round trip.
      clock.advance(10);
      const serverTime = clock.now() + 1_000;
      clock.advance(10);
      inFlight -= 1;
      return jsonResponse({ server_time: serverTime });
    });
    const client = createHandyClient({ baseUrl: BASE, fetch: fake.fetch, clock });
    const estimate = await client.syncServerClock({ times: 4, estimator: estimateOffsetSpec });
    expect(fake.requests).toHaveLength(4);
    expect(maxInFlight).toBe(1);
    expect(estimate.offsetMs).toBe(1_000);
    expect(estimate.rtdMs).toBe(20);
    expect(estimate.estimator).toBe('spec');
  });

  it('takes a busy /servertime answer again instead of failing the sync', async () => {
    const clock = new FakeClock(0);
    let request = 0;
    const fake = createFakeFetch(() => {
      request += 1;
      if (request === 2 || request === 5) return jsonResponse({ error: 'busy' }, { status: 429 });
      clock.advance(10);
      const serverTime = clock.now() + 1_000;
      clock.advance(10);
      return jsonResponse({ server_time: serverTime });
    });
    const client = createHandyClient({ baseUrl: BASE, fetch: fake.fetch, clock });
    const estimate = await client.syncServerClock({ times: 6 });
    expect(fake.requests).toHaveLength(8);
    expect(estimate.offsetMs).toBe(1_000);
  });

  it("fails with the server's error once more than a third of the samples failed", async () => {
    const fake = createFakeFetch(() => jsonResponse({ error: 'busy' }, { status: 429 }));
    const client = createHandyClient({ baseUrl: BASE, fetch: fake.fetch, clock: new FakeClock(0) });
    await expect(client.syncServerClock({ times: 10 })).rejects.toMatchObject({
      status: 429,
      message: 'Too Many Requests',
    });
    // Three failures are skipped (a third of 10); the fourth ends the sync.
    expect(fake.requests).toHaveLength(4);
  });

  it('maps "times must be at least 1" to a validation error without a request', async () => {
    const { fake, client } = setup();
    await expect(client.syncServerClock({ times: 0 })).rejects.toThrow(
      new HandyValidationError('times must be at least 1'),
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('token issue and signed OTA', () => {
  const token = {
    token: 'tok',
    token_ref: 'ref',
    created_at: '2024-01-01T00:00:00Z',
    expires_at: '2024-01-01T01:00:00Z',
    renew: 'https://api.example/v3/auth/token/renew?a=x',
  };

  it('issues a token with `to` for the connection key and no connection-key header', async () => {
    const { fake, client } = setup({ auth: { apiKey: 'app-key' } }, () => resultResponse(token));
    await expect(
      client.issueToken({ ck: 'KEY12345', ttl: 600, origin: 'https://glide.example' }),
    ).resolves.toEqual(token);
    const request = fake.last();
    expect(request.url.pathname).toBe('/v3/auth/token/issue');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      to: 'KEY12345',
      ttl: '600',
      origin: 'https://glide.example',
    });
    expect(request.headers['x-connection-key']).toBeUndefined();
    expect(request.headers['x-api-key']).toBe('app-key');
  });

  it('rejects a ttl outside 60–86400 s', async () => {
    const { fake, client } = setup();
    await expect(client.issueToken({ ttl: 30 })).rejects.toThrow(/ttl/);
    expect(fake.requests).toHaveLength(0);
  });

  it('starts a fixed OTA from a signed link without a connection key', async () => {
    const { fake, client } = setup({ auth: { apiKey: 'app' }, defaultTimeoutMs: 10_000 }, () =>
      resultResponse(otaProgress),
    );
    const query = {
      a: 'aes-128-cbc',
      s: 'sig',
      uexp: 1_700_000_000_000,
      d: 'data',
      iv: 'ab',
      k: 'k1',
    };
    await expect(client.otaFixed(query)).resolves.toEqual(otaProgress);
    const request = fake.last();
    expect(request.url.pathname).toBe('/v3/ota/update/fixed');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      a: 'aes-128-cbc',
      s: 'sig',
      uexp: '1700000000000',
      d: 'data',
      iv: 'ab',
      k: 'k1',
    });
    expect(request.headers['x-connection-key']).toBeUndefined();
  });
});
