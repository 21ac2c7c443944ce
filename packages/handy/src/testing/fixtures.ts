/** Test support: valid wire payloads for every result shape. */

/** A valid HspState. */
export const hspState = {
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

/** A valid HampState. */
export const hampState = { play_state: 1, velocity: 0.5, direction: true };

/** A valid HvpState. */
export const hvpState = { enabled: true, amplitude: 0.4, frequency: 120, position: 30 };

/** A valid DeviceInfo. */
export const deviceInfo = {
  fw_status: 0,
  fw_version: '4.2.2+44874492',
  fw_feature_flags: 'production',
  hw_model_no: 0,
  hw_model_name: 'H01',
  hw_model_variant: 0,
  session_id: '01HV0000000000000000000000',
};

/** A valid DeviceModeResult. */
export const modeResult = { mode: 4, mode_session_id: 7 };

/** A valid DeviceStatistics (`timestamp` an RFC 3339 date-time, as the contract's `DateTime`). */
export const deviceStatistics = {
  timestamp: '2024-02-13T14:50:05.123Z',
  transit_size: 0,
  max_transit_size: 4096,
  buffer_size: 0,
  max_buffer_size: 16384,
  total_bytes: 2048,
  total_messages: 12,
  dropped_bytes: 0,
  dropped_messages: 0,
  acked_bytes: 2048,
  acked_messages: 12,
};

/** A valid DeviceTimeInfo. */
export const timeInfo = { time: 123_456, clock_offset: 1_707_836_664_395, rtd: 100 };

/** A valid StrokeSettings. */
export const strokeSettings = { min: 0.1, max: 0.9, min_absolute: 11.2, max_absolute: 102 };

/** A valid SliderState. */
export const sliderState = {
  position: 0.5,
  position_absolute: 55,
  motor_temp: 31,
  speed_absolute: 0,
  dir: true,
  motor_position: 2000,
};

/** A valid OtaProgress. */
export const otaProgress = { ongoing: true, progress: 0.25, done: false, failed: false };

/** A valid FirmwareVersion. */
export const firmwareVersion = { version: '4.3.0', feature_flags: 'production' };

/** A valid SystemInterfaces. */
export const systemInterfaces = { wifi: true, ble: false, ble_state: 0, wifi_state: 1 };
