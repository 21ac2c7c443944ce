/**
 * Behaviour that needs an emulator started with other options: the real rate limiter, and unknown
 * connection keys without auto-provisioning.
 */
import { HandyHttpError, isDeviceNotConnected } from '@glide/handy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';

describe('the real rate limiter', () => {
  const limitPerMinute = 3;
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ rateLimitPerMinute: limitPerMinute });
  });
  afterAll(async () => {
    await h.close();
  });

  it(`answers 429 "Too Many Requests" past ${limitPerMinute} requests a minute per key`, async () => {
    const key = await h.newDevice('limited');
    const device = h.client.device(key);
    for (let i = 0; i < limitPerMinute; i++) await device.connected();
    const error = await device.connected().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({ status: 429, message: 'Too Many Requests' });
    // The window counts per application credential and connection key: another key still works.
    const other = await h.newDevice('unlimited');
    expect(await h.client.device(other).connected()).toEqual({ connected: true });
  });
});

describe('unknown keys without auto-provisioning', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ autoProvision: false });
  });
  afterAll(async () => {
    await h.close();
  });

  it('a device call for an unknown key is 1001; /connected answers false', async () => {
    const device = h.client.device(h.freshKey('unknown'));
    const error = await device.hamp.start().catch((e: unknown) => e);
    expect(isDeviceNotConnected(error)).toBe(true);
    expect(error).toMatchObject({ deviceErrorName: 'DeviceNotConnected', connected: false });
    expect(await device.connected()).toEqual({ connected: false });
  });

  it('a device created through the control API is reachable', async () => {
    const key = await h.newDevice('known');
    expect(await h.client.device(key).connected()).toEqual({ connected: true });
  });

  it('the event stream of an unknown key opens with device_status connected false', async () => {
    const log = h.events({ connectionKey: h.freshKey('unknownSse') });
    const status = await log.next('device_status');
    expect(status.data).toEqual({ connected: false });
    log.stream.close();
  });
});
