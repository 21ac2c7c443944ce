import { useSyncExternalStore } from 'react';
import type { EventLog } from './event-log';
import { eventLogStore, type EventLogStore } from './event-log-store';

/** The live event log of `store` (the app's one by default). */
export function useEventLog(store: EventLogStore = eventLogStore()): EventLog {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
