/**
 * Cases of the system and OTA calls of docs/api-extensions.md, including a full firmware update:
 * progress events, the reboot and the new firmware afterwards.
 */
import {
  BleState,
  DeviceMode,
  HandyDeviceError,
  HandyHttpError,
  WifiState,
  isDeviceNotConnected,
} from '@glide/handy';
import { expect } from 'vitest';
import { eventually } from '../support/wait';
import type { DeviceMethod, EndpointCases } from './endpoint-case';

type SystemOtaMethod = Extract<DeviceMethod, `${'system' | 'ota'}.${string}`>;

/** One case per method of the system and OTA groups. */
export const systemOtaCases: EndpointCases<SystemOtaMethod> = {
  'system.interfaces': {
    run: async ({ device }) => {
      expect(await device.system.interfaces()).toEqual({
        wifi: true,
        ble: true,
        ble_state: BleState.ADVERTISING,
        wifi_state: WifiState.CONNECTED,
      });
    },
  },
  'system.setInterfaces': {
    run: async ({ h, key, device }) => {
      expect(await device.system.setInterfaces({ ble: false })).toEqual({
        wifi: true,
        ble: false,
        ble_state: BleState.NOT_INITIALIZED,
        wifi_state: WifiState.CONNECTED,
      });
      expect((await h.control.snapshot(key)).system.ble).toBe(false);
      // Turning the last interface off as well is refused.
      const refused = await device.system.setInterfaces({ wifi: false }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(HandyHttpError);
      expect(refused).toMatchObject({
        status: 400,
        message: 'Bad request.',
        detail: { code: 4001, message: 'At least one interface must stay enabled' },
      });
      expect((await device.system.interfaces()).wifi).toBe(true);
    },
  },
  'system.environment': {
    run: async ({ device }) => {
      expect(await device.system.environment()).toEqual({ environment: 0 });
    },
  },
  'system.setEnvironment': {
    run: async ({ h, key, device }) => {
      expect(await device.system.setEnvironment(2)).toEqual({ environment: 2 });
      expect(await device.system.environment()).toEqual({ environment: 2 });
      expect((await h.control.snapshot(key)).system.environment).toBe(2);
    },
  },
  'system.reboot': {
    run: async ({ device }) => {
      const before = await device.info();
      await device.hamp.start();
      await expect(device.system.reboot(1)).resolves.toBeUndefined();
      const offline = await device.hamp.state().catch((e: unknown) => e);
      expect(isDeviceNotConnected(offline)).toBe(true);
      expect(await device.connected()).toEqual({ connected: false });
      // The emulated device is back about 3 s later, with a new session and a fresh boot.
      await eventually(
        'the device back online',
        () => device.connected(),
        (c) => c.connected,
      );
      expect((await device.info()).session_id).not.toBe(before.session_id);
      expect(await device.sids()).toMatchObject({ socket_session_id: 1, mode_session_id: 0 });
      expect((await device.mode()).mode).toBe(DeviceMode.IDLE);
    },
  },
  'ota.latest': {
    setup: { fwFeatureFlags: 'staging' },
    run: async ({ h, device }) => {
      // The newest release of the device's own channel.
      expect(await device.ota.latest()).toMatchObject({
        version: '4.3.0-beta.1+emulated',
        feature_flags: 'staging',
      });
      const production = h.client.device(await h.newDevice('otaLatestProd'));
      expect(await production.ota.latest()).toMatchObject({
        version: '4.2.2+emulated',
        feature_flags: 'production',
      });
    },
  },
  'ota.versions': {
    run: async ({ device }) => {
      const all = await device.ota.versions();
      expect(all.versions.map((v) => v.version)).toEqual(
        expect.arrayContaining(['4.2.2+emulated', '4.1.8+emulated', '4.3.0-beta.1+emulated']),
      );
      const staging = await device.ota.versions('staging');
      expect(staging.versions).toEqual([
        expect.objectContaining({ version: '4.3.0-beta.1+emulated', feature_flags: 'staging' }),
      ]);
    },
  },
  'ota.setChannel': {
    run: async ({ device }) => {
      // Opting in moves the device's channel, and with it the release it is offered.
      expect(await device.ota.setChannel('staging')).toMatchObject({ fw_feature_flags: 'staging' });
      expect((await device.info()).fw_feature_flags).toBe('staging');
      expect((await device.ota.latest()).version).toBe('4.3.0-beta.1+emulated');
      expect(await device.ota.setChannel('production')).toMatchObject({
        fw_feature_flags: 'production',
      });
      expect((await device.ota.latest()).version).toBe('4.2.2+emulated');
    },
  },
  'ota.updateLatest': {
    setup: { fwVersion: '4.0.12+emulated', otaDurationMs: 500 },
    run: async ({ h, key, device }) => {
      expect((await device.info()).fw_status).toBe(1);
      const log = h.events({ connectionKey: key, events: ['ota_progress', 'device_connected'] });
      await log.next('device_status');

      const started = await device.ota.updateLatest();
      expect(started).toEqual({ ongoing: true, progress: 0, done: false, failed: false });
      expect((await device.mode()).mode).toBe(DeviceMode.OTA);
      // While it runs, device commands are refused.
      const busy = await device.hamp.start().catch((e: unknown) => e);
      expect(busy).toBeInstanceOf(HandyDeviceError);
      expect(busy).toMatchObject({ deviceErrorCode: 3002, deviceErrorName: 'OtaInProgress' });

      const done = await log.next('ota_progress', (p) => p.done);
      expect(done.data).toMatchObject({ progress: 1, failed: false });
      const steps = log.all('ota_progress').map((e) => e.data.progress);
      expect(steps).toHaveLength(11);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));

      // Success reboots into the new firmware (back about 3 s later).
      const back = await log.next('device_connected');
      expect(back.data.info.fw_version).toBe('4.2.2+emulated');
      expect(await device.info()).toMatchObject({ fw_version: '4.2.2+emulated', fw_status: 0 });
      expect(await device.ota.progress()).toEqual({
        ongoing: false,
        progress: 1,
        done: true,
        failed: false,
      });
    },
  },
  'ota.updateVersion': {
    setup: { otaOutcome: 'failure', otaDurationMs: 200 },
    run: async ({ device }) => {
      const started = await device.ota.updateVersion({
        version: '4.1.8+emulated',
        featureFlags: 'production',
      });
      expect(started).toMatchObject({ ongoing: true, progress: 0 });
      // An update already running is refused.
      const again = await device.ota
        .updateVersion({ version: '4.0.12+emulated', featureFlags: 'production' })
        .catch((e: unknown) => e);
      expect(again).toMatchObject({ deviceErrorCode: 3002 });
      // This device's update fails half-way and leaves the firmware as it was.
      await eventually(
        'the update failing',
        () => device.ota.progress(),
        (p) => p.failed,
      );
      expect((await device.mode()).mode).toBe(DeviceMode.IDLE);
      expect((await device.info()).fw_version).toBe('4.2.2+emulated');

      const unknown = await device.ota
        .updateVersion({ version: '9.9.9', featureFlags: 'production' })
        .catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(HandyDeviceError);
      expect(unknown).toMatchObject({ deviceErrorCode: 3001, message: 'Specific OTA not found' });
    },
  },
  'ota.progress': {
    setup: { otaOutcome: 'failure', otaDurationMs: 1_000 },
    run: async ({ device }) => {
      expect(await device.ota.progress()).toEqual({
        ongoing: false,
        progress: 0,
        done: false,
        failed: false,
      });
      await device.ota.updateLatest();
      const midway = await eventually(
        'progress between 0 and 0.5',
        () => device.ota.progress(),
        (p) => p.progress > 0 && p.progress < 0.5,
      );
      expect(midway).toMatchObject({ ongoing: true, done: false, failed: false });
      const failed = await eventually(
        'the update failing',
        () => device.ota.progress(),
        (p) => !p.ongoing,
      );
      expect(failed).toEqual({ ongoing: false, progress: 0.5, done: false, failed: true });
    },
  },
};
