import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick, resultOf, SseReader } from '../test-support/http';

const snapshot = z.object({
  device: z.object({
    connectionKey: z.string(),
    online: z.boolean(),
    sessionId: z.string(),
    timeline: z.object({
      startMs: z.number(),
      stepMs: z.number(),
      positionsMm: z.array(z.number()),
    }),
  }),
});

describe('control API: devices', () => {
  it('creates, lists, reads, changes and deletes devices', async () => {
    const f = httpFixture();
    const created = await f.control('POST', '/devices', {
      connectionKey: 'OhDevice7',
      model: 'oh',
      fwVersion: '4.1.8+emulated',
      online: true,
      batteryLevel: 0.3,
      clockOffsetMs: 50,
    });
    expect(created.status).toBe(201);
    expect(await jsonOf(created)).toMatchObject({
      device: { model: 'oh', info: { hw_model_no: 1, fw_status: 1 }, battery: { level: 0.3 } },
    });
    expect((await f.control('POST', '/devices', { connectionKey: 'OhDevice7' })).status).toBe(409);
    expect((await f.control('POST', '/devices', { connectionKey: 'x' })).status).toBe(400);
    expect(await jsonOf(await f.control('GET', '/devices'))).toEqual({
      devices: [expect.objectContaining({ connectionKey: 'OhDevice7', online: true })],
    });
    const patched = await f.control('PATCH', '/devices/OhDevice7', { online: false });
    expect(await jsonOf(patched)).toMatchObject({ device: { online: false } });
    expect((await f.control('DELETE', '/devices/OhDevice7')).status).toBe(204);
    expect((await f.control('GET', '/devices/OhDevice7')).status).toBe(404);
  });

  it('returns the full state with the position timeline of the asked window', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hdsp/xat', { body: { xa: 100, t: 1_000 } });
    f.clock.advance(2_000);
    const { device } = pick(
      await jsonOf(await f.control('GET', '/devices/GlideDemo1?windowMs=2000')),
      snapshot,
    );
    expect(device.timeline.stepMs).toBe(10);
    expect(device.timeline.positionsMm).toHaveLength(201);
    expect(device.timeline.positionsMm[0]).toBeCloseTo(0);
    expect(device.timeline.positionsMm[50]).toBeCloseTo(50);
    expect(device.timeline.positionsMm.at(-1)).toBeCloseTo(100);
  });

  it('sets a mechanical lag on create and by PATCH, reads it back and refuses one out of range', async () => {
    const f = httpFixture();
    const lagOf = async (answer: Response) =>
      pick(
        await jsonOf(answer),
        z.object({ device: z.object({ slider: z.object({ motionLagMs: z.number() }) }) }),
      ).device.slider.motionLagMs;
    const created = await f.control('POST', '/devices', {
      connectionKey: 'LaggyDevice1',
      motionLagMs: 60,
    });
    expect(created.status).toBe(201);
    expect(await lagOf(created)).toBe(60);
    expect(await lagOf(await f.control('GET', '/devices/LaggyDevice1'))).toBe(60);
    expect(await lagOf(await f.control('PATCH', '/devices/LaggyDevice1', { motionLagMs: 0 }))).toBe(
      0,
    );
    expect(
      await lagOf(await f.control('PATCH', '/devices/LaggyDevice1', { motionLagMs: 500 })),
    ).toBe(500);
    await f.api('GET', '/connected');
    expect(await lagOf(await f.control('GET', '/devices/GlideDemo1'))).toBe(0);

    for (const motionLagMs of [-1, 501, 12.5, '60', null]) {
      const refused = await f.control('POST', '/devices', {
        connectionKey: 'LaggyDevice2',
        motionLagMs,
      });
      expect(refused.status).toBe(400);
      expect(await jsonOf(refused)).toMatchObject({
        error: {
          code: 4001,
          name: 'InvalidRequest',
          data: { issues: [expect.objectContaining({ path: 'motionLagMs' })] },
        },
      });
      const patched = await f.control('PATCH', '/devices/LaggyDevice1', { motionLagMs });
      expect(patched.status).toBe(400);
    }
    expect((await f.control('GET', '/devices/LaggyDevice2')).status).toBe(404);
    expect(await lagOf(await f.control('GET', '/devices/LaggyDevice1'))).toBe(500);
  });

  it('takes a device offline and online with a new session', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected');
    const before = f.instance.emulator.device('GlideDemo1')?.sessionId;
    await f.control('PUT', '/devices/GlideDemo1/connection', { online: false });
    expect(await resultOf(await f.api('GET', '/connected'))).toEqual({ connected: false });
    const back = await jsonOf(
      await f.control('PUT', '/devices/GlideDemo1/connection', { online: true }),
    );
    expect(back).toMatchObject({ online: true });
    expect(f.instance.emulator.device('GlideDemo1')?.sessionId).not.toBe(before);
  });
});

describe('control API: events without an API cause', () => {
  it('causes button, battery, temperature, slider, memory, wifi and error events', async () => {
    const f = httpFixture();
    const res = await f.raw('/api/handy-rest/v3/sse?ck=GlideDemo1&apikey=glide-dev-app-id');
    const sse = new SseReader(res);
    await sse.next();
    const post = async (method: string, path: string, body: unknown) => {
      const r = await f.control(method, `/devices/GlideDemo1${path}`, body);
      expect(r.status).toBe(200);
    };
    await post('POST', '/button', { button: 'LEFT', event: 'SHORT_PRESS' });
    await post('PUT', '/battery', { level: 0.2, charging: true });
    await post('PUT', '/temperature', { motorTempC: 80 });
    await post('PUT', '/slider-blocked', { blocked: true });
    await post('POST', '/low-memory', { level: 'error' });
    await post('POST', '/wifi-scan', { networks: 4 });
    await post('POST', '/device-error', { code: 77, message: 'Boom' });
    const seen = [];
    for (let i = 0; i < 7; i++) seen.push(await sse.next());
    expect(seen).toEqual([
      expect.objectContaining({
        event: 'button_event',
        data: { connection_key: 'GlideDemo1', data: { button: 2, event: 2 } },
      }),
      expect.objectContaining({ event: 'battery_changed' }),
      expect.objectContaining({ event: 'temp_high' }),
      expect.objectContaining({ event: 'slider_blocked' }),
      {
        event: 'low_memory_error',
        data: {
          connection_key: 'GlideDemo1',
          data: { available_heap: 8_192, larges_free_block: 4_096, discarded_msg_size: 512 },
        },
      },
      expect.objectContaining({
        event: 'wifi_scan_complete',
        data: { connection_key: 'GlideDemo1', data: { nr_of_networks: 4 } },
      }),
      expect.objectContaining({
        event: 'device_error',
        data: { connection_key: 'GlideDemo1', data: { code: 77, message: 'Boom' } },
      }),
    ]);
    await sse.cancel();
  });

  it('validates bodies and knows its devices', async () => {
    const f = httpFixture();
    expect((await f.control('POST', '/devices/Missing99/button', { button: 'UP' })).status).toBe(
      404,
    );
    await f.api('GET', '/connected');
    const bad = await f.control('POST', '/devices/GlideDemo1/button', { button: 'TOP' });
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
  });
});

describe('control API: clock, OTA links, reset', () => {
  it('moves the server clock', async () => {
    const f = httpFixture();
    expect(await jsonOf(await f.control('PUT', '/server-clock', { offsetMs: -2_000 }))).toEqual({
      offsetMs: -2_000,
      serverTimeMs: f.clock.now() - 2_000,
    });
    expect(await jsonOf(await f.api('GET', '/servertime'))).toEqual({
      server_time: f.clock.now() - 2_000,
    });
  });

  it('mints signed OTA links that start an update without a connection key', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected');
    const minted = pick(
      await jsonOf(
        await f.control('POST', '/ota-links', {
          connectionKey: 'GlideDemo1',
          version: '4.1.8+emulated',
          ttlMs: 60_000,
        }),
      ),
      z.object({ url: z.string() }),
    );
    const path = minted.url.replace('http://localhost', '');
    expect(await resultOf(await f.raw(path))).toEqual({
      ongoing: true,
      progress: 0,
      done: false,
      failed: false,
    });
    expect((await f.raw(path.replace(/&s=[0-9a-f]+/, `&s=${'0'.repeat(64)}`))).status).toBe(403);
    expect((await f.raw(path.replace(/&k=k1/, '&k=k9'))).status).toBe(403);
    expect((await f.raw(path.replace(/&iv=[0-9a-f]+/, ''))).status).toBe(400);
    f.clock.advance(60_000);
    const expired = await f.raw(path);
    expect(expired.status).toBe(410);
    expect(await jsonOf(expired)).toMatchObject({ error: { code: 410 } });
  });

  it('resets devices, faults and tokens', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected');
    await f.control('PUT', '/faults', { errorRate: 1 });
    await f.control('POST', '/reset');
    expect(await jsonOf(await f.control('GET', '/devices'))).toEqual({ devices: [] });
    expect(await jsonOf(await f.control('GET', '/faults'))).toMatchObject({
      global: { errorRate: 0 },
    });
  });
});
