/**
 * The channel page's record of the event stream: a bounded ring buffer of the events the session
 * received, the filter by event name and the export. Pure, so it is tested without a device.
 */
import type { HandyEvent } from '@glide/handy';

/** How many events the log keeps: enough for minutes of a busy stream, bounded for memory. */
export const EVENT_LOG_CAPACITY = 500;

/** One received event. */
export interface LoggedEvent {
  /** Rises by one per event, for React keys and for "new since". */
  readonly seq: number;
  /** The event name as sent (an event the SDK does not know keeps its own name). */
  readonly name: string;
  /** When it arrived, in ms since the epoch. */
  readonly receivedAtMs: number;
  /** Its payload, with the connection key taken out. */
  readonly data: unknown;
}

/** The log: the kept events, oldest first, and how many ever arrived. */
export interface EventLog {
  readonly entries: readonly LoggedEvent[];
  readonly total: number;
}

/** An empty log. */
export const emptyEventLog: EventLog = { entries: [], total: 0 };

/** Fields that carry the connection key, a secret that no view or export may show. */
const SECRET_FIELDS = new Set(['connectionKey', 'connection_key', 'ck']);
/** What stands in for a secret. */
export const REDACTED = '[redacted]';

/** `value` with every secret field replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, inner]) => [
      field,
      SECRET_FIELDS.has(field) ? REDACTED : redactSecrets(inner),
    ]),
  );
}

/** The name an event was sent under. */
export function eventNameOf(event: HandyEvent): string {
  return event.name === 'unknown' ? event.rawName : event.name;
}

/** `log` with `event` appended; the oldest goes once there are more than `capacity`. */
export function appendEvent(
  log: EventLog,
  event: HandyEvent,
  receivedAtMs: number,
  capacity = EVENT_LOG_CAPACITY,
): EventLog {
  const entry: LoggedEvent = {
    seq: log.total + 1,
    name: eventNameOf(event),
    receivedAtMs,
    data: redactSecrets(event.data),
  };
  const kept = log.entries.length >= capacity ? log.entries.slice(1 - capacity) : log.entries;
  return { entries: [...kept, entry], total: log.total + 1 };
}

/** The distinct event names in `entries`, sorted, for the filter. */
export function eventNames(entries: readonly LoggedEvent[]): string[] {
  return [...new Set(entries.map((entry) => entry.name))].sort();
}

/** The entries named `name`, or all for `undefined`. */
export function filterEvents(
  entries: readonly LoggedEvent[],
  name: string | undefined,
): readonly LoggedEvent[] {
  return name === undefined ? entries : entries.filter((entry) => entry.name === name);
}

/** The export formats. */
export type ExportFormat = 'json' | 'ndjson';

function exported(entry: LoggedEvent) {
  return {
    name: entry.name,
    receivedAt: new Date(entry.receivedAtMs).toISOString(),
    data: entry.data,
  };
}

/** `entries` as a file's text: one JSON array, or one JSON object a line. */
export function serialiseEvents(entries: readonly LoggedEvent[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(entries.map(exported), null, 2)}\n`;
  return entries.map((entry) => `${JSON.stringify(exported(entry))}\n`).join('');
}
