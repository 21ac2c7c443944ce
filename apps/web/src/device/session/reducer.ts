/**
 * The session reducer: `reduce(state, action) → state`, pure and total. Server events are handled
 * in `reduce-event.ts`; this file handles the connect flow, the answers of calls, the clock, the
 * app-driven protocol steps and the resets.
 */
import type { SessionAction } from './actions';
import { reduceEvent } from './reduce-event';
import {
  sliderAbsolute,
  strokeZoneOf,
  toHamp,
  toHsp,
  toHvp,
  withInfo,
  withMode,
  withOtaProgress,
} from './rules';
import { initialSessionState } from './initial-state';
import { withMotorTemperature } from './temperature';
import {
  ConnectStep,
  HsspInternalState,
  type ConnectionState,
  type DeviceSessionState,
} from './state';

/**
 * The initial state for a device, keeping what is not about the device: the connection key, the
 * client clock sync (this browser against the server) and, when `keepStream`, the event stream.
 */
function resetDevice(state: DeviceSessionState, keepStream: boolean): DeviceSessionState {
  const { synced, rtdMs, clockOffsetMs, lastClockSyncAtMs } = state.clock;
  return {
    ...initialSessionState,
    device: { ...initialSessionState.device, connectionKey: state.device.connectionKey },
    clock: { ...initialSessionState.clock, synced, rtdMs, clockOffsetMs, lastClockSyncAtMs },
    // The stream's state outlives a device reset: it only ever changes by `stream_state`.
    sdk: { ...initialSessionState.sdk, ...(keepStream ? { stream: state.sdk.stream } : {}) },
  };
}

function withConnection(
  state: DeviceSessionState,
  connection: ConnectionState,
): DeviceSessionState {
  return { ...state, sdk: { ...state.sdk, connection } };
}

/** The state after `action`. Never mutates `state`. */
export function reduce(state: DeviceSessionState, action: SessionAction): DeviceSessionState {
  switch (action.type) {
    case 'event':
      return reduceEvent(state, action.event);
    case 'stream_state':
      // Spec §8: a stream error sets sseError and sseConnected false; the SDK clears the error
      // when a stream opens again. Both are read from the stream's own state.
      return { ...state, sdk: { ...state.sdk, stream: action.state } };
    case 'connect_started': {
      // A connect starts from nothing known about the device (spec §4: a new session resets
      // all state). The stream fields stay: they only ever change by `stream_state`.
      const reset = resetDevice(
        { ...state, device: { ...state.device, connectionKey: action.connectionKey } },
        true,
      );
      return withConnection(reset, { status: 'connecting', step: ConnectStep.CONNECTING });
    }
    case 'connection_step':
      return withConnection(state, { status: 'connecting', step: action.step });
    case 'connect_succeeded':
      return withConnection(state, { status: 'connected' });
    case 'connect_timed_out':
      return withConnection(state, { status: 'timedOut' });
    case 'connect_failed':
      return withConnection(state, { status: 'failed', error: action.error });
    case 'reset':
      return resetDevice(state, false);
    case 'info_loaded':
      return { ...state, device: withInfo(state.device, action.info) };
    case 'info_updated':
      return { ...state, sdk: { ...state.sdk, infoUpdated: true } };
    case 'mode_loaded':
      return withMode(state, action.mode.mode, action.mode.mode_session_id);
    case 'user_time_offset_loaded':
      return { ...state, clock: { ...state.clock, deviceUserTimeOffsetMs: action.offsetMs } };
    case 'device_time_loaded': {
      const { time, clock_offset, rtd } = action.timeInfo;
      const clock = {
        ...state.clock,
        deviceTimeMs: time,
        deviceClockOffsetMs: clock_offset,
        deviceRtdMs: rtd,
      };
      return { ...state, clock };
    }
    case 'stroke_loaded':
      return { ...state, slider: { ...state.slider, ...strokeZoneOf(action.stroke) } };
    case 'slider_state_loaded': {
      const s = action.slider;
      const slider = {
        ...state.slider,
        position: s.position,
        position_absolute: sliderAbsolute(s.position_absolute),
        motor_temp: s.motor_temp,
        speed_absolute: s.speed_absolute,
        dir: s.dir,
        motor_position: s.motor_position,
      };
      // A reading of the motor temperature is as good as the device's temp_high / temp_ok: after
      // a stream drop it is the only way to learn of a warning raised meanwhile.
      return {
        ...state,
        slider,
        warnings: withMotorTemperature(state.warnings, s.motor_temp),
      };
    }
    case 'hamp_loaded':
      return { ...state, hamp: toHamp(action.hamp) };
    case 'hvp_loaded':
      return { ...state, hvp: toHvp(action.hvp) };
    case 'hsp_loaded':
      return { ...state, hsp: toHsp(action.hsp) };
    case 'hssp_loaded':
      return { ...state, hssp: { ...state.hssp, player: toHsp(action.hssp) } };
    case 'interfaces_loaded': {
      const { wifi, ble, ble_state, wifi_state } = action.interfaces;
      return { ...state, system: { ...state.system, wifi, ble, ble_state, wifi_state } };
    }
    case 'ota_progress_loaded':
      return { ...state, ota: withOtaProgress(state.ota, action.progress) };
    case 'ota_latest_loaded':
      return { ...state, ota: { ...state.ota, latestFirmwareVersion: action.version } };
    case 'ota_versions_loaded':
      return { ...state, ota: { ...state.ota, firmwareVersions: action.versions } };
    case 'ota_started':
      return {
        ...state,
        ota: { ...state.ota, ongoing: true, done: false, failed: false, progress: 0 },
      };
    case 'ota_failed':
      return { ...state, ota: { ...state.ota, ongoing: false, failed: true } };
    case 'hssp_setup_started':
      return { ...state, hssp: { ...state.hssp, internalState: HsspInternalState.SETTING_SCRIPT } };
    case 'hssp_setup_succeeded':
      return {
        ...state,
        hssp: { internalState: HsspInternalState.SCRIPT_SET, player: toHsp(action.hssp) },
      };
    case 'hssp_setup_failed':
      return { ...state, hssp: { ...state.hssp, internalState: HsspInternalState.SCRIPT_FAILED } };
    case 'client_clock_synced': {
      const clock = {
        ...state.clock,
        synced: true,
        clockOffsetMs: action.offsetMs,
        rtdMs: action.rtdMs,
        lastClockSyncAtMs: action.syncedAtMs,
      };
      const sdk = { ...state.sdk, clientClockSynced: true, clockSyncError: undefined };
      return { ...state, clock, sdk };
    }
    case 'client_clock_sync_failed':
      return { ...state, sdk: { ...state.sdk, clockSyncError: action.error } };
  }
}
