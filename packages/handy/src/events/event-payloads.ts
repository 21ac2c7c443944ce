/**
 * Payload schemas of every server event (spec §3, reference §7), normalised into one typed shape
 * per event. The reference is unsure about several payloads, so those schemas accept each
 * observed variant and map it to a single form: the app never sees the wire's inconsistencies.
 */
import * as v from 'valibot';
import { DeviceInfoSchema, StrokeSettingsSchema } from '../schemas/device';
import {
  BleStateSchema,
  ButtonEventSchema,
  ButtonSchema,
  DeviceModeSchema,
  HdspStateSchema,
  WifiStateSchema,
} from '../schemas/enums';
import { int, num, numIn } from '../schemas/numbers';
import { HampStateSchema, HspStateSchema } from '../schemas/protocols';

/** Events without a payload (the wire may send nothing, `null` or `{}`). */
const EmptyPayloadSchema = v.pipe(
  v.unknown(),
  v.transform((value) => value ?? {}),
  v.looseObject({}),
);

/**
 * HAMP state from an event. One reference example shows velocity 100 for full speed, so values
 * above 1 are read as percent; 1 itself is ambiguous and kept as the fraction it is in REST.
 */
const HampEventSchema = v.pipe(
  HampStateSchema,
  v.transform((state) => ({
    ...state,
    velocity: state.velocity > 1 ? state.velocity / 100 : state.velocity,
  })),
);

/**
 * HVP state from an event: flat or nested as `{state: {…}}`, with `amplitude` or the spec
 * example's `aplitude`. Fields are optional because the shape is unconfirmed; apply it as a
 * partial update.
 */
const HvpEventSchema = v.pipe(
  v.looseObject({ state: v.optional(v.looseObject({})) }),
  v.transform((outer) => ({ ...outer, ...outer.state })),
  v.looseObject({
    enabled: v.optional(v.boolean()),
    amplitude: v.optional(num()),
    aplitude: v.optional(num()),
    frequency: v.optional(num()),
    position: v.optional(num()),
  }),
  v.transform(({ enabled, amplitude, aplitude, frequency, position }) => ({
    enabled,
    amplitude: amplitude ?? aplitude,
    frequency,
    position,
  })),
);

/** BLE status: the schema says `status`, the example says `state`; both become `state`. */
const BleStatusEventSchema = v.pipe(
  v.looseObject({ status: v.optional(BleStateSchema), state: v.optional(BleStateSchema) }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const state = dataset.value.state ?? dataset.value.status;
    if (state === undefined) {
      addIssue({ message: 'Expected `state` or `status`' });
      return NEVER;
    }
    return { state };
  }),
);

/** Wi-Fi status (`wifi_status_changed` per schema; `wifi_status` appears only in the enum). */
const WifiStatusEventSchema = v.looseObject({
  socket_connected: v.optional(v.boolean()),
  state: WifiStateSchema,
});

/** Heap figures; the spec spells `largest_free_block` as `larges_free_block`. */
const lowMemoryFields = {
  available_heap: v.optional(num()),
  largest_free_block: v.optional(num()),
  larges_free_block: v.optional(num()),
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
  battery_changed: v.looseObject({
    /** 0–1. */
    level: num(),
    charger_connected: v.optional(v.boolean()),
    charging_complete: v.optional(v.boolean()),
    usb_voltage: v.optional(num()),
    battery_voltage: v.optional(num()),
    usb_adc_value: v.optional(num()),
    battery_adc_value: v.optional(num()),
  }),
  ble_status_changed: BleStatusEventSchema,
  button_event: v.looseObject({ button: ButtonSchema, event: ButtonEventSchema }),
  device_clock_synchronized: v.looseObject({
    time: v.optional(num()),
    clock_offset: v.optional(num()),
    rtd: v.optional(num()),
  }),
  device_connected: v.looseObject({
    connected: v.optional(v.boolean(), true),
    info: DeviceInfoSchema,
  }),
  device_disconnected: v.looseObject({
    session_id: v.optional(v.string()),
    reason: v.optional(v.string()),
    /** A string such as "2024-04-03 17:19:03.00849921 +0000 UTC" (or epoch ms). */
    timestamp: v.optional(v.union([v.string(), num()])),
    description: v.optional(v.string()),
  }),
  device_error: v.looseObject({ code: int(), message: v.string() }),
  device_status: v.looseObject({ connected: v.boolean(), info: v.optional(DeviceInfoSchema) }),
  hamp_state_changed: HampEventSchema,
  hdsp_state_changed: v.looseObject({ state: HdspStateSchema }),
  hrpp_state_changed: v.looseObject({
    current_pattern_nr: v.optional(num()),
    no_of_patterns: v.optional(num()),
    enabled: v.optional(v.boolean()),
    amplitude: v.optional(num()),
    playback_speed: v.optional(num()),
    current_pattern: v.optional(v.looseObject({})),
  }),
  hsp_looping: HspStateSchema,
  hsp_paused_on_starving: HspStateSchema,
  hsp_resumed_on_not_starving: HspStateSchema,
  hsp_starving: HspStateSchema,
  hsp_state_changed: HspStateSchema,
  hsp_threshold_reached: HspStateSchema,
  hvp_state_changed: HvpEventSchema,
  low_memory_error: v.pipe(
    v.looseObject({ ...lowMemoryFields, discarded_msg_size: v.optional(num()) }),
    v.transform(normaliseLowMemory),
  ),
  low_memory_warning: v.pipe(v.looseObject(lowMemoryFields), v.transform(normaliseLowMemory)),
  mode_changed: v.looseObject({ mode: DeviceModeSchema, mode_session_id: v.optional(num()) }),
  ota_progress: v.looseObject({
    progress: numIn(0, 1),
    done: v.boolean(),
    failed: v.boolean(),
    ongoing: v.optional(v.boolean()),
  }),
  slider_blocked: EmptyPayloadSchema,
  slider_unblocked: EmptyPayloadSchema,
  stream_end_reached: HspStateSchema,
  stroke_changed: StrokeSettingsSchema,
  temp_high: EmptyPayloadSchema,
  temp_ok: EmptyPayloadSchema,
  wifi_scan_complete: v.looseObject({ nr_of_networks: int() }),
  wifi_status: WifiStatusEventSchema,
  wifi_status_changed: WifiStatusEventSchema,
} satisfies Record<EventName, v.GenericSchema>;

/** Wire names that mean a known event under another name. */
export const EVENT_NAME_ALIASES: Readonly<Record<string, EventName>> = {
  device_mode_changed: 'mode_changed',
};

/** The normalised payload of event `N`. */
export type EventData<N extends EventName> = v.InferOutput<(typeof eventPayloadSchemas)[N]>;

/** Whether `name` is a known event name. */
export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventPayloadSchemas, name);
}
