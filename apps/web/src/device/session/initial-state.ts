/**
 * The initial values of the session state. Wire-shaped states (HAMP, HVP, HSP) start at what the
 * device reports for a mode that is not running, which is also what a mode change resets them to
 * (spec §4); what the app cannot know before a device answers is `undefined`.
 */
import { HampPlayState, HspPlayState } from '@glide/handy';
import {
  HsspInternalState,
  type DeviceInfoEntity,
  type DeviceSessionState,
  type HampEntity,
  type HspEntity,
  type HsspEntity,
  type HvpEntity,
} from './state';

/** Device info before any connect. */
export const initialDeviceInfo: DeviceInfoEntity = {
  connectionKey: '',
  fw_status: undefined,
  fw_version: undefined,
  fw_feature_flags: undefined,
  hw_model_no: undefined,
  hw_model_name: undefined,
  hw_model_variant: undefined,
  mode: undefined,
  mode_session_id: undefined,
  connected: false,
  statusReported: false,
  session_id: undefined,
  disconnectReason: undefined,
};

/** HAMP not running (what `/hamp/stop` reports; a start begins at velocity 0). */
export const initialHamp: HampEntity = {
  play_state: HampPlayState.STOPPED,
  velocity: 0,
  direction: false,
};

/** HVP not running (a start begins at amplitude 0, frequency 0). */
export const initialHvp: HvpEntity = { enabled: false, amplitude: 0, frequency: 0, position: 0 };

/** A player that was never set up (`current_point` −1: nothing played). */
export const initialHsp: HspEntity = {
  play_state: HspPlayState.NOT_INITIALIZED,
  pause_on_starving: false,
  points: 0,
  max_points: 0,
  current_point: -1,
  current_time: 0,
  loop: false,
  playback_rate: 1,
  first_point_time: 0,
  last_point_time: 0,
  stream_id: 0,
  tail_point_stream_index: 0,
  tail_point_stream_index_threshold: 0,
};

/** HSSP before any setup. */
export const initialHssp: HsspEntity = {
  internalState: HsspInternalState.NOT_INITIALIZED,
  player: initialHsp,
};

/** The whole session state before any connect. */
export const initialSessionState: DeviceSessionState = {
  device: initialDeviceInfo,
  hamp: initialHamp,
  hvp: initialHvp,
  hsp: initialHsp,
  hssp: initialHssp,
  hdsp: { state: undefined },
  hrpp: {
    enabled: undefined,
    amplitude: undefined,
    playback_speed: undefined,
    current_pattern_nr: undefined,
    no_of_patterns: undefined,
  },
  slider: {
    min: undefined,
    max: undefined,
    min_absolute: undefined,
    max_absolute: undefined,
    position: undefined,
    position_absolute: undefined,
    motor_temp: undefined,
    speed_absolute: undefined,
    dir: undefined,
    motor_position: undefined,
    blocked: false,
  },
  ota: {
    ongoing: false,
    done: false,
    failed: false,
    progress: 0,
    latestFirmwareVersion: undefined,
    firmwareVersions: [],
  },
  system: {
    wifi: undefined,
    ble: undefined,
    ble_state: undefined,
    wifi_state: undefined,
    wifi_socket_connected: undefined,
    wifi_networks_found: undefined,
  },
  clock: {
    synced: false,
    rtdMs: undefined,
    clockOffsetMs: undefined,
    lastClockSyncAtMs: undefined,
    deviceTimeMs: undefined,
    deviceClockOffsetMs: undefined,
    deviceRtdMs: undefined,
    deviceUserTimeOffsetMs: undefined,
  },
  sdk: {
    infoUpdated: false,
    clientClockSynced: false,
    connection: { status: 'idle' },
    stream: { status: 'closed', connected: false, error: undefined, attempt: 0 },
    lastButtonEvent: undefined,
    lastPlayerEvent: undefined,
    clockSyncError: undefined,
  },
  battery: {
    level: undefined,
    charger_connected: undefined,
    charging_complete: undefined,
    usb_voltage: undefined,
    battery_voltage: undefined,
  },
  warnings: { temperatureHigh: false, lowMemory: undefined, lastDeviceError: undefined },
};
