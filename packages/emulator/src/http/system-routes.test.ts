import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REBOOT_DELAY_MS } from '../model/device';
import { httpFixture, jsonOf, pick, resultOf } from '../test-support/http';

describe('HSTP over HTTP', () => {
  it('reports device time, syncs the clock and keeps the user offset', async () => {
    const f = httpFixture();
    await f.control('POST', '/devices', { connectionKey: 'Clocky01', clockOffsetMs: 400 });
    const key = 'Clocky01';
    f.clock.advance(1_000);
    const info = pick(
      await resultOf(await f.api('GET', '/hstp/info', { key })),
      z.object({ time: z.number(), clock_offset: z.number(), rtd: z.number() }),
    );
    expect(info).toEqual({ time: 1_000, clock_offset: f.clock.now() + 400 - 1_000, rtd: 0 });
    const synced = pick(
      await resultOf(await f.api('GET', '/hstp/clocksync', { key })),
      z.object({ clock_offset: z.number(), rtd: z.number() }),
    );
    expect(synced.clock_offset).toBe(f.clock.now() - 1_000);
    expect(synced.rtd).toBeGreaterThanOrEqual(20);
    expect(await resultOf(await f.api('PUT', '/hstp/offset', { key, body: { offset: -35 } }))).toBe(
      'ok',
    );
    expect(await resultOf(await f.api('GET', '/hstp/offset', { key }))).toEqual({ offset: -35 });
  });
});

describe('HVP over HTTP', () => {
  it('starts, sets and stops vibration', async () => {
    const f = httpFixture();
    expect(await resultOf(await f.api('PUT', '/hvp/start'))).toEqual({
      enabled: true,
      amplitude: 0,
      frequency: 0,
      position: 0,
    });
    const set = await f.api('PUT', '/hvp/state', {
      body: { amplitude: 0.5, frequency: 120, position: 30 },
    });
    expect(await resultOf(set)).toMatchObject({ amplitude: 0.5, frequency: 120 });
    expect(await resultOf(await f.api('GET', '/mode'))).toMatchObject({ mode: 8 });
    expect(await resultOf(await f.api('PUT', '/hvp/stop'))).toMatchObject({ enabled: false });
    expect((await f.api('PUT', '/hvp/state', { body: { amplitude: 2 } })).status).toBe(400);
  });
});

describe('system calls', () => {
  it('switches interfaces but refuses turning both off', async () => {
    const f = httpFixture();
    expect(
      await resultOf(await f.api('PUT', '/system/interfaces/status', { body: { ble: false } })),
    ).toEqual({ wifi: true, ble: false, ble_state: 0, wifi_state: 1 });
    const refused = await f.api('PUT', '/system/interfaces/status', { body: { wifi: false } });
    expect(refused.status).toBe(400);
    expect(await jsonOf(refused)).toEqual({
      error: {
        code: 4001,
        name: 'InvalidRequest',
        message: 'At least one interface must stay enabled',
      },
    });
  });

  it('gets and sets the environment', async () => {
    const f = httpFixture();
    expect(await resultOf(await f.api('GET', '/system/environment'))).toEqual({ environment: 0 });
    expect(
      await resultOf(await f.api('PUT', '/system/environment', { body: { environment: 2 } })),
    ).toEqual({ environment: 2 });
  });

  it('reboots: "ok", offline, back after about 3 s with a new session', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected');
    const before = f.instance.emulator.device('GlideDemo1')?.sessionId;
    expect(
      await resultOf(await f.api('PUT', '/system/reboot', { body: { connection_mode: 1 } })),
    ).toBe('ok');
    expect(await resultOf(await f.api('GET', '/connected'))).toEqual({ connected: false });
    f.clock.advance(REBOOT_DELAY_MS);
    expect(await resultOf(await f.api('GET', '/connected'))).toEqual({ connected: true });
    expect(f.instance.emulator.device('GlideDemo1')?.sessionId).not.toBe(before);
  });

  it('stays offline after a reboot into a mode without the cloud', async () => {
    const f = httpFixture();
    await f.api('PUT', '/system/reboot', { body: { connection_mode: 4 } });
    f.clock.advance(REBOOT_DELAY_MS * 10);
    expect(await resultOf(await f.api('GET', '/connected'))).toEqual({ connected: false });
  });
});

describe('OTA calls', () => {
  it('lists versions, updates and reports progress', async () => {
    const f = httpFixture();
    const versions = pick(
      await resultOf(await f.api('GET', '/ota/versions?s=production')),
      z.object({ versions: z.array(z.object({ version: z.string(), feature_flags: z.string() })) }),
    );
    expect(versions.versions.map((v) => v.version)).toEqual([
      '4.2.2+emulated',
      '4.1.8+emulated',
      '4.0.12+emulated',
    ]);
    const unknown = await f.api('PUT', '/ota/update/version', {
      body: { version: '9.9.9', feature_flags: 'production' },
    });
    expect(await jsonOf(unknown)).toEqual({
      error: {
        code: 3001,
        name: 'OtaVersionNotFound',
        message: 'Specific OTA not found',
        connected: true,
      },
    });
    await f.api('PUT', '/ota/update/version', {
      body: { version: '4.3.0-beta.1+emulated', feature_flags: 'staging' },
    });
    expect(await jsonOf(await f.api('PUT', '/ota/update/latest'))).toMatchObject({
      error: { code: 3002, name: 'OtaInProgress' },
    });
    f.clock.advance(2_000);
    expect(await resultOf(await f.api('GET', '/ota/update/progress'))).toEqual({
      ongoing: true,
      progress: 0.4,
      done: false,
      failed: false,
    });
    f.clock.advance(3_000 + REBOOT_DELAY_MS);
    expect(await resultOf(await f.api('GET', '/info'))).toMatchObject({
      fw_version: '4.3.0-beta.1+emulated',
      fw_feature_flags: 'staging',
      fw_status: 0,
    });
  });

  it('moves the device to a pre-release channel and back, which changes what is offered', async () => {
    const f = httpFixture();
    expect(
      await resultOf(await f.api('PUT', '/ota/channel', { body: { feature_flags: 'staging' } })),
    ).toMatchObject({ fw_feature_flags: 'staging', fw_status: 1 });
    expect(await resultOf(await f.api('GET', '/ota/latest'))).toMatchObject({
      version: '4.3.0-beta.1+emulated',
    });
    expect(await resultOf(await f.api('GET', '/info'))).toMatchObject({
      fw_feature_flags: 'staging',
      fw_status: 1,
    });
    await f.api('PUT', '/ota/channel', { body: { feature_flags: 'production' } });
    expect(await resultOf(await f.api('GET', '/ota/latest'))).toMatchObject({
      version: '4.2.2+emulated',
    });
    const other = await f.api('PUT', '/ota/channel', { body: { feature_flags: 'other' } });
    expect(await jsonOf(other)).toMatchObject({ error: { code: 4001, name: 'InvalidRequest' } });
  });
});
