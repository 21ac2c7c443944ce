/**
 * How each server event (spec §3's names, as the SDK normalises them) changes the session state.
 * Pure; the switch covers every name of the SDK's event union, so a new event name does not
 * compile until it is handled here.
 */
import { DeviceMode, type HandyEvent, type HspState } from '@glide/handy';
import {
  isSessionNotOlder,
  strokeZoneOf,
  toHamp,
  toHsp,
  withInfo,
  withMode,
  withOtaProgress,
} from './rules';
import type { DeviceSessionState } from './state';

/**
 * HSP-family events update the player of the mode in force: HSSP runs on the same player (and
 * reports through the same events when set up with `notify`), everything else is HSP or STREAM.
 */
function withPlayer(state: DeviceSessionState, player: HspState): DeviceSessionState {
  if (state.device.mode === DeviceMode.HSSP) {
    return { ...state, hssp: { ...state.hssp, player: toHsp(player) } };
  }
  return { ...state, hsp: toHsp(player) };
}

/**
 * The SDK's low-memory schema re-spreads a loose object, which widens the heap fields to `unknown`
 * in its output type although they were checked as numbers; this narrows them back.
 */
function heapFigure(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * `entity` with each of its fields that `patch` carries taken from `patch`. These events may carry
 * only some fields (their shapes are unconfirmed), so what an event leaves out keeps its value, and
 * what it adds beyond the entity's fields (raw ADC readings, say) is not copied.
 */
function mergeDefined<T extends object>(entity: T, patch: { readonly [K in keyof T]?: T[K] }): T {
  const next = { ...entity };
  for (const key of Object.keys(entity) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}

/** Applies a `device_disconnected`, unless it belongs to an older session than the current one. */
function withDisconnect(
  state: DeviceSessionState,
  event: Extract<HandyEvent, { name: 'device_disconnected' }>,
): DeviceSessionState {
  const { session_id: sessionId, reason, description } = event.data;
  if (!isSessionNotOlder(sessionId, state.device.session_id)) return state;
  const device = {
    ...state.device,
    connected: false,
    statusReported: true,
    disconnectReason: reason ?? description ?? state.device.disconnectReason,
  };
  // An update cannot finish while the device is gone: spec §4 counts it as failed.
  const ota = state.ota.ongoing ? { ...state.ota, ongoing: false, failed: true } : state.ota;
  return { ...state, device, ota };
}

/** The state after one server event. Unknown events change nothing (the same object is returned). */
export function reduceEvent(state: DeviceSessionState, event: HandyEvent): DeviceSessionState {
  switch (event.name) {
    case 'device_status':
    case 'device_connected': {
      const { connected, info } = event.data;
      const withDevice = info ? withInfo(state.device, info) : state.device;
      const device = {
        ...withDevice,
        connected,
        statusReported: true,
        disconnectReason: connected ? undefined : withDevice.disconnectReason,
      };
      return { ...state, device };
    }
    case 'device_disconnected':
      return withDisconnect(state, event);
    case 'device_error': {
      const { code, message } = event.data;
      const lastDeviceError = { code, message, atMs: event.receivedAtMs };
      return { ...state, warnings: { ...state.warnings, lastDeviceError } };
    }
    case 'mode_changed':
      return withMode(state, event.data.mode, event.data.mode_session_id);
    case 'hamp_state_changed':
      return { ...state, hamp: toHamp(event.data) };
    case 'hvp_state_changed':
      return { ...state, hvp: mergeDefined(state.hvp, event.data) };
    case 'hdsp_state_changed':
      return { ...state, hdsp: { state: event.data.state } };
    case 'hrpp_state_changed':
      return { ...state, hrpp: mergeDefined(state.hrpp, event.data) };
    case 'hsp_state_changed':
    case 'hsp_threshold_reached':
    case 'hsp_starving':
    case 'hsp_looping':
    case 'hsp_paused_on_starving':
    case 'hsp_resumed_on_not_starving':
    case 'stream_end_reached': {
      const next = withPlayer(state, event.data);
      const lastPlayerEvent = { name: event.name, player: toHsp(event.data) };
      return { ...next, sdk: { ...next.sdk, lastPlayerEvent } };
    }
    case 'stroke_changed':
      return { ...state, slider: { ...state.slider, ...strokeZoneOf(event.data) } };
    case 'slider_blocked':
      return { ...state, slider: { ...state.slider, blocked: true } };
    case 'slider_unblocked':
      return { ...state, slider: { ...state.slider, blocked: false } };
    case 'temp_high':
      return { ...state, warnings: { ...state.warnings, temperatureHigh: true } };
    case 'temp_ok':
      return { ...state, warnings: { ...state.warnings, temperatureHigh: false } };
    case 'battery_changed':
      return { ...state, battery: mergeDefined(state.battery, event.data) };
    case 'ota_progress':
      return { ...state, ota: withOtaProgress(state.ota, event.data) };
    case 'button_event': {
      const { button, event: buttonEvent } = event.data;
      const lastButtonEvent = { button, event: buttonEvent, timestampMs: event.receivedAtMs };
      return { ...state, sdk: { ...state.sdk, lastButtonEvent } };
    }
    case 'device_clock_synchronized': {
      const { time, clock_offset, rtd } = event.data;
      const clock = {
        ...state.clock,
        deviceTimeMs: time ?? state.clock.deviceTimeMs,
        deviceClockOffsetMs: clock_offset ?? state.clock.deviceClockOffsetMs,
        deviceRtdMs: rtd ?? state.clock.deviceRtdMs,
      };
      return { ...state, clock };
    }
    case 'low_memory_warning': {
      const { available_heap, largest_free_block } = event.data;
      const lowMemory = {
        level: 'warning' as const,
        available_heap: heapFigure(available_heap),
        largest_free_block: heapFigure(largest_free_block),
        discarded_msg_size: undefined,
        atMs: event.receivedAtMs,
      };
      return { ...state, warnings: { ...state.warnings, lowMemory } };
    }
    case 'low_memory_error': {
      const { available_heap, largest_free_block, discarded_msg_size } = event.data;
      const lowMemory = {
        level: 'error' as const,
        available_heap: heapFigure(available_heap),
        largest_free_block: heapFigure(largest_free_block),
        discarded_msg_size: heapFigure(discarded_msg_size),
        atMs: event.receivedAtMs,
      };
      return { ...state, warnings: { ...state.warnings, lowMemory } };
    }
    case 'ble_status_changed':
      return { ...state, system: { ...state.system, ble_state: event.data.state } };
    case 'wifi_status':
    case 'wifi_status_changed': {
      const { state: wifiState, socket_connected } = event.data;
      const system = {
        ...state.system,
        wifi_state: wifiState,
        wifi_socket_connected: socket_connected ?? state.system.wifi_socket_connected,
      };
      return { ...state, system };
    }
    case 'wifi_scan_complete':
      return {
        ...state,
        system: { ...state.system, wifi_networks_found: event.data.nr_of_networks },
      };
    case 'unknown':
      return state;
  }
}
