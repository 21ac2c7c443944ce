import { describe, expect, it } from 'vitest';
import { SSE_KEEP_ALIVE_MS } from '../constants';
import { EVENT_TYPES } from './event-filter';
import { z } from 'zod';
import {
  httpFixture,
  jsonOf,
  pick,
  resultOf,
  settle,
  SseReader,
  type HttpFixture,
} from '../test-support/http';

async function open(f: HttpFixture, query: string): Promise<SseReader> {
  const res = await f.raw(`/api/handy-rest/v3/sse?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  return new SseReader(res);
}

describe('event stream', () => {
  it('needs a credential in apikey (or a header) and a connection key', async () => {
    const f = httpFixture();
    const unauth = await f.raw('/api/handy-rest/v3/sse?ck=GlideDemo1');
    expect(unauth.status).toBe(401);
    expect(await jsonOf(unauth)).toEqual({ error: { name: '', message: 'Unauthenticated' } });
    expect((await f.raw('/api/handy-rest/v3/sse?apikey=wrong&ck=GlideDemo1')).status).toBe(401);
    expect((await f.raw('/api/handy-rest/v3/sse?apikey=glide-dev-app-id')).status).toBe(400);
  });

  it('sends device_status first, in the named wire form', async () => {
    const f = httpFixture();
    const sse = await open(f, 'ck=GlideDemo1&apikey=glide-dev-app-id');
    const first = await sse.next();
    expect(first?.event).toBe('device_status');
    expect(first?.data).toMatchObject({
      connection_key: 'GlideDemo1',
      data: { connected: true, info: { hw_model_no: 0, fw_version: '4.2.2+emulated' } },
    });
    await sse.cancel();
  });

  it('sends device_status also for offline devices', async () => {
    const f = httpFixture({ autoProvision: false });
    const sse = await open(f, 'ck=NobodyHere&apikey=glide-dev-app-id');
    expect(await sse.next()).toEqual({
      event: 'device_status',
      data: { connection_key: 'NobodyHere', data: { connected: false } },
    });
    await sse.cancel();
  });

  it('emits the events the model causes, filtered by `events`', async () => {
    const f = httpFixture();
    const all = await open(f, 'ck=GlideDemo1&apikey=glide-dev-app-id');
    const filtered = await open(
      f,
      'ck=GlideDemo1&apikey=glide-dev-app-id&events=hamp_state_changed,stroke_changed',
    );
    await all.next();
    await filtered.next();
    await f.api('PUT', '/hamp/start');
    await f.api('PUT', '/slider/stroke', { body: { min: 0.1, max: 1 } });
    expect(await all.next()).toMatchObject({ event: 'mode_changed', data: { data: { mode: 0 } } });
    expect(await all.next()).toMatchObject({ event: 'hamp_state_changed' });
    expect(await all.next()).toMatchObject({
      event: 'stroke_changed',
      data: { data: { min: 0.1 } },
    });
    expect(await filtered.next()).toMatchObject({ event: 'hamp_state_changed' });
    expect(await filtered.next()).toMatchObject({ event: 'stroke_changed' });
    await all.cancel();
    await filtered.cancel();
  });

  it('checks timeout and events like any call, before the device: 400 for a bad value', async () => {
    const f = httpFixture({ autoProvision: false });
    const base = 'apikey=glide-dev-app-id';
    for (const ck of ['GlideDemo1', 'NobodyHere', 'chref:abcde12345']) {
      for (const query of [
        'timeout=4999',
        'timeout=60001',
        'timeout=5000.5',
        'timeout=soon',
        'events=hamp_state_changed,no_such_event',
        'events=HAMP_STATE_CHANGED',
        'events=',
        'events=hamp_state_changed,',
        'events=%7B%22a%22%3A1%7D',
      ]) {
        const res = await f.raw(`/api/handy-rest/v3/sse?ck=${ck}&${base}&${query}`);
        expect(res.status, `${ck} ${query}`).toBe(400);
        expect(await jsonOf(res)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
      }
    }
    const named = await f.raw(`/api/handy-rest/v3/sse?ck=GlideDemo1&${base}&events=nope`);
    expect(await jsonOf(named)).toMatchObject({
      error: { message: 'Invalid query: events.0 is not an event type: "nope"' },
    });
  });

  it('takes every event type of the contract in the filter, also those it never sends', async () => {
    const f = httpFixture();
    const all = EVENT_TYPES.join(',');
    const sse = await open(f, `ck=GlideDemo1&apikey=glide-dev-app-id&timeout=60000&events=${all}`);
    expect((await sse.next())?.event).toBe('device_status');
    await sse.cancel();
    expect(EVENT_TYPES).toEqual(expect.arrayContaining(['hrpp_state_changed', 'wifi_status']));
    expect(new Set(EVENT_TYPES).size).toBe(31);
  });

  it('accepts a client token as apikey', async () => {
    const f = httpFixture();
    const issued = await f.api('GET', '/auth/token/issue?to=GlideDemo1', {
      apiKey: 'glide-dev-app-key',
      key: null,
    });
    const { token } = pick(await resultOf(issued), z.object({ token: z.string() }));
    const sse = await open(f, `ck=GlideDemo1&apikey=${encodeURIComponent(token)}`);
    expect((await sse.next())?.event).toBe('device_status');
    await sse.cancel();
    const other = await f.raw(`/api/handy-rest/v3/sse?ck=OtherKey9&apikey=${token}`);
    expect(other.status).toBe(403);
  });

  it('sends a keep-alive comment every 15 s', async () => {
    const f = httpFixture();
    const sse = await open(f, 'ck=GlideDemo1&apikey=glide-dev-app-id');
    await sse.next();
    f.clock.advance(SSE_KEEP_ALIVE_MS);
    expect(await sse.next()).toEqual({ comment: 'keep-alive' });
    f.clock.advance(SSE_KEEP_ALIVE_MS);
    expect(await sse.next()).toEqual({ comment: 'keep-alive' });
    await sse.cancel();
    await settle();
    expect(f.clock.pendingTimers).toBe(0);
  });

  it('announces disconnects and reconnects with session ids', async () => {
    const f = httpFixture();
    const sse = await open(f, 'ck=GlideDemo1&apikey=glide-dev-app-id');
    await sse.next();
    const device = f.instance.emulator.device('GlideDemo1');
    const session = device?.sessionId;
    device?.disconnect('io read error');
    device?.connect();
    expect(await sse.next()).toMatchObject({
      event: 'device_disconnected',
      data: { data: { session_id: session, reason: 'io read error' } },
    });
    const connected = await sse.next();
    expect(connected).toMatchObject({
      event: 'device_connected',
      data: { data: { connected: true } },
    });
    expect(JSON.stringify(connected)).toContain(device?.sessionId ?? 'missing');
    await sse.cancel();
  });
});
