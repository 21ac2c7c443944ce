import { subscribeDeviceEvents } from '../../../device';
import { appendEvent, emptyEventLog, type EventLog } from './event-log';

/** The event log of the debug tools: filled from the first use until the page is left. */
export interface EventLogStore {
  readonly get: () => EventLog;
  /** Calls `listener` after every change; returns its disposer. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Forgets the kept events (the count goes on). */
  readonly clear: () => void;
}

/** A log store fed by `subscribeEvents` (the live session's events, or a test's). */
export function createEventLogStore(
  subscribeEvents: typeof subscribeDeviceEvents,
  capacity?: number,
): EventLogStore {
  let log = emptyEventLog;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  // Recording starts at once, not with the first listener: moving between the debug pages keeps
  // the history, and the buffer is bounded however long it runs.
  subscribeEvents((event, receivedAtMs) => {
    log = appendEvent(log, event, receivedAtMs, capacity);
    changed();
  });
  return {
    get: () => log,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      log = { entries: [], total: log.total };
      changed();
    },
  };
}

let instance: EventLogStore | undefined;

/** The app's one event log, started on first use. */
export function eventLogStore(): EventLogStore {
  instance ??= createEventLogStore(subscribeDeviceEvents);
  return instance;
}
