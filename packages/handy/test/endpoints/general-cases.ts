/** Cases of the general device calls: info, connected, mode, capabilities, counters, settings. */
import { dateTimeMs, DeviceMode, FirmwareStatus } from '@glide/handy';
import { expect } from 'vitest';
import type { DeviceMethod, EndpointCases } from './endpoint-case';

type GeneralMethod = Exclude<DeviceMethod, `${string}.${string}`>;

/** One case per top-level method of `DeviceApi`. */
export const generalCases: EndpointCases<GeneralMethod> = {
  info: {
    run: async ({ h, key, device }) => {
      const info = await device.info();
      expect(info).toEqual({
        fw_status: FirmwareStatus.UP_TO_DATE,
        fw_version: '4.2.2+emulated',
        fw_feature_flags: 'production',
        hw_model_no: 0,
        hw_model_name: 'H01',
        hw_model_variant: 0,
        session_id: (await h.control.snapshot(key)).sessionId,
      });
      const oh = await h.client.device(await h.newDevice('infoOh', { model: 'oh' })).info();
      expect(oh).toMatchObject({ hw_model_no: 1 });
    },
  },
  connected: {
    run: async ({ h, device }) => {
      expect(await device.connected()).toEqual({ connected: true });
      // Offline is an answer, not an error.
      const offline = await h.newDevice('connectedOff', { online: false });
      expect(await h.client.device(offline).connected()).toEqual({ connected: false });
    },
  },
  mode: {
    run: async ({ device }) => {
      expect(await device.mode()).toEqual({ mode: DeviceMode.IDLE, mode_session_id: 0 });
      // A protocol command switches the mode by itself.
      await device.hamp.start();
      expect(await device.mode()).toEqual({ mode: DeviceMode.HAMP, mode_session_id: 1 });
    },
  },
  setMode: {
    run: async ({ h, key, device }) => {
      const set = await device.setMode(DeviceMode.HDSP);
      expect(set).toEqual({ mode: DeviceMode.HDSP, mode_session_id: 1 });
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.HDSP);
      expect(await device.setMode(DeviceMode.HSP)).toEqual({
        mode: DeviceMode.HSP,
        mode_session_id: 2,
      });
      // Every mode of the contract's enum, OTA included, and HRPP, listed in its text.
      expect(await device.setMode(DeviceMode.OTA)).toEqual({
        mode: DeviceMode.OTA,
        mode_session_id: 3,
      });
      expect(await device.setMode(DeviceMode.HRPP)).toEqual({
        mode: DeviceMode.HRPP,
        mode_session_id: 4,
      });
      expect(await device.mode()).toEqual({ mode: DeviceMode.HRPP, mode_session_id: 4 });
      // A protocol command switches out of either by itself.
      await device.hamp.start();
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.HAMP);
    },
  },
  setModeLegacy: {
    run: async ({ h, key, device }) => {
      await expect(device.setModeLegacy(DeviceMode.HAMP)).resolves.toBeUndefined();
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.HAMP);
      await expect(device.setModeLegacy(DeviceMode.OTA)).resolves.toBeUndefined();
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.OTA);
      await expect(device.setModeLegacy(DeviceMode.HRPP)).resolves.toBeUndefined();
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.HRPP);
    },
  },
  capabilities: {
    run: async ({ h, device }) => {
      expect(await device.capabilities()).toMatchObject({
        vulva_oriented: false,
        slider: 1,
        lra: 0,
        battery: false,
      });
      const oh = await h.client.device(await h.newDevice('capsOh', { model: 'oh' })).capabilities();
      expect(oh).toMatchObject({ vulva_oriented: true, lra: 1, battery: true });
    },
  },
  sids: {
    run: async ({ device }) => {
      const first = await device.sids();
      expect(first).toMatchObject({ socket_session_id: 1, mode_session_id: 0 });
      expect(first.boot_session_id).toBeGreaterThan(0);
      await device.setMode(DeviceMode.HSP);
      expect(await device.sids()).toEqual({ ...first, mode_session_id: 1 });
    },
  },
  statistics: {
    run: async ({ h, device }) => {
      const before = await h.client.serverTime();
      const first = await device.statistics();
      // The contract's DateTime: an RFC 3339 string, taken on the server's clock.
      expect(first.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(dateTimeMs(first.timestamp)).toBeGreaterThanOrEqual(before);
      // Every device call is one more message to the device.
      const second = await device.statistics();
      expect(second.total_messages).toBe((first.total_messages ?? Number.NaN) + 1);
      expect(second.acked_messages).toBe(second.total_messages);
      expect(dateTimeMs(second.timestamp)).toBeGreaterThanOrEqual(dateTimeMs(first.timestamp) ?? 0);
    },
  },
  sliderSettings: {
    run: async ({ device }) => {
      expect(await device.sliderSettings()).toMatchObject({
        x_limit_start: 0,
        x_limit_stop: 100,
        x_min_speed: 32,
        x_max_speed: 400,
        temp_high_trigger: 75,
      });
    },
  },
};
