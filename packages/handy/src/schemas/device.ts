/**
 * Response payloads of the general device calls (reference §5–§6): info, mode, capabilities,
 * session ids, statistics, slider settings and state, stroke and device time. Objects are loose:
 * an extra field from a newer firmware never fails a call.
 */
import { z } from 'zod';
import { DeviceModeSchema, FirmwareFeatureFlagSchema, FirmwareStatusSchema } from './enums';

/** `GET /info`: firmware and hardware identity; `session_id` changes on every device connection. */
export const DeviceInfoSchema = z.looseObject({
  fw_status: FirmwareStatusSchema,
  fw_version: z.string(),
  fw_feature_flags: FirmwareFeatureFlagSchema.optional(),
  hw_model_no: z.int().optional(),
  hw_model_name: z.string().optional(),
  hw_model_variant: z.int().optional(),
  session_id: z.string(),
});
/** Device identity from `GET /info`. */
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

/** `GET /connected`. */
export const ConnectedResultSchema = z.looseObject({ connected: z.boolean() });
/** Whether the device is online. */
export type ConnectedResult = z.infer<typeof ConnectedResultSchema>;

/** `GET /mode`, `PUT /mode2`: the mode and a counter that changes on every mode change. */
export const DeviceModeResultSchema = z.looseObject({
  mode: DeviceModeSchema,
  mode_session_id: z.number(),
});
/** Current device mode. */
export type DeviceModeResult = z.infer<typeof DeviceModeResultSchema>;

/**
 * `GET /capabilities`. The reference marks no field as required and models differ, so every field
 * is optional.
 */
export const DeviceCapabilitiesSchema = z.looseObject({
  vulva_oriented: z.boolean().optional(),
  battery: z.boolean().optional(),
  battery_capacity: z.number().optional(),
  slider: z.int().optional(),
  lra: z.int().optional(),
  erm: z.int().optional(),
  external_memory: z.boolean().optional(),
  rgb_led_indicator: z.boolean().optional(),
  led_matrix: z.boolean().optional(),
  led_matrix_leds_x: z.int().optional(),
  led_matrix_leds_y: z.int().optional(),
  rgb_ring: z.boolean().optional(),
  rgb_ring_leds: z.int().optional(),
});
/** What the hardware has. */
export type DeviceCapabilities = z.infer<typeof DeviceCapabilitiesSchema>;

/** `GET /sids`: boot, socket and mode session counters. */
export const DeviceSessionIdsSchema = z.looseObject({
  boot_session_id: z.int(),
  socket_session_id: z.int(),
  mode_session_id: z.int(),
});
/** Session counters of the device. */
export type DeviceSessionIds = z.infer<typeof DeviceSessionIdsSchema>;

/** `GET /statistics`: transport counters; only `timestamp` is required by the reference. */
export const DeviceStatisticsSchema = z.looseObject({
  timestamp: z.union([z.number(), z.string()]),
  transit_size: z.int().optional(),
  max_transit_size: z.int().optional(),
  buffer_size: z.int().optional(),
  max_buffer_size: z.int().optional(),
  total_bytes: z.int().optional(),
  total_messages: z.int().optional(),
  dropped_bytes: z.int().optional(),
  dropped_messages: z.int().optional(),
  acked_bytes: z.int().optional(),
  acked_messages: z.int().optional(),
});
/** Transport statistics of the device connection. */
export type DeviceStatistics = z.infer<typeof DeviceStatisticsSchema>;

/**
 * `GET /settings/slider` (read-only). The reference's example names `x_limit_stop` as
 * `x_limit_end` (a typo); either is accepted and normalised to `x_limit_stop`.
 */
export const SliderSettingsSchema = z
  .looseObject({
    x_limit_start: z.number().optional(),
    x_limit_stop: z.number().optional(),
    x_limit_end: z.number().optional(),
    x_end_buffer: z.number().optional(),
    x_end_zone_size: z.number().optional(),
    x_end_zone_speed: z.number().optional(),
    x_min_speed: z.number().optional(),
    x_max_speed: z.number().optional(),
    x_min_speed_theoretical: z.number().optional(),
    x_max_speed_theoretical: z.number().optional(),
    turn_time: z.number().optional(),
    regulator_timeout: z.number().optional(),
    temp_high_trigger: z.number().optional(),
    temp_offset: z.number().optional(),
    temp_hysteresis: z.number().optional(),
    x_stroke_min: z.number().optional(),
    x_stroke_max: z.number().optional(),
    overclock_enabled: z.boolean().optional(),
    x_inverse_motor: z.boolean().optional(),
    x_inverse_hall: z.boolean().optional(),
  })
  .transform(({ x_limit_end, ...rest }) => ({
    ...rest,
    x_limit_stop: rest.x_limit_stop ?? x_limit_end,
  }));
/** Slider calibration settings (mm, mm/s, ms, °C). */
export type SliderSettings = z.output<typeof SliderSettingsSchema>;

/** `GET /slider/state`: live slider telemetry. */
export const SliderStateSchema = z.looseObject({
  position: z.number(),
  position_absolute: z.number(),
  motor_temp: z.number(),
  speed_absolute: z.number(),
  dir: z.boolean(),
  motor_position: z.number(),
  /** Only firmware ≥ 4.0.16. */
  motor_temp_adc_value: z.int().optional(),
});
/** Live slider telemetry (position 0–1, absolute values in mm and mm/s, temperature in °C). */
export type SliderState = z.infer<typeof SliderStateSchema>;

/** `GET/PUT /slider/stroke` and the `stroke_changed` event: the stroke zone. */
export const StrokeSettingsSchema = z.looseObject({
  min: z.number().min(0).max(1),
  max: z.number().min(0).max(1),
  min_absolute: z.number(),
  max_absolute: z.number(),
});
/** Stroke zone: `min`/`max` relative (0–1), `*_absolute` in mm. */
export type StrokeSettings = z.infer<typeof StrokeSettingsSchema>;

/** `GET /hstp/info`, `/hstp/clocksync`: device clock (ms since boot) and server − device offset. */
export const DeviceTimeInfoSchema = z.looseObject({
  time: z.number(),
  clock_offset: z.number(),
  rtd: z.number(),
});
/** Device clock information, all in ms. */
export type DeviceTimeInfo = z.infer<typeof DeviceTimeInfoSchema>;

/** `GET /hstp/offset`: the user-adjusted device offset (may be negative). */
export const HstpOffsetSchema = z.looseObject({ offset: z.number() });
/** The user time offset in ms. */
export type HstpOffset = z.infer<typeof HstpOffsetSchema>;

/**
 * Result of fire-and-forget commands (`"ok"` on the wire, or nothing with a 204). Any value is
 * accepted because success is already decided by the envelope (no `error`).
 */
export const AckSchema = z.unknown().transform((): void => undefined);
