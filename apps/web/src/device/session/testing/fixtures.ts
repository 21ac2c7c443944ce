/** Test support: valid, already parsed answers of the calls the session makes. */
import type { ClockEstimate } from '@glide/core';
import type {
  DeviceInfo,
  DeviceModeResult,
  DeviceTimeInfo,
  HampState,
  HspState,
  HstpOffset,
  HvpState,
  SliderState,
  StrokeSettings,
  SystemInterfaces,
} from '@glide/handy';

/** Session ids in creation order (ULIDs: later ones sort after earlier ones). */
export const SESSION_1 = '01HV0000000000000000000001';
export const SESSION_2 = '01HV0000010000000000000000';
export const SESSION_3 = '01HV0000020000000000000000';

/** A Handy (model 0) on current firmware. */
export function deviceInfo(overrides: Partial<DeviceInfo> = {}): DeviceInfo {
  return {
    fw_status: 0,
    fw_version: '4.2.2+44874492',
    fw_feature_flags: 'production',
    hw_model_no: 0,
    hw_model_name: 'H01',
    hw_model_variant: 0,
    session_id: SESSION_1,
    ...overrides,
  };
}

/** `/mode` in HAMP. */
export const modeResult: DeviceModeResult = { mode: 0, mode_session_id: 4 };
/** `/hstp/info`. */
export const timeInfo: DeviceTimeInfo = { time: 123_456, clock_offset: 1_700_000_000_000, rtd: 80 };
/** `/hstp/offset`. */
export const userOffset: HstpOffset = { offset: -25 };
/** `/slider/stroke`. */
export const stroke: StrokeSettings = { min: 0.1, max: 0.9, min_absolute: 10, max_absolute: 90 };
/** `/slider/state`, a cool motor. */
export const sliderState: SliderState = {
  position: 0.5,
  position_absolute: 50,
  motor_temp: 40,
  speed_absolute: 0,
  dir: true,
  motor_position: 50,
};
/** `/hamp/state`, playing. */
export const hampState: HampState = { play_state: 1, velocity: 0.6, direction: true };
/** `/hvp/state`, running. */
export const hvpState: HvpState = { enabled: true, amplitude: 0.4, frequency: 120, position: 30 };
/** `/hsp/state` and `/hssp/state`, playing. */
export const hspState: HspState = {
  play_state: 1,
  pause_on_starving: false,
  points: 10,
  max_points: 4000,
  current_point: 3,
  current_time: 1500,
  loop: false,
  playback_rate: 1,
  first_point_time: 0,
  last_point_time: 9000,
  stream_id: 42,
  tail_point_stream_index: 10,
  tail_point_stream_index_threshold: 5,
};
/** `/system/interfaces/status`: both radios on, Wi-Fi connected, Bluetooth advertising. */
export const interfaces: SystemInterfaces = { wifi: true, ble: true, wifi_state: 1, ble_state: 2 };
/** `syncServerClock()`. */
export const clockEstimate: ClockEstimate = {
  offsetMs: 250,
  rtdMs: 12,
  samplesUsed: 10,
  estimator: 'glide',
};
