import { describe, expect, it } from 'vitest';
import {
  NOT_CONNECTED,
  httpFixture,
  jsonOf,
  resultOf,
  type HttpFixture,
} from '../test-support/http';

const INVALID_REQUEST = { error: { code: 4001, name: 'InvalidRequest' } };

/** A fixture with an offline device, a legacy one, and no auto-provisioning. */
function fixture(): HttpFixture {
  const f = httpFixture({ autoProvision: false });
  f.instance.emulator.createDevice({ connectionKey: 'Offline1', online: false });
  f.instance.emulator.createDevice({ connectionKey: 'Legacy1', fwVersion: '3.2.3' });
  return f;
}

/** Keys that reach no device that could answer: offline, unknown, a channel, legacy firmware. */
const NO_DEVICE = ['Offline1', 'Unknown12', 'chref:abcde12345', 'Legacy1'] as const;

/** [call, a body the contract refuses, a valid one] of calls taking a channel reference and not. */
const CALLS: readonly (readonly [string, unknown, unknown])[] = [
  ['PUT /hamp/velocity', { velocity: 'fast' }, { velocity: 0.5 }],
  ['PUT /hssp/play', { start_time: 0, server_time: 0.5 }, { start_time: 0, server_time: 0 }],
  ['PUT /hssp/synctime', [1], { current_time: 0, server_time: 0 }],
  ['PUT /mode2', { mode: 10 }, { mode: 0 }],
  ['PUT /slider/stroke', { max: 1 }, { min: 0, max: 1 }],
];

describe('the request’s own checks come before the device', () => {
  it.each(CALLS)('%s: 400 for a broken body, 1001 for a valid one', async (call, broken, valid) => {
    const f = fixture();
    const [method = '', path = ''] = call.split(' ');
    for (const key of NO_DEVICE) {
      const refused = await f.api(method, path, { key, body: broken });
      expect(refused.status, key).toBe(400);
      expect(await jsonOf(refused), key).toMatchObject(INVALID_REQUEST);
      const answered = await f.api(method, path, { key, body: valid });
      expect(await jsonOf(answered), key).toEqual(NOT_CONNECTED);
    }
  });

  it('refuses a body that is not JSON, or none where one is required, without a device', async () => {
    const f = fixture();
    for (const key of NO_DEVICE) {
      const garbage = await f.raw('/api/handy-rest/v3/hamp/velocity', {
        method: 'PUT',
        headers: { 'X-Api-Key': 'glide-dev-app-id', 'X-Connection-Key': key },
        body: '{velocity',
      });
      expect(garbage.status, key).toBe(400);
      // `/hsp/resume` requires its body although `{}` passes its schema (it takes no channel).
      if (key === 'chref:abcde12345') continue;
      expect((await f.api('PUT', '/hsp/resume', { key })).status, key).toBe(400);
    }
  });

  it('checks the timeout and the call’s own query before the device', async () => {
    const f = fixture();
    for (const key of ['Offline1', 'Unknown12']) {
      expect((await f.api('GET', '/hsp/state?timeout=100', { key })).status).toBe(400);
      expect((await f.api('GET', '/hstp/clocksync?s=maybe', { key })).status).toBe(400);
      expect((await f.api('GET', '/ota/versions?s=nightly', { key })).status).toBe(400);
    }
  });

  it('checks system and OTA bodies before the device too, legacy firmware included', async () => {
    const f = fixture();
    for (const key of ['Offline1', 'Legacy1']) {
      const reboot = await f.api('PUT', '/system/reboot', { key, body: { connection_mode: 'x' } });
      expect(reboot.status, key).toBe(400);
      const channel = await f.api('PUT', '/ota/channel', { key, body: { feature_flags: 'other' } });
      expect(channel.status, key).toBe(400);
    }
    expect(
      await jsonOf(
        await f.api('PUT', '/system/reboot', { key: 'Offline1', body: { connection_mode: 1 } }),
      ),
    ).toEqual(NOT_CONNECTED);
    expect(
      await resultOf(
        await f.api('PUT', '/ota/channel', { key: 'Legacy1', body: { feature_flags: 'staging' } }),
      ),
    ).toMatchObject({ fw_feature_flags: 'staging' });
  });

  it('answers a value beyond the device’s limits only from a device that is there', async () => {
    const f = fixture();
    const beyond = { playback_rate: 0 };
    expect(
      await jsonOf(await f.api('PUT', '/hsp/playbackrate', { key: 'Offline1', body: beyond })),
    ).toEqual(NOT_CONNECTED);
    f.instance.emulator.createDevice({ connectionKey: 'Online1' });
    const refused = await f.api('PUT', '/hsp/playbackrate', { key: 'Online1', body: beyond });
    expect(refused.status).toBe(200);
    expect(await jsonOf(refused)).toEqual({
      error: {
        code: 4002,
        name: 'InvalidArgument',
        message: "playback_rate is outside the device's range 0.01 to 10",
        connected: true,
      },
    });
  });

  it('answers the device-timeout fault before the device sees a value beyond its limits', async () => {
    const f = fixture();
    f.instance.emulator.createDevice({ connectionKey: 'Online1' });
    await f.control('PUT', '/devices/Online1/faults', {
      deviceTimeout: true,
      deviceTimeoutDelayMs: 0,
    });
    const res = await f.api('PUT', '/hstp/offset', { key: 'Online1', body: { offset: 1e9 } });
    expect(await jsonOf(res)).toMatchObject({ error: { code: 1002, name: 'DeviceTimeout' } });
  });
});
