import { createRandom } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { httpFixture, jsonOf, settle, SseReader } from '../test-support/http';
import { FaultInjector, NO_FAULTS } from './fault-injector';

describe('FaultInjector', () => {
  it('draws each leg uniformly in [(latency − jitter)/2, (latency + jitter)/2]', () => {
    const faults = new FaultInjector(createRandom(1));
    const settings = { ...NO_FAULTS, latencyMs: 100, jitterMs: 40 };
    const draws = Array.from({ length: 5_000 }, () => faults.drawDelayMs(settings));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...draws)).toBeLessThanOrEqual(70);
    expect(Math.min(...draws)).toBeLessThan(31);
    expect(Math.max(...draws)).toBeGreaterThan(69);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(49);
    expect(mean).toBeLessThan(51);
  });

  it('lets a device override the global settings field by field', () => {
    const faults = new FaultInjector(createRandom(1));
    faults.set({ latencyMs: 10, errorRate: 0.5 });
    faults.set({ latencyMs: 99 }, 'KeyOne1');
    expect(faults.effective('KeyOne1')).toMatchObject({ latencyMs: 99, errorRate: 0.5 });
    expect(faults.effective('KeyTwo2')).toMatchObject({ latencyMs: 10 });
    faults.clear('KeyOne1');
    expect(faults.effective('KeyOne1').latencyMs).toBe(10);
  });
});

describe('faults over HTTP', () => {
  it('delays each request by half the latency on the way in and half on the way out', async () => {
    const f = httpFixture();
    await f.control('PUT', '/faults', { latencyMs: 100 });
    let done = false;
    const pending = f.api('GET', '/connected').then((res) => {
      done = true;
      return res;
    });
    await settle();
    f.clock.advance(49);
    await settle();
    expect(f.instance.emulator.device('GlideDemo1')).toBeUndefined(); // not handled yet
    f.clock.advance(1);
    await settle();
    expect(f.instance.emulator.device('GlideDemo1')).toBeDefined();
    expect(done).toBe(false);
    f.clock.advance(49);
    await settle();
    expect(done).toBe(false);
    f.clock.advance(1);
    expect((await pending).status).toBe(200);
  });

  it('answers the configured error status at the configured rate, per device too', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected', { key: 'Flaky0001' });
    await f.control('PUT', '/devices/Flaky0001/faults', { errorRate: 1, errorStatus: 503 });
    const res = await f.api('GET', '/info', { key: 'Flaky0001' });
    expect(res.status).toBe(503);
    expect(await jsonOf(res)).toEqual({
      error: { code: 503, name: 'Service Unavailable', message: 'Service Unavailable' },
    });
    expect((await f.api('GET', '/info')).status).toBe(200);
    await f.control('DELETE', '/devices/Flaky0001/faults');
    expect((await f.api('GET', '/info', { key: 'Flaky0001' })).status).toBe(200);
  });

  it('answers DeviceTimeout after the timeout delay without running the command', async () => {
    const f = httpFixture();
    await f.control('PUT', '/faults', { deviceTimeout: true, deviceTimeoutDelayMs: 300 });
    const pending = f.api('PUT', '/hamp/start');
    await settle();
    f.clock.advance(300);
    expect(await jsonOf(await pending)).toEqual({
      error: { code: 1002, name: 'DeviceTimeout', message: 'Device timeout', connected: true },
    });
    expect(f.instance.emulator.device('GlideDemo1')?.hamp.playing).toBe(false);
  });

  it('uses the request timeout when no delay is configured', async () => {
    const f = httpFixture();
    await f.control('PUT', '/faults', { deviceTimeout: true });
    let done = false;
    const pending = f.api('GET', '/info?timeout=8000').then((r) => {
      done = true;
      return r;
    });
    await settle();
    f.clock.advance(7_999);
    await settle();
    expect(done).toBe(false);
    f.clock.advance(1);
    expect(await jsonOf(await pending)).toMatchObject({ error: { code: 1002 } });
  });

  it('drops open event streams now and periodically', async () => {
    const f = httpFixture();
    const open = async () => {
      const sse = new SseReader(
        await f.raw('/api/handy-rest/v3/sse?ck=GlideDemo1&apikey=glide-dev-app-id'),
      );
      await sse.next();
      return sse;
    };
    const first = await open();
    await f.control('PUT', '/faults', { sseDropNow: true });
    expect(await first.next()).toBeUndefined();
    await f.control('PUT', '/devices/GlideDemo1/faults', { sseDropEveryMs: 1_000 });
    const second = await open();
    f.clock.advance(1_000);
    expect(await second.next()).toBeUndefined();
    const third = await open();
    f.clock.advance(999);
    await f.api('PUT', '/hamp/start');
    expect((await third.next())?.event).toBe('mode_changed');
    f.clock.advance(1);
    await third.next(); // hamp_state_changed
    expect(await third.next()).toBeUndefined();
  });
});
