/**
 * Turns one SSE message into a {@link HandyEvent}. Two wire forms exist (reference §7): the live
 * service names the event (`event: <name>` + `data: {connection_key, data}`), the spec's
 * examples put the name inside (`data: {id?, type, data: {connection_key, data}}`, or
 * `{type, data}` with the payload directly). Both are accepted.
 */
import type { EventSourceMessage } from 'eventsource-parser';
import { HandySseError } from '../errors';
import * as v from 'valibot';
import { firstIssue } from '../http/schema-issue';
import {
  EVENT_NAME_ALIASES,
  eventPayloadSchemas,
  isEventName,
  type EventData,
  type EventName,
} from './event-payloads';

/** Fields every event carries. */
interface EventBase {
  /** Connection key the event is about (from the payload, else the stream's key). */
  readonly connectionKey: string;
  /** Client clock when the event was parsed. */
  readonly receivedAtMs: number;
  /** The SSE `id:` (or the unnamed form's `id`), when the server sent one. */
  readonly id?: string | undefined;
}

/** A known event with its normalised payload. */
export type KnownHandyEvent = {
  [N in EventName]: EventBase & { readonly name: N; readonly data: EventData<N> };
}[EventName];

/** An event whose name the SDK does not know; its payload is passed on unparsed. */
export interface UnknownHandyEvent extends EventBase {
  readonly name: 'unknown';
  readonly rawName: string;
  readonly data: unknown;
}

/** Any event from the stream, discriminated by `name`. */
export type HandyEvent = KnownHandyEvent | UnknownHandyEvent;

/** What one SSE message produced: an event, a problem to report, or nothing (empty keep-alive). */
export type WireOutcome =
  | { readonly kind: 'event'; readonly event: HandyEvent }
  | { readonly kind: 'error'; readonly error: HandySseError }
  | { readonly kind: 'ignored' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits `{connection_key, data}` into key and payload; anything else is the payload itself. */
function unwrap(container: unknown): { connectionKey?: string; payload: unknown } {
  if (isRecord(container)) {
    if (typeof container.connection_key === 'string') {
      return { connectionKey: container.connection_key, payload: container.data };
    }
    const keys = Object.keys(container);
    if (keys.length === 1 && keys[0] === 'data') return { payload: container.data };
  }
  return { payload: container };
}

/** Finds the name and the `{connection_key, data}` container of a message in either form. */
function locate(
  message: EventSourceMessage,
  parsed: unknown,
): { name: string; container: unknown; id?: string } | undefined {
  if (message.event !== undefined && message.event !== '' && message.event !== 'message') {
    return { name: message.event, container: parsed, id: message.id };
  }
  if (!isRecord(parsed)) return undefined;
  const id = typeof parsed.id === 'string' ? parsed.id : message.id;
  const name =
    typeof parsed.type === 'string'
      ? parsed.type
      : typeof parsed.id === 'string' && isEventName(parsed.id)
        ? parsed.id
        : undefined;
  if (name === undefined) return undefined;
  // `{type, connection_key, data}` keeps the key at the top level; otherwise it is one level down.
  const container = typeof parsed.connection_key === 'string' ? parsed : parsed.data;
  return { name, container, id };
}

function parseKnown<N extends EventName>(name: N, payload: unknown, base: EventBase): WireOutcome {
  const schema = eventPayloadSchemas[name];
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) {
    const issue = firstIssue(parsed.issues);
    return {
      kind: 'error',
      error: new HandySseError(
        `Malformed ${name} event${issue.path ? ` at ${issue.path}` : ''}: ${issue.message}`,
      ),
    };
  }
  // The schema lookup by a generic key widens to the union of all payloads; `name` and `data`
  // come from the same table entry, so the pairing is correct by construction.
  const event = { ...base, name, data: parsed.output } as KnownHandyEvent;
  return { kind: 'event', event };
}

/** Parses one SSE message received on the stream of `streamConnectionKey`. */
export function parseWireMessage(
  message: EventSourceMessage,
  streamConnectionKey: string,
  receivedAtMs: number,
): WireOutcome {
  if (message.data.trim() === '') return { kind: 'ignored' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    const label = message.event ? `${message.event} event` : 'event';
    return { kind: 'error', error: new HandySseError(`Malformed ${label}: data is not JSON`) };
  }
  const located = locate(message, parsed);
  if (!located) {
    return { kind: 'error', error: new HandySseError('Malformed event: no event name or type') };
  }
  const { connectionKey, payload } = unwrap(located.container);
  const base: EventBase = {
    connectionKey: connectionKey ?? streamConnectionKey,
    receivedAtMs,
    ...(located.id === undefined ? {} : { id: located.id }),
  };
  const name = EVENT_NAME_ALIASES[located.name] ?? located.name;
  if (isEventName(name)) return parseKnown(name, payload, base);
  return {
    kind: 'event',
    event: { ...base, name: 'unknown', rawName: located.name, data: payload },
  };
}
