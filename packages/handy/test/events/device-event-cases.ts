/**
 * Event cases of the device itself: its connection, errors and peripherals (battery, motor
 * temperature, slider, buttons, memory, radios), its clock and firmware updates. Most are caused
 * through the control API, the rest through the SDK.
 */
import { BleState, Button, ButtonEvent, WifiState } from '@glide/handy';
import { expect } from 'vitest';
import type { CausableEvent, EventCases } from './event-case';

type DeviceEvent = Extract<
  CausableEvent,
  | `device_${string}`
  | `temp_${string}`
  | `slider_${string}`
  | `low_memory_${string}`
  | `${'wifi' | 'ble'}_${string}`
  | 'battery_changed'
  | 'button_event'
  | 'ota_progress'
>;

/** One case per device event. */
export const deviceEventCases: EventCases<DeviceEvent> = {
  device_status: {
    cause: () => Promise.resolve(),
    check: async (data, { h, key }) => {
      expect(data.connected).toBe(true);
      expect(data.info?.session_id).toBe((await h.control.snapshot(key)).sessionId);
      expect(data.info?.fw_version).toBe('4.2.2+emulated');
    },
  },
  device_connected: {
    setup: { online: false },
    cause: ({ h, key }) => h.control.setOnline(key, true),
    check: async (data, { h, key }) => {
      expect(data.connected).toBe(true);
      expect(data.info.session_id).toBe((await h.control.snapshot(key)).sessionId);
    },
  },
  device_disconnected: {
    cause: ({ h, key }) => h.control.setOnline(key, false, 'integration'),
    check: async (data, { h, key, log }) => {
      expect(data.reason).toBe('integration');
      // The session that ended is the one the stream announced on connect.
      expect(data.session_id).toBe(log.all('device_status')[0]?.data.info?.session_id);
      expect(data.timestamp).toEqual(expect.stringMatching(/ UTC$/));
      expect((await h.control.snapshot(key)).online).toBe(false);
    },
  },
  device_error: {
    cause: ({ h, key }) => h.control.deviceError(key, 4321, 'Motor stalled'),
    check: (data) => expect(data).toEqual({ code: 4321, message: 'Motor stalled' }),
  },
  battery_changed: {
    cause: ({ h, key }) => h.control.setBattery(key, 0.35, true),
    check: (data) => {
      expect(data).toMatchObject({ level: 0.35, charger_connected: true, usb_voltage: 5 });
      expect(data.battery_voltage).toBeCloseTo(3.615, 6);
    },
  },
  temp_high: {
    cause: ({ h, key }) => h.control.setTemperature(key, 80),
    check: (data) => expect(data).toEqual({}),
  },
  temp_ok: {
    cause: async ({ h, key }) => {
      await h.control.setTemperature(key, 80);
      await h.control.setTemperature(key, 60);
    },
    check: (data, { log }) => {
      expect(data).toEqual({});
      expect(log.names().slice(-2)).toEqual(['temp_high', 'temp_ok']);
    },
  },
  slider_blocked: {
    cause: ({ h, key }) => h.control.setSliderBlocked(key, true),
    check: (data) => expect(data).toEqual({}),
  },
  slider_unblocked: {
    cause: async ({ h, key }) => {
      await h.control.setSliderBlocked(key, true);
      await h.control.setSliderBlocked(key, false);
    },
    check: (data, { log }) => {
      expect(data).toEqual({});
      expect(log.names().slice(-2)).toEqual(['slider_blocked', 'slider_unblocked']);
    },
  },
  button_event: {
    cause: ({ h, key }) => h.control.pressButton(key, 'RIGHT', 'LONG_PRESS_START'),
    check: (data) => {
      expect(data).toEqual({ button: Button.RIGHT, event: ButtonEvent.LONG_PRESS_START });
    },
  },
  low_memory_warning: {
    cause: ({ h, key }) =>
      h.control.lowMemory(key, { level: 'warning', availableHeap: 9000, largestFreeBlock: 3000 }),
    // The wire spells it `larges_free_block` (sic); the SDK hands out `largest_free_block`.
    check: (data) => expect(data).toEqual({ available_heap: 9000, largest_free_block: 3000 }),
  },
  low_memory_error: {
    cause: ({ h, key }) =>
      h.control.lowMemory(key, {
        level: 'error',
        availableHeap: 1000,
        largestFreeBlock: 500,
        discardedMsgSize: 128,
      }),
    check: (data) => {
      expect(data).toEqual({
        available_heap: 1000,
        largest_free_block: 500,
        discarded_msg_size: 128,
      });
    },
  },
  wifi_scan_complete: {
    cause: ({ h, key }) => h.control.wifiScan(key, 7),
    check: (data) => expect(data).toEqual({ nr_of_networks: 7 }),
  },
  wifi_status_changed: {
    cause: async ({ device }) => {
      await device.system.setInterfaces({ wifi: false });
    },
    check: (data) => {
      expect(data).toEqual({ socket_connected: false, state: WifiState.DISCONNECTED });
    },
  },
  ble_status_changed: {
    cause: async ({ device }) => {
      await device.system.setInterfaces({ ble: false });
    },
    check: (data) => expect(data).toEqual({ state: BleState.NOT_INITIALIZED }),
  },
  ota_progress: {
    setup: { fwVersion: '4.1.8+emulated', otaDurationMs: 200 },
    cause: async ({ device }) => {
      await device.ota.updateLatest();
    },
    accept: (data) => data.done,
    check: (data, { log }) => {
      expect(data).toMatchObject({ progress: 1, failed: false });
      const steps = log.all('ota_progress').map((e) => e.data.progress);
      expect(steps[0]).toBe(0);
      expect(steps).toHaveLength(11);
    },
  },
  device_clock_synchronized: {
    setup: { clockOffsetMs: 250 },
    cause: async ({ device }) => {
      await device.hstp.clockSync({ synchronous: true });
    },
    check: async (data, { device }) => {
      const info = await device.hstp.info();
      expect(data.clock_offset).toBe(info.clock_offset);
      expect(data.rtd).toBe(info.rtd);
      expect(data.rtd).toBeGreaterThanOrEqual(20);
    },
  },
};
