/**
 * One integration case per event name of the SDK's `EVENT_NAMES` that the emulator can cause. A
 * table typed {@link EventCases} over every {@link CausableEvent} fails to compile when a name has
 * no case; the names the emulator cannot cause are listed in {@link NOT_CAUSABLE}.
 */
import type { DeviceApi, EventData, EventName } from '@glide/handy';
import type { DeviceSetup } from '../support/control';
import type { Harness } from '../support/harness';
import type { EventLog } from '../support/wait';

/**
 * Names the SDK types that the emulator never emits: HRPP has no REST path or control route to
 * start a pattern player, and `wifi_status` appears only in the reference's enum (the emulator
 * reports Wi-Fi changes as `wifi_status_changed`).
 */
export const NOT_CAUSABLE = ['hrpp_state_changed', 'wifi_status'] as const;

/** An event name the emulator can be made to emit. */
export type CausableEvent = Exclude<EventName, (typeof NOT_CAUSABLE)[number]>;

const notCausable: ReadonlySet<EventName> = new Set(NOT_CAUSABLE);

/** Whether the emulator can be made to emit `name`. */
export function isCausable(name: EventName): name is CausableEvent {
  return !notCausable.has(name);
}

/** What a case works with: a fresh device and an open, recorded event stream for it. */
export interface EventContext {
  readonly h: Harness;
  readonly key: string;
  readonly device: DeviceApi;
  readonly log: EventLog;
}

/** How one event is caused and what its payload must say. */
export interface EventCase<N extends CausableEvent> {
  /** The device the case runs on (default: a fresh online Handy). */
  readonly setup?: DeviceSetup;
  /** Causes the event (nothing to do for the stream's own `device_status`). */
  readonly cause: (ctx: EventContext) => Promise<void>;
  /** Picks the occurrence to check when the cause emits several. */
  readonly accept?: (data: EventData<N>) => boolean;
  /** Checks the typed payload. */
  readonly check: (data: EventData<N>, ctx: EventContext) => void | Promise<void>;
}

/** A group of cases, keyed by event name. */
export type EventCases<N extends CausableEvent> = { readonly [K in N]: EventCase<K> };
