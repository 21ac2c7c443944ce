import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATH, DEMO_APP_ID } from '../constants';
import {
  NOT_CONNECTED,
  httpFixture,
  jsonOf,
  pick,
  resultOf,
  SseReader,
} from '../test-support/http';

describe('envelopes and device errors', () => {
  it('wraps answers in result, "ok" for fire-and-forget calls', async () => {
    const f = httpFixture();
    expect(await resultOf(await f.api('GET', '/mode'))).toEqual({ mode: 7, mode_session_id: 0 });
    expect(await resultOf(await f.api('PUT', '/mode', { body: { mode: 0 } }))).toBe('ok');
    expect(await resultOf(await f.api('PUT', '/mode2', { body: { mode: 2 } }))).toEqual({
      mode: 2,
      mode_session_id: 2,
    });
    expect(await resultOf(await f.api('PUT', '/hdsp/xpt', { body: { xp: 0.5, t: 100 } }))).toBe(
      'ok',
    );
  });

  it('auto-provisions well-formed keys; without it unknown keys are 1001 and not connected', async () => {
    const f = httpFixture({ autoProvision: false });
    const info = await f.api('GET', '/info', { key: 'Unknown12' });
    expect(info.status).toBe(200);
    expect(await jsonOf(info)).toEqual(NOT_CONNECTED);
    expect(await resultOf(await f.api('GET', '/connected', { key: 'Unknown12' }))).toEqual({
      connected: false,
    });
    expect(f.instance.emulator.device('Unknown12')).toBeUndefined();
  });

  it('answers 1001 for an offline device but /connected says false', async () => {
    const f = httpFixture();
    f.instance.emulator.createDevice({ connectionKey: 'Offline1', online: false });
    expect(await jsonOf(await f.api('PUT', '/hamp/start', { key: 'Offline1' }))).toEqual(
      NOT_CONNECTED,
    );
    expect(await resultOf(await f.api('GET', '/connected', { key: 'Offline1' }))).toEqual({
      connected: false,
    });
  });

  it('lets legacy firmware answer only /connected, /info and the system/OTA calls', async () => {
    const f = httpFixture();
    f.instance.emulator.createDevice({ connectionKey: 'Legacy1', fwVersion: '3.2.3' });
    const key = 'Legacy1';
    const info = pick(
      await resultOf(await f.api('GET', '/info', { key })),
      z.object({ fw_status: z.number() }),
    );
    expect(info.fw_status).toBe(2);
    expect(await jsonOf(await f.api('PUT', '/hamp/start', { key }))).toEqual(NOT_CONNECTED);
    expect(await jsonOf(await f.api('GET', '/hsp/state', { key }))).toEqual(NOT_CONNECTED);
    expect(await resultOf(await f.api('GET', '/ota/latest', { key }))).toMatchObject({
      version: '4.2.2+emulated',
    });
    expect(await resultOf(await f.api('GET', '/system/interfaces/status', { key }))).toMatchObject({
      wifi: true,
    });
  });

  it('validates the timeout query (5000–60000)', async () => {
    const f = httpFixture();
    expect((await f.api('GET', '/mode?timeout=60000')).status).toBe(200);
    const res = await f.api('GET', '/mode?timeout=100');
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
  });

  it('answers 400 InvalidRequest for a malformed body', async () => {
    const f = httpFixture();
    for (const body of [{ velocity: 2 }, { speed: 1 }]) {
      const res = await f.api('PUT', '/hamp/velocity', { body });
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
    }
    const notJson = await f.api('PUT', '/hamp/velocity', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const garbage = await f.raw('/api/handy-rest/v3/hamp/velocity', {
      method: 'PUT',
      headers: { 'X-Api-Key': 'glide-dev-app-id', 'X-Connection-Key': 'GlideDemo1' },
      body: '{velocity',
    });
    expect(garbage.status).toBe(400);
  });

  it('takes every mode of the contract through the mode calls, and nothing else', async () => {
    const f = httpFixture();
    for (const mode of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(await resultOf(await f.api('PUT', '/mode', { body: { mode } }))).toBe('ok');
      expect(await resultOf(await f.api('PUT', '/mode2', { body: { mode } }))).toMatchObject({
        mode,
      });
      expect(await resultOf(await f.api('GET', '/mode'))).toMatchObject({ mode });
    }
    for (const mode of [10, -1, 4.5, '5', null]) {
      const res = await f.api('PUT', '/mode2', { body: { mode } });
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
    }
  });

  it('answers 404 for unknown API paths once authenticated', async () => {
    const f = httpFixture();
    expect((await f.api('GET', '/nothing/here')).status).toBe(404);
    expect((await f.api('GET', '/nothing/here', { apiKey: null })).status).toBe(401);
  });
});

describe('info endpoints', () => {
  it('answer capabilities, sids, statistics and slider settings', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hamp/start');
    expect(await resultOf(await f.api('GET', '/capabilities'))).toMatchObject({
      slider: 1,
      lra: 0,
    });
    expect(await resultOf(await f.api('GET', '/sids'))).toMatchObject({
      socket_session_id: 1,
      mode_session_id: 1,
    });
    expect(await resultOf(await f.api('GET', '/statistics'))).toMatchObject({
      timestamp: new Date(f.clock.now()).toISOString(),
      total_messages: 4,
    });
    expect(await resultOf(await f.api('GET', '/settings/slider'))).toMatchObject({
      x_max_speed: 400,
      x_min_speed: 32,
    });
  });
});

describe('OTA (5) and HRPP (9) through the mode calls', () => {
  const slider = z.object({ position_absolute: z.number(), speed_absolute: z.number() });
  const deviceView = z.object({
    device: z.object({ mode: z.number(), modeInfo: z.object({ mode: z.number() }) }),
  });

  it('holds the slider still, announces the change and lets a command switch out again', async () => {
    const f = httpFixture();
    const res = await f.raw(`${API_PATH}/sse?ck=GlideDemo1&apikey=${DEMO_APP_ID}`);
    const sse = new SseReader(res);
    expect(await sse.next()).toMatchObject({ event: 'device_status' });
    await f.api('PUT', '/hamp/start');
    await f.api('PUT', '/hamp/velocity', { body: { velocity: 0.5 } });
    f.clock.advance(300);
    const moving = pick(await resultOf(await f.api('GET', '/slider/state')), slider);
    expect(moving.speed_absolute).toBeGreaterThan(0);

    expect(await resultOf(await f.api('PUT', '/mode2', { body: { mode: 5 } }))).toEqual({
      mode: 5,
      mode_session_id: 2,
    });
    expect(await resultOf(await f.api('GET', '/hamp/state'))).toMatchObject({ play_state: 0 });
    const stopped = pick(await resultOf(await f.api('GET', '/slider/state')), slider);
    f.clock.advance(1_000);
    expect(pick(await resultOf(await f.api('GET', '/slider/state')), slider)).toEqual({
      ...stopped,
      speed_absolute: 0,
    });
    const view = pick(await jsonOf(await f.control('GET', '/devices/GlideDemo1')), deviceView);
    expect(view.device).toMatchObject({ mode: 5, modeInfo: { mode: 5 } });

    expect(await resultOf(await f.api('PUT', '/mode', { body: { mode: 9 } }))).toBe('ok');
    expect(await resultOf(await f.api('GET', '/mode'))).toEqual({ mode: 9, mode_session_id: 3 });
    f.clock.advance(1_000);
    expect(pick(await resultOf(await f.api('GET', '/slider/state')), slider)).toEqual({
      ...stopped,
      speed_absolute: 0,
    });

    await f.api('PUT', '/hdsp/xat', { body: { xa: 10, t: 500 } });
    expect(await resultOf(await f.api('GET', '/mode'))).toEqual({ mode: 2, mode_session_id: 4 });
    const modes: unknown[] = [];
    while (modes.length < 4) {
      const message = await sse.next();
      if (message === undefined) break;
      if (message.event === 'mode_changed') modes.push(message.data);
    }
    expect(modes).toEqual(
      [0, 5, 9, 2].map((mode, i) => ({
        connection_key: 'GlideDemo1',
        data: { mode, mode_session_id: i + 1 },
      })),
    );
    await sse.cancel();
  });

  it('still opens an event stream and runs an update on a device in either mode', async () => {
    const f = httpFixture();
    for (const mode of [9, 5]) {
      await f.api('PUT', '/mode2', { body: { mode } });
      const sse = new SseReader(await f.raw(`${API_PATH}/sse?ck=GlideDemo1&apikey=${DEMO_APP_ID}`));
      expect(await sse.next()).toMatchObject({
        event: 'device_status',
        data: { data: { connected: true } },
      });
      await sse.cancel();
    }
    expect(await resultOf(await f.api('PUT', '/ota/update/latest'))).toMatchObject({
      ongoing: true,
    });
    expect(await resultOf(await f.api('GET', '/mode'))).toMatchObject({ mode: 5 });
  });
});

describe('statistics', () => {
  it('stamps the snapshot with the server time as an RFC 3339 date-time', async () => {
    const f = httpFixture();
    f.clock.advance(1_234);
    f.instance.emulator.setServerOffsetMs(-500);
    const statistics = pick(
      await resultOf(await f.api('GET', '/statistics')),
      z.object({ timestamp: z.iso.datetime() }),
    );
    expect(statistics.timestamp).toBe(new Date(f.clock.now() - 500).toISOString());
    expect(statistics.timestamp).toBe('2023-11-14T22:13:20.734Z');
    const snapshot = pick(
      await jsonOf(await f.control('GET', '/devices/GlideDemo1')),
      z.object({ device: z.object({ statistics: z.object({ timestamp: z.string() }) }) }),
    );
    expect(snapshot.device.statistics.timestamp).toBe(statistics.timestamp);
  });
});

describe('aliases between the spec and the reference', () => {
  it('HDSP xpvp takes vp or va, and relative values above 1 as percent', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hdsp/xpvp', { body: { xp: 50, va: 1 } });
    f.clock.advance(1_000);
    const state = pick(
      await resultOf(await f.api('GET', '/slider/state')),
      z.object({ position_absolute: z.number() }),
    );
    expect(state.position_absolute).toBeCloseTo(50);
    expect((await f.api('PUT', '/hdsp/xpvp', { body: { xp: 0.5 } })).status).toBe(400);
  });

  it('slider and HAMP stroke: both ends required; an empty zone is the device’s refusal', async () => {
    const f = httpFixture();
    expect(
      await resultOf(await f.api('PUT', '/slider/stroke', { body: { min: 0, max: 0.8 } })),
    ).toEqual({
      min: 0,
      max: 0.8,
      min_absolute: 0,
      max_absolute: 80,
    });
    // `StrokeSettings` and `HampStrokeSettings` require both ends.
    for (const path of ['/slider/stroke', '/hamp/stroke']) {
      for (const body of [{ max: 0.8 }, { min: 0.1 }, {}]) {
        const res = await f.api('PUT', path, { body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(await jsonOf(res)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
      }
    }
    // Valid by the contract (any numbers), but no zone the device can take.
    const inverted = await f.api('PUT', '/slider/stroke', { body: { min: 0.9, max: 0.8 } });
    expect(inverted.status).toBe(200);
    expect(await jsonOf(inverted)).toMatchObject({
      error: { code: 4002, name: 'InvalidArgument', connected: true },
    });
    expect(
      await resultOf(await f.api('PUT', '/hamp/stroke', { body: { min: 0.5, max: 1 } })),
    ).toMatchObject({
      play_state: 0,
    });
  });

  it('the Oh has no stroke settings', async () => {
    const f = httpFixture();
    f.instance.emulator.createDevice({ connectionKey: 'OhDevice1', model: 1 });
    const res = await f.api('GET', '/slider/stroke', { key: 'OhDevice1' });
    expect(await jsonOf(res)).toMatchObject({ error: { code: 2002, connected: true } });
    expect(await resultOf(await f.api('GET', '/info', { key: 'OhDevice1' }))).toMatchObject({
      hw_model_no: 1,
    });
  });
});
