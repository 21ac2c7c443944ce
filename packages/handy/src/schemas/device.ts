/**
 * Response payloads of the general device calls (reference §5–§6): info, mode, capabilities,
 * session ids, statistics, slider settings and state, stroke and device time. Objects are loose:
 * an extra field from a newer firmware never fails a call.
 */
import * as v from 'valibot';
import { int, num, numIn } from './numbers';
import { DeviceModeSchema, FirmwareFeatureFlagSchema, FirmwareStatusSchema } from './enums';

/** `GET /info`: firmware and hardware identity; `session_id` changes on every device connection. */
export const DeviceInfoSchema = v.looseObject({
  fw_status: FirmwareStatusSchema,
  fw_version: v.string(),
  fw_feature_flags: v.optional(FirmwareFeatureFlagSchema),
  hw_model_no: v.optional(int()),
  hw_model_name: v.optional(v.string()),
  hw_model_variant: v.optional(int()),
  session_id: v.string(),
});
/** Device identity from `GET /info`. */
export type DeviceInfo = v.InferOutput<typeof DeviceInfoSchema>;

/** `GET /connected`. */
export const ConnectedResultSchema = v.looseObject({ connected: v.boolean() });
/** Whether the device is online. */
export type ConnectedResult = v.InferOutput<typeof ConnectedResultSchema>;

/** `GET /mode`, `PUT /mode2`: the mode and a counter that changes on every mode change. */
export const DeviceModeResultSchema = v.looseObject({
  mode: DeviceModeSchema,
  mode_session_id: num(),
});
/** Current device mode. */
export type DeviceModeResult = v.InferOutput<typeof DeviceModeResultSchema>;

/**
 * `GET /capabilities`. The reference marks no field as required and models differ, so every field
 * is optional.
 */
export const DeviceCapabilitiesSchema = v.looseObject({
  vulva_oriented: v.optional(v.boolean()),
  battery: v.optional(v.boolean()),
  battery_capacity: v.optional(num()),
  slider: v.optional(int()),
  lra: v.optional(int()),
  erm: v.optional(int()),
  external_memory: v.optional(v.boolean()),
  rgb_led_indicator: v.optional(v.boolean()),
  led_matrix: v.optional(v.boolean()),
  led_matrix_leds_x: v.optional(int()),
  led_matrix_leds_y: v.optional(int()),
  rgb_ring: v.optional(v.boolean()),
  rgb_ring_leds: v.optional(int()),
});
/** What the hardware has. */
export type DeviceCapabilities = v.InferOutput<typeof DeviceCapabilitiesSchema>;

/** `GET /sids`: boot, socket and mode session counters. */
export const DeviceSessionIdsSchema = v.looseObject({
  boot_session_id: int(),
  socket_session_id: int(),
  mode_session_id: int(),
});
/** Session counters of the device. */
export type DeviceSessionIds = v.InferOutput<typeof DeviceSessionIdsSchema>;

/**
 * The shape of the contract's `DateTime` (RFC 3339; a space for the `T` is read too). Only the shape
 * is checked here, so that a first connect does not load the calendar arithmetic of `dateTimeMs`,
 * which reads the moment where one is shown (an impossible date reads as none there).
 */
const DATE_TIME_SHAPE = /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/;

/**
 * `GET /statistics`: transport counters; only `timestamp`, when the snapshot was taken, is required.
 * It is the contract's `DateTime`, a date-time string (`dateTimeMs` reads it as epoch ms).
 */
export const DeviceStatisticsSchema = v.looseObject({
  timestamp: v.pipe(
    v.string(),
    v.check((text) => DATE_TIME_SHAPE.test(text), 'Invalid date-time: expected RFC 3339'),
  ),
  transit_size: v.optional(int()),
  max_transit_size: v.optional(int()),
  buffer_size: v.optional(int()),
  max_buffer_size: v.optional(int()),
  total_bytes: v.optional(int()),
  total_messages: v.optional(int()),
  dropped_bytes: v.optional(int()),
  dropped_messages: v.optional(int()),
  acked_bytes: v.optional(int()),
  acked_messages: v.optional(int()),
});
/** Transport statistics of the device connection. */
export type DeviceStatistics = v.InferOutput<typeof DeviceStatisticsSchema>;

/**
 * `GET /settings/slider` (read-only). The reference's example names `x_limit_stop` as
 * `x_limit_end` (a typo); either is accepted and normalised to `x_limit_stop`.
 */
export const SliderSettingsSchema = v.pipe(
  v.looseObject({
    x_limit_start: v.optional(num()),
    x_limit_stop: v.optional(num()),
    x_limit_end: v.optional(num()),
    x_end_buffer: v.optional(num()),
    x_end_zone_size: v.optional(num()),
    x_end_zone_speed: v.optional(num()),
    x_min_speed: v.optional(num()),
    x_max_speed: v.optional(num()),
    x_min_speed_theoretical: v.optional(num()),
    x_max_speed_theoretical: v.optional(num()),
    turn_time: v.optional(num()),
    regulator_timeout: v.optional(num()),
    temp_high_trigger: v.optional(num()),
    temp_offset: v.optional(num()),
    temp_hysteresis: v.optional(num()),
    x_stroke_min: v.optional(num()),
    x_stroke_max: v.optional(num()),
    overclock_enabled: v.optional(v.boolean()),
    x_inverse_motor: v.optional(v.boolean()),
    x_inverse_hall: v.optional(v.boolean()),
  }),
  v.transform(({ x_limit_end, ...rest }) => ({
    ...rest,
    x_limit_stop: rest.x_limit_stop ?? x_limit_end,
  })),
);
/** Slider calibration settings (mm, mm/s, ms, °C). */
export type SliderSettings = v.InferOutput<typeof SliderSettingsSchema>;

/** `GET /slider/state`: live slider telemetry. */
export const SliderStateSchema = v.looseObject({
  position: num(),
  position_absolute: num(),
  motor_temp: num(),
  speed_absolute: num(),
  dir: v.boolean(),
  motor_position: num(),
  /** Only firmware ≥ 4.0.16. */
  motor_temp_adc_value: v.optional(int()),
});
/** Live slider telemetry (position 0–1, absolute values in mm and mm/s, temperature in °C). */
export type SliderState = v.InferOutput<typeof SliderStateSchema>;

/** `GET/PUT /slider/stroke` and the `stroke_changed` event: the stroke zone. */
export const StrokeSettingsSchema = v.looseObject({
  min: numIn(0, 1),
  max: numIn(0, 1),
  min_absolute: num(),
  max_absolute: num(),
});
/** Stroke zone: `min`/`max` relative (0–1), `*_absolute` in mm. */
export type StrokeSettings = v.InferOutput<typeof StrokeSettingsSchema>;

/** `GET /hstp/info`, `/hstp/clocksync`: device clock (ms since boot) and server − device offset. */
export const DeviceTimeInfoSchema = v.looseObject({
  time: num(),
  clock_offset: num(),
  rtd: num(),
});
/** Device clock information, all in ms. */
export type DeviceTimeInfo = v.InferOutput<typeof DeviceTimeInfoSchema>;

/** `GET /hstp/offset`: the user-adjusted device offset (may be negative). */
export const HstpOffsetSchema = v.looseObject({ offset: num() });
/** The user time offset in ms. */
export type HstpOffset = v.InferOutput<typeof HstpOffsetSchema>;

/**
 * Result of fire-and-forget commands (`"ok"` on the wire, or nothing with a 204). Any value is
 * accepted because success is already decided by the envelope (no `error`).
 */
export const AckSchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);
