import { DeviceMode, EVENT_NAMES, type EventName } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { initialHamp, initialHsp, initialHvp, initialSessionState } from './initial-state';
import { reduceEvent } from './reduce-event';
import type { DeviceSessionState, PlayerEventName } from './state';
import { deviceInfo, hspState, SESSION_1, SESSION_2, SESSION_3 } from './testing/fixtures';
import { wireEvent } from './testing/wire-event';

/** A connected Handy in HAMP, playing, on session 2. */
const base: DeviceSessionState = {
  ...initialSessionState,
  device: {
    ...initialSessionState.device,
    connectionKey: 'testKey01',
    connected: true,
    session_id: SESSION_2,
    fw_version: '4.2.2',
    fw_status: 0,
    hw_model_no: 0,
    mode: DeviceMode.HAMP,
    mode_session_id: 3,
  },
  hamp: { play_state: 1, velocity: 0.6, direction: true },
  hvp: { enabled: false, amplitude: 0.2, frequency: 80, position: 10 },
};

const RECEIVED_AT_MS = 1_234;

interface EventCase {
  /** The payload as the wire carries it (`data.data`). */
  readonly payload: unknown;
  /** The state before; `base` when absent. */
  readonly from?: DeviceSessionState;
  /** The whole state after. */
  readonly expected: (before: DeviceSessionState) => DeviceSessionState;
}

/** A player event: the player of the mode in force, and the event with its state on its own. */
const playerCase = (name: PlayerEventName): EventCase => {
  const player = { ...hspState, play_state: 4 as const, current_point: 9 };
  return {
    payload: player,
    expected: (s) => ({ ...s, hsp: player, sdk: { ...s.sdk, lastPlayerEvent: { name, player } } }),
  };
};

/** One case per event name: a name without a case does not compile. */
const cases: { readonly [N in EventName]: EventCase } = {
  battery_changed: {
    // What the event leaves out keeps its value; its raw ADC readings are not state.
    from: { ...base, battery: { ...base.battery, usb_voltage: 5.1 } },
    payload: { level: 0.42, charger_connected: true, battery_voltage: 3.9, usb_adc_value: 2048 },
    expected: (s) => ({
      ...s,
      battery: { ...s.battery, level: 0.42, charger_connected: true, battery_voltage: 3.9 },
    }),
  },
  ble_status_changed: {
    payload: { status: 2 },
    expected: (s) => ({ ...s, system: { ...s.system, ble_state: 2 } }),
  },
  button_event: {
    payload: { button: 2, event: 3 },
    expected: (s) => ({
      ...s,
      sdk: { ...s.sdk, lastButtonEvent: { button: 2, event: 3, timestampMs: RECEIVED_AT_MS } },
    }),
  },
  device_clock_synchronized: {
    payload: { time: 500, clock_offset: 1_000, rtd: 40 },
    expected: (s) => ({
      ...s,
      clock: { ...s.clock, deviceTimeMs: 500, deviceClockOffsetMs: 1_000, deviceRtdMs: 40 },
    }),
  },
  device_connected: {
    from: {
      ...base,
      device: { ...base.device, connected: false, disconnectReason: 'io read error' },
    },
    payload: { connected: true, info: deviceInfo({ session_id: SESSION_3, hw_model_no: 1 }) },
    expected: (s) => ({
      ...s,
      device: {
        ...s.device,
        connected: true,
        statusReported: true,
        disconnectReason: undefined,
        session_id: SESSION_3,
        hw_model_no: 1,
        hw_model_name: 'H01',
        hw_model_variant: 0,
        fw_version: '4.2.2+44874492',
        fw_feature_flags: 'production',
      },
    }),
  },
  device_disconnected: {
    payload: { session_id: SESSION_2, reason: 'io read error' },
    expected: (s) => ({
      ...s,
      device: {
        ...s.device,
        connected: false,
        statusReported: true,
        disconnectReason: 'io read error',
      },
    }),
  },
  device_error: {
    payload: { code: 4102, message: 'Invalid script' },
    expected: (s) => ({
      ...s,
      warnings: {
        ...s.warnings,
        lastDeviceError: { code: 4102, message: 'Invalid script', atMs: RECEIVED_AT_MS },
      },
    }),
  },
  device_status: {
    payload: { connected: false },
    expected: (s) => ({ ...s, device: { ...s.device, connected: false, statusReported: true } }),
  },
  hamp_state_changed: {
    // One reference example sends velocity in percent; the SDK reads values above 1 as such.
    payload: { play_state: 0, velocity: 40, direction: false },
    expected: (s) => ({ ...s, hamp: { play_state: 0, velocity: 0.4, direction: false } }),
  },
  hdsp_state_changed: {
    payload: { state: 2 },
    expected: (s) => ({ ...s, hdsp: { state: 2 } }),
  },
  hrpp_state_changed: {
    payload: { enabled: true, amplitude: 0.5, no_of_patterns: 3, current_pattern: {} },
    expected: (s) => ({
      ...s,
      hrpp: { ...s.hrpp, enabled: true, amplitude: 0.5, no_of_patterns: 3 },
    }),
  },
  hsp_looping: playerCase('hsp_looping'),
  hsp_paused_on_starving: playerCase('hsp_paused_on_starving'),
  hsp_resumed_on_not_starving: playerCase('hsp_resumed_on_not_starving'),
  hsp_starving: playerCase('hsp_starving'),
  hsp_state_changed: playerCase('hsp_state_changed'),
  hsp_threshold_reached: playerCase('hsp_threshold_reached'),
  stream_end_reached: playerCase('stream_end_reached'),
  hvp_state_changed: {
    // The spec example's nested form and misspelling: only the fields it has change.
    payload: { state: { enabled: true, aplitude: 0.3 } },
    expected: (s) => ({ ...s, hvp: { ...s.hvp, enabled: true, amplitude: 0.3 } }),
  },
  low_memory_error: {
    payload: { available_heap: 1_000, larges_free_block: 500, discarded_msg_size: 64 },
    expected: (s) => ({
      ...s,
      warnings: {
        ...s.warnings,
        lowMemory: {
          level: 'error',
          available_heap: 1_000,
          largest_free_block: 500,
          discarded_msg_size: 64,
          atMs: RECEIVED_AT_MS,
        },
      },
    }),
  },
  low_memory_warning: {
    payload: { available_heap: 2_000, largest_free_block: 900 },
    expected: (s) => ({
      ...s,
      warnings: {
        ...s.warnings,
        lowMemory: {
          level: 'warning',
          available_heap: 2_000,
          largest_free_block: 900,
          discarded_msg_size: undefined,
          atMs: RECEIVED_AT_MS,
        },
      },
    }),
  },
  mode_changed: {
    payload: { mode: DeviceMode.VIBRATE, mode_session_id: 9 },
    expected: (s) => ({
      ...s,
      device: { ...s.device, mode: DeviceMode.VIBRATE, mode_session_id: 9 },
      hamp: initialHamp,
    }),
  },
  ota_progress: {
    payload: { progress: 0.3, done: false, failed: false },
    expected: (s) => ({ ...s, ota: { ...s.ota, progress: 0.3, ongoing: true } }),
  },
  slider_blocked: {
    payload: null,
    expected: (s) => ({ ...s, slider: { ...s.slider, blocked: true } }),
  },
  slider_unblocked: {
    from: { ...base, slider: { ...base.slider, blocked: true } },
    payload: {},
    expected: (s) => ({ ...s, slider: { ...s.slider, blocked: false } }),
  },
  stroke_changed: {
    payload: { min: 0.2, max: 0.8, min_absolute: 20, max_absolute: 80 },
    expected: (s) => ({
      ...s,
      slider: { ...s.slider, min: 0.2, max: 0.8, min_absolute: 20, max_absolute: 80 },
    }),
  },
  temp_high: {
    payload: {},
    expected: (s) => ({ ...s, warnings: { ...s.warnings, temperatureHigh: true } }),
  },
  temp_ok: {
    from: { ...base, warnings: { ...base.warnings, temperatureHigh: true } },
    payload: {},
    expected: (s) => ({ ...s, warnings: { ...s.warnings, temperatureHigh: false } }),
  },
  wifi_scan_complete: {
    payload: { nr_of_networks: 7 },
    expected: (s) => ({ ...s, system: { ...s.system, wifi_networks_found: 7 } }),
  },
  wifi_status: {
    payload: { socket_connected: true, state: 1 },
    expected: (s) => ({
      ...s,
      system: { ...s.system, wifi_state: 1, wifi_socket_connected: true },
    }),
  },
  wifi_status_changed: {
    payload: { socket_connected: false, state: 3 },
    expected: (s) => ({
      ...s,
      system: { ...s.system, wifi_state: 3, wifi_socket_connected: false },
    }),
  },
};

describe('reduceEvent: every event name', () => {
  for (const name of EVENT_NAMES) {
    it(name, () => {
      const c = cases[name];
      const before = c.from ?? base;
      const event = wireEvent(name, c.payload, { receivedAtMs: RECEIVED_AT_MS });
      const after = reduceEvent(before, event);
      expect(after).toEqual(c.expected(before));
      expect(after).not.toEqual(before);
    });
  }

  it('has a case for exactly the SDK event names', () => {
    expect(Object.keys(cases).sort()).toEqual([...EVENT_NAMES].sort());
  });

  it('leaves the state untouched (same object) for an unknown event', () => {
    const event = wireEvent('hrpp_pattern_uploaded', { id: 3 });
    expect(event.name).toBe('unknown');
    expect(reduceEvent(base, event)).toBe(base);
  });

  it('never mutates the state it is given', () => {
    const frozen = structuredClone(base);
    for (const name of EVENT_NAMES) {
      reduceEvent(base, wireEvent(name, cases[name].payload));
    }
    expect(base).toEqual(frozen);
  });
});

describe('stroke_changed (spec §3: absolute ends held to 0–100)', () => {
  it('reads a stroke zone past the ends at the ends', () => {
    const after = reduceEvent(
      base,
      wireEvent('stroke_changed', { min: 0, max: 1, min_absolute: -3.5, max_absolute: 112 }),
    );
    expect(after.slider).toMatchObject({ min: 0, max: 1, min_absolute: 0, max_absolute: 100 });
  });
});

describe('mode change (spec §4: the previous mode is reset)', () => {
  const playing: DeviceSessionState = {
    ...base,
    hamp: { play_state: 1, velocity: 0.6, direction: true },
    hvp: { enabled: true, amplitude: 0.4, frequency: 100, position: 20 },
    hsp: { ...hspState },
  };
  const change = (from: DeviceSessionState, mode: number) =>
    reduceEvent(from, wireEvent('mode_changed', { mode, mode_session_id: 10 }));

  it('HAMP → HSP resets HAMP only', () => {
    const after = change(playing, DeviceMode.HSP);
    expect(after.hamp).toEqual(initialHamp);
    expect(after.hvp).toEqual(playing.hvp);
    expect(after.hsp).toEqual(playing.hsp);
  });

  it('VIBRATE → HAMP resets the vibrate state only', () => {
    const inVibrate = { ...playing, device: { ...playing.device, mode: DeviceMode.VIBRATE } };
    const after = change(inVibrate, DeviceMode.HAMP);
    expect(after.hvp).toEqual(initialHvp);
    expect(after.hamp).toEqual(playing.hamp);
  });

  it('HSP → HDSP resets the HSP state only', () => {
    const inHsp = { ...playing, device: { ...playing.device, mode: DeviceMode.HSP } };
    const after = change(inHsp, DeviceMode.HDSP);
    expect(after.hsp).toEqual(initialHsp);
    expect(after.hamp).toEqual(playing.hamp);
    expect(after.hvp).toEqual(playing.hvp);
  });

  it('HAMP → OTA (5) → HRPP (9) → HAMP: the modes without a state of their own are taken as any other', () => {
    const inOta = change(playing, DeviceMode.OTA);
    expect(inOta.device.mode).toBe(DeviceMode.OTA);
    expect(inOta.hamp).toEqual(initialHamp);
    const inHrpp = change(inOta, DeviceMode.HRPP);
    expect(inHrpp.device).toMatchObject({ mode: DeviceMode.HRPP, mode_session_id: 10 });
    expect(inHrpp.hvp).toEqual(playing.hvp);
    expect(inHrpp.hsp).toEqual(playing.hsp);
    expect(change(inHrpp, DeviceMode.HAMP).device.mode).toBe(DeviceMode.HAMP);
  });

  it('the same mode again resets nothing but records the mode session id', () => {
    const after = change(playing, DeviceMode.HAMP);
    expect(after.hamp).toEqual(playing.hamp);
    expect(after.device.mode_session_id).toBe(10);
  });

  it('a first mode (none known before) resets nothing', () => {
    const unknown = { ...playing, device: { ...playing.device, mode: undefined } };
    const after = change(unknown, DeviceMode.HSP);
    expect(after.hamp).toEqual(playing.hamp);
    expect(after.device.mode).toBe(DeviceMode.HSP);
  });

  it('HSP-family events go to the HSSP player while in HSSP, to HSP otherwise', () => {
    const inHssp = { ...base, device: { ...base.device, mode: DeviceMode.HSSP } };
    const event = wireEvent('hsp_state_changed', { ...hspState, current_time: 7_000 });
    const after = reduceEvent(inHssp, event);
    expect(after.hssp.player.current_time).toBe(7_000);
    expect(after.hsp).toEqual(initialHsp);
    expect(after.sdk.lastPlayerEvent).toEqual({
      name: 'hsp_state_changed',
      player: { ...hspState, current_time: 7_000 },
    });
  });

  it('each player event is a record of its own, even one that repeats the last', () => {
    const event = wireEvent('hsp_threshold_reached', hspState);
    const once = reduceEvent(base, event);
    const twice = reduceEvent(once, event);
    expect(twice.sdk.lastPlayerEvent).toEqual(once.sdk.lastPlayerEvent);
    expect(twice.sdk.lastPlayerEvent).not.toBe(once.sdk.lastPlayerEvent);
  });
});

describe('device_disconnected (spec §4: only if its session is not older)', () => {
  const disconnect = (sessionId?: string) =>
    reduceEvent(
      base,
      wireEvent('device_disconnected', { session_id: sessionId, reason: 'io read error' }),
    );

  it('is ignored for an older session', () => {
    expect(disconnect(SESSION_1)).toBe(base);
  });

  it('is applied for the current and a newer session', () => {
    expect(disconnect(SESSION_2).device.connected).toBe(false);
    expect(disconnect(SESSION_3).device.connected).toBe(false);
  });

  it('is applied without a session id (nothing shows it is stale)', () => {
    expect(disconnect(undefined).device).toMatchObject({
      connected: false,
      disconnectReason: 'io read error',
    });
  });

  it('marks an ongoing update failed', () => {
    const updating = { ...base, ota: { ...base.ota, ongoing: true, progress: 0.4 } };
    const after = reduceEvent(updating, wireEvent('device_disconnected', { reason: 'reboot' }));
    expect(after.ota).toMatchObject({ ongoing: false, failed: true, progress: 0.4 });
  });

  it('leaves a finished update alone', () => {
    const updated = { ...base, ota: { ...base.ota, done: true, progress: 1 } };
    const after = reduceEvent(updated, wireEvent('device_disconnected', { reason: 'ota' }));
    expect(after.ota).toEqual(updated.ota);
  });
});

describe('ota_progress (spec §4)', () => {
  const progress = (from: DeviceSessionState, payload: object) =>
    reduceEvent(from, wireEvent('ota_progress', payload)).ota;
  const updating = { ...base, ota: { ...base.ota, ongoing: true, progress: 0.5 } };

  it('done ends an ongoing update', () => {
    expect(progress(updating, { progress: 1, done: true, failed: false })).toMatchObject({
      ongoing: false,
      done: true,
      failed: false,
      progress: 1,
    });
  });

  it('failed ends an ongoing update', () => {
    expect(progress(updating, { progress: 0.5, done: false, failed: true })).toMatchObject({
      ongoing: false,
      failed: true,
    });
  });

  it('progress strictly between 0 and 1 marks a not-ongoing update ongoing', () => {
    expect(progress(base, { progress: 0.1, done: false, failed: false }).ongoing).toBe(true);
    expect(progress(base, { progress: 0, done: false, failed: false }).ongoing).toBe(false);
    expect(progress(base, { progress: 1, done: false, failed: false }).ongoing).toBe(false);
  });
});
