/**
 * Payload schemas of every server event (spec §3, reference §7), normalised into one typed shape
 * per event. The reference is unsure about several payloads, so those schemas accept each
 * observed variant and map it to a single form: the app never sees the wire's inconsistencies.
 */
import { z } from 'zod';
import { DeviceInfoSchema, StrokeSettingsSchema } from '../schemas/device';
import {
  BleStateSchema,
  ButtonEventSchema,
  ButtonSchema,
  DeviceModeSchema,
  HdspStateSchema,
  WifiStateSchema,
} from '../schemas/enums';
import { HampStateSchema, HspStateSchema } from '../schemas/protocols';

/** Events without a payload (the wire may send nothing, `null` or `{}`). */
const EmptyPayloadSchema = z.preprocess((value) => value ?? {}, z.looseObject({}));

/**
 * HAMP state from an event. One reference example shows velocity 100 for full speed, so values
 * above 1 are read as percent; 1 itself is ambiguous and kept as the fraction it is in REST.
 */
const HampEventSchema = HampStateSchema.transform((state) => ({
  ...state,
  velocity: state.velocity > 1 ? state.velocity / 100 : state.velocity,
}));

/**
 * HVP state from an event: flat or nested as `{state: {…}}`, with `amplitude` or the spec
 * example's `aplitude`. Fields are optional because the shape is unconfirmed; apply it as a
 * partial update.
 */
const HvpEventSchema = z
  .looseObject({
    state: z.looseObject({}).optional(),
  })
  .transform((outer) => ({ ...outer, ...outer.state }))
  .pipe(
    z
      .looseObject({
        enabled: z.boolean().optional(),
        amplitude: z.number().optional(),
        aplitude: z.number().optional(),
        frequency: z.number().optional(),
        position: z.number().optional(),
      })
      .transform(({ enabled, amplitude, aplitude, frequency, position }) => ({
        enabled,
        amplitude: amplitude ?? aplitude,
        frequency,
        position,
      })),
  );

/** BLE status: the schema says `status`, the example says `state`; both become `state`. */
const BleStatusEventSchema = z
  .looseObject({ status: BleStateSchema.optional(), state: BleStateSchema.optional() })
  .transform((body, ctx) => {
    const state = body.state ?? body.status;
    if (state === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Expected `state` or `status`' });
      return z.NEVER;
    }
    return { state };
  });

/** Wi-Fi status (`wifi_status_changed` per schema; `wifi_status` appears only in the enum). */
const WifiStatusEventSchema = z.looseObject({
  socket_connected: z.boolean().optional(),
  state: WifiStateSchema,
});

/** Heap figures; the spec spells `largest_free_block` as `larges_free_block`. */
const lowMemoryFields = {
  available_heap: z.number().optional(),
  largest_free_block: z.number().optional(),
  larges_free_block: z.number().optional(),
};
const normaliseLowMemory = <T extends { largest_free_block?: number; larges_free_block?: number }>({
  larges_free_block,
  ...rest
}: T) => ({ ...rest, largest_free_block: rest.largest_free_block ?? larges_free_block });

/** Every event name the SDK types (spec §3 and reference §7). */
export const EVENT_NAMES = [
  'battery_changed',
  'ble_status_changed',
  'button_event',
  'device_clock_synchronized',
  'device_connected',
  'device_disconnected',
  'device_error',
  'device_status',
  'hamp_state_changed',
  'hdsp_state_changed',
  'hrpp_state_changed',
  'hsp_looping',
  'hsp_paused_on_starving',
  'hsp_resumed_on_not_starving',
  'hsp_starving',
  'hsp_state_changed',
  'hsp_threshold_reached',
  'hvp_state_changed',
  'low_memory_error',
  'low_memory_warning',
  'mode_changed',
  'ota_progress',
  'slider_blocked',
  'slider_unblocked',
  'stream_end_reached',
  'stroke_changed',
  'temp_high',
  'temp_ok',
  'wifi_scan_complete',
  'wifi_status',
  'wifi_status_changed',
] as const;

/** A known event name. */
export type EventName = (typeof EVENT_NAMES)[number];

/** Payload schema of each known event name. */
export const eventPayloadSchemas = {
  battery_changed: z.looseObject({
    /** 0–1. */
    level: z.number(),
    charger_connected: z.boolean().optional(),
    charging_complete: z.boolean().optional(),
    usb_voltage: z.number().optional(),
    battery_voltage: z.number().optional(),
    usb_adc_value: z.number().optional(),
    battery_adc_value: z.number().optional(),
  }),
  ble_status_changed: BleStatusEventSchema,
  button_event: z.looseObject({ button: ButtonSchema, event: ButtonEventSchema }),
  device_clock_synchronized: z.looseObject({
    time: z.number().optional(),
    clock_offset: z.number().optional(),
    rtd: z.number().optional(),
  }),
  device_connected: z.looseObject({
    connected: z.boolean().default(true),
    info: DeviceInfoSchema,
  }),
  device_disconnected: z.looseObject({
    session_id: z.string().optional(),
    reason: z.string().optional(),
    /** A string such as "2024-04-03 17:19:03.00849921 +0000 UTC" (or epoch ms). */
    timestamp: z.union([z.string(), z.number()]).optional(),
    description: z.string().optional(),
  }),
  device_error: z.looseObject({ code: z.int(), message: z.string() }),
  device_status: z.looseObject({ connected: z.boolean(), info: DeviceInfoSchema.optional() }),
  hamp_state_changed: HampEventSchema,
  hdsp_state_changed: z.looseObject({ state: HdspStateSchema }),
  hrpp_state_changed: z.looseObject({
    current_pattern_nr: z.number().optional(),
    no_of_patterns: z.number().optional(),
    enabled: z.boolean().optional(),
    amplitude: z.number().optional(),
    playback_speed: z.number().optional(),
    current_pattern: z.looseObject({}).optional(),
  }),
  hsp_looping: HspStateSchema,
  hsp_paused_on_starving: HspStateSchema,
  hsp_resumed_on_not_starving: HspStateSchema,
  hsp_starving: HspStateSchema,
  hsp_state_changed: HspStateSchema,
  hsp_threshold_reached: HspStateSchema,
  hvp_state_changed: HvpEventSchema,
  low_memory_error: z
    .looseObject({ ...lowMemoryFields, discarded_msg_size: z.number().optional() })
    .transform(normaliseLowMemory),
  low_memory_warning: z.looseObject(lowMemoryFields).transform(normaliseLowMemory),
  mode_changed: z.looseObject({ mode: DeviceModeSchema, mode_session_id: z.number().optional() }),
  ota_progress: z.looseObject({
    progress: z.number().min(0).max(1),
    done: z.boolean(),
    failed: z.boolean(),
    ongoing: z.boolean().optional(),
  }),
  slider_blocked: EmptyPayloadSchema,
  slider_unblocked: EmptyPayloadSchema,
  stream_end_reached: HspStateSchema,
  stroke_changed: StrokeSettingsSchema,
  temp_high: EmptyPayloadSchema,
  temp_ok: EmptyPayloadSchema,
  wifi_scan_complete: z.looseObject({ nr_of_networks: z.int() }),
  wifi_status: WifiStatusEventSchema,
  wifi_status_changed: WifiStatusEventSchema,
} satisfies Record<EventName, z.ZodType>;

/** Wire names that mean a known event under another name. */
export const EVENT_NAME_ALIASES: Readonly<Record<string, EventName>> = {
  device_mode_changed: 'mode_changed',
};

/** The normalised payload of event `N`. */
export type EventData<N extends EventName> = z.output<(typeof eventPayloadSchemas)[N]>;

/** Whether `name` is a known event name. */
export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventPayloadSchemas, name);
}
