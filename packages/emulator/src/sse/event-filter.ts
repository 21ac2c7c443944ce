/**
 * The query of `GET /sse` besides the key and credential: the request `timeout` every call takes and
 * the `events` filter, checked by the contract's rules (`SSEEventType`, a comma-separated list).
 */
import { z } from 'zod';
import { timeoutQuery } from '../http/device-call';
import { EVENT_NAMES, type EventName } from '../model/events';

/**
 * Every event type of the contract's `SSEEventType`, as corrected (the file's list plus
 * `hsp_paused_on_starving` and `hsp_resumed_on_not_starving`, which its HSP texts name): the
 * emulator's own events and the two it never sends, `hrpp_state_changed` (HRPP is not modelled) and
 * `wifi_status` (it reports Wi-Fi changes as `wifi_status_changed`).
 */
export const EVENT_TYPES = [...EVENT_NAMES, 'hrpp_state_changed', 'wifi_status'] as const;

/** An event type a filter may name. */
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * `timeout` and `events`. The contract types `events` as an array of `SSEEventType` sent as one
 * comma-separated value (`form`, `explode: false`), so every name in it must be one of the event
 * types: an unknown name is refused with 400 like any other value outside its parameter's schema,
 * rather than read as a filter that never matches (which would hide a client's typo as silence).
 */
export const sseQuery = timeoutQuery.extend({
  events: z
    .string()
    .transform((raw) => raw.split(','))
    .pipe(
      z.array(
        z.enum(EVENT_TYPES, {
          error: (issue) => `is not an event type: ${JSON.stringify(issue.input)}`,
        }),
      ),
    )
    .optional(),
});

/** Whether an event passes the filter; every event passes without one. */
export function acceptsEvent(filter: readonly EventType[] | undefined, name: EventName): boolean {
  return filter === undefined || filter.includes(name);
}
