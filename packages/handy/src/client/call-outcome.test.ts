import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../http/transport';
import {
  createFakeFetch,
  hangingResponse,
  jsonResponse,
  resultResponse,
  type FakeHandler,
} from '../testing/fake-fetch';
import { deviceInfo } from '../testing/fixtures';
import { createHandyClient } from './create-client';

function watched(handler: FakeHandler) {
  const clock = new FakeClock(1_000);
  const client = createHandyClient({
    baseUrl: 'https://api.example/v3',
    auth: { apiKey: 'app' },
    fetch: createFakeFetch(handler).fetch,
    clock,
  });
  const outcomes: CallOutcome[] = [];
  const dispose = client.onCallOutcome((outcome) => outcomes.push(outcome));
  return { client, clock, outcomes, dispose, device: client.device('KEY12345') };
}

describe('onCallOutcome: what each REST call says about the way to the API', () => {
  it('reports an answered device call with its key, and a keyless one without', async () => {
    const w = watched((request) =>
      request.url.pathname.endsWith('/servertime')
        ? jsonResponse({ server_time: 5 })
        : resultResponse(deviceInfo),
    );
    await w.device.info();
    await w.client.serverTime();
    expect(w.outcomes).toEqual([
      { ok: true, connectionKey: 'KEY12345' },
      { ok: true, connectionKey: undefined },
    ]);
  });

  it('counts a device error inside a 200 as answered: the API is there', async () => {
    const w = watched(() => jsonResponse({ error: { code: 1001, name: 'DeviceNotConnected' } }));
    await expect(w.device.info()).rejects.toThrow();
    expect(w.outcomes).toEqual([{ ok: true, connectionKey: 'KEY12345' }]);
  });

  it('reports a 5xx, a network failure and a deadline as not reachable', async () => {
    const answers: FakeHandler[] = [
      () => jsonResponse({}, { status: 503 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const w = watched((request) => (answers.shift() ?? hangingResponse)(request));
    await expect(w.device.info()).rejects.toThrow();
    await expect(w.device.info()).rejects.toThrow();
    const late = w.device.info().catch((error: unknown) => error);
    await Promise.resolve();
    w.clock.advance(10_000);
    await late;
    expect(w.outcomes).toEqual([
      { ok: false, connectionKey: 'KEY12345' },
      { ok: false, connectionKey: 'KEY12345' },
      { ok: false, connectionKey: 'KEY12345' },
    ]);
  });

  it('reports neither a call the caller aborted nor a 4xx refusal', async () => {
    const answers: FakeHandler[] = [
      hangingResponse,
      () => jsonResponse({ message: 'Unauthorized' }, { status: 401 }),
    ];
    const w = watched((request) => (answers.shift() ?? hangingResponse)(request));
    const controller = new AbortController();
    const aborted = w.device.info({ signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    await aborted;
    await expect(w.device.info()).rejects.toThrow();
    expect(w.outcomes).toEqual([]);
  });

  it('keeps a throwing listener away from the call, and stops after its disposer', async () => {
    const w = watched(() => resultResponse(deviceInfo));
    w.client.onCallOutcome(() => {
      throw new Error('listener failed');
    });
    await expect(w.device.info()).resolves.toEqual(deviceInfo);
    expect(w.outcomes).toHaveLength(1);
    w.dispose();
    await w.device.info();
    expect(w.outcomes).toHaveLength(1);
  });
});
