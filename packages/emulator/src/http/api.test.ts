import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick, resultOf } from '../test-support/http';

const NOT_CONNECTED = {
  error: {
    code: 1001,
    name: 'DeviceNotConnected',
    message: 'Device not connected',
    connected: false,
  },
};

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

  it('refuses mode 5 (OTA) through the mode calls', async () => {
    const f = httpFixture();
    expect((await f.api('PUT', '/mode2', { body: { mode: 5 } })).status).toBe(400);
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
    expect(await resultOf(await f.api('GET', '/statistics'))).toMatchObject({ total_messages: 4 });
    expect(await resultOf(await f.api('GET', '/settings/slider'))).toMatchObject({
      x_max_speed: 400,
      x_min_speed: 32,
    });
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

  it('slider and HAMP stroke: min and/or max, changes announced', async () => {
    const f = httpFixture();
    expect(await resultOf(await f.api('PUT', '/slider/stroke', { body: { max: 0.8 } }))).toEqual({
      min: 0,
      max: 0.8,
      min_absolute: 0,
      max_absolute: 80,
    });
    expect((await f.api('PUT', '/slider/stroke', { body: { min: 0.9 } })).status).toBe(400);
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
