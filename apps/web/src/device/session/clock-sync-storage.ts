/**
 * The stored client clock sync (spec §3: local storage keeps "the clock sync"), so that a reload
 * within the hour does not measure again. Storage is injected as plain get/set of a string; what
 * comes back is parsed, and anything unreadable counts as "no stored sync".
 */
import * as v from 'valibot';
import type { ClientClockSync } from './actions';

/** Where the session keeps its client clock sync (e.g. one local storage key). */
export interface ClockSyncStorage {
  /** The stored text, or null/undefined when nothing is stored. */
  get(): string | null | undefined;
  set(value: string): void;
}

const StoredClockSyncSchema = v.object({
  offsetMs: v.number(),
  rtdMs: v.pipe(v.number(), v.minValue(0)),
  syncedAtMs: v.number(),
});

/** Reads the stored sync; a missing, unreadable or malformed value gives `undefined`. */
export function readStoredClockSync(
  storage: ClockSyncStorage | undefined,
): ClientClockSync | undefined {
  let raw: string | null | undefined;
  let json: unknown;
  try {
    raw = storage?.get();
    if (raw === null || raw === undefined) return undefined;
    json = JSON.parse(raw);
  } catch {
    // A storage that throws (disabled, private mode) or holds broken text is the same as empty.
    return undefined;
  }
  const parsed = v.safeParse(StoredClockSyncSchema, json);
  return parsed.success ? parsed.output : undefined;
}

/** Stores a sync; a storage that refuses (quota, disabled) only costs a sync on the next load. */
export function writeStoredClockSync(
  storage: ClockSyncStorage | undefined,
  sync: ClientClockSync,
): void {
  try {
    storage?.set(
      JSON.stringify({ offsetMs: sync.offsetMs, rtdMs: sync.rtdMs, syncedAtMs: sync.syncedAtMs }),
    );
  } catch {
    // Nothing to do: the sync in memory is still valid for this page.
  }
}
