/**
 * Server-sent events as the model produces them. The SSE layer turns each into the named wire form
 * `event: <name>` / `data: {"connection_key": …, "data": …}` (reference §7).
 */

/** Every event name the emulator can emit (spec §3 and reference §7). */
export const EVENT_NAMES = [
  'device_status',
  'device_connected',
  'device_disconnected',
  'device_error',
  'mode_changed',
  'hamp_state_changed',
  'hdsp_state_changed',
  'hsp_state_changed',
  'hsp_threshold_reached',
  'hsp_starving',
  'hsp_paused_on_starving',
  'hsp_resumed_on_not_starving',
  'hsp_looping',
  'stream_end_reached',
  'hvp_state_changed',
  'stroke_changed',
  'slider_blocked',
  'slider_unblocked',
  'temp_high',
  'temp_ok',
  'battery_changed',
  'ota_progress',
  'button_event',
  'device_clock_synchronized',
  'low_memory_warning',
  'low_memory_error',
  'wifi_scan_complete',
  'wifi_status_changed',
  'ble_status_changed',
] as const;

/** An event name. */
export type EventName = (typeof EVENT_NAMES)[number];

/** A JSON value as events and responses carry it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** One event for one device. */
export interface DeviceEvent {
  /** The device's connection key. */
  connectionKey: string;
  name: EventName;
  /** The payload that goes in the wire's inner `data` field. */
  data: Json;
}

/** Receives events. */
export type EventListener = (event: DeviceEvent) => void;

/** A synchronous fan-out of events; listeners run in subscription order. */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  /** Subscribes; the returned function unsubscribes. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Delivers an event to every listener. */
  emit(event: DeviceEvent): void {
    // Copy so that a listener that unsubscribes (a closing SSE stream) does not disturb the loop.
    for (const listener of [...this.listeners]) listener(event);
  }
}
