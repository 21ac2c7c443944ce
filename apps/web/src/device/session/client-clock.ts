/**
 * The client clock sync of a session (this browser against the server): one sync at a time, a
 * stored sync reused for up to an hour (spec §9), and while a device is attached a resync every
 * ten minutes. Owns its timer and its request; `deactivate()` ends both.
 */
import {
  CLOCK_ESTIMATORS,
  isClockSyncValid,
  type Clock,
  type ClockEstimatorName,
  type TimerHandle,
} from '@glide/core';
import type { ClientClockSync, ClockAction } from './actions';
import {
  readStoredClockSync,
  writeStoredClockSync,
  type ClockSyncStorage,
} from './clock-sync-storage';
import type { SessionClient } from './session-client';

/** The client clock is synced again this often while a device is attached (spec §9). */
export const SERVER_TIME_RESYNC_INTERVAL_MS = 600_000;

/** How a sync ended. */
export type SyncResult = { readonly ok: true } | { readonly ok: false; readonly error: Error };

/** The client clock sync of one session. */
export interface ClientClock {
  /** The last sync known (made here, or stored by an earlier page or another tab). */
  readonly lastSync: ClientClockSync | undefined;
  /** Syncs now, or joins the sync in flight; never rejects. */
  syncNow(): Promise<SyncResult>;
  /**
   * The connect flow's step: reuses a sync younger than an hour (reporting it through `put`),
   * else syncs. Rejects with the sync's failure.
   */
  ensureFresh(put: (action: ClockAction) => void): Promise<void>;
  /** A device is attached: resync periodically from now on. */
  activate(): void;
  /** No device any more: stop the periodic resync and any sync in flight. */
  deactivate(): void;
}

/** Options of {@link createClientClock}. */
export interface ClientClockOptions {
  readonly client: Pick<SessionClient, 'syncServerClock'>;
  readonly clock: Clock;
  readonly storage: ClockSyncStorage | undefined;
  /** Where sync results go (the session's reducer). */
  readonly dispatch: (action: ClockAction) => void;
  /** The estimator each sync uses (asked every time); the SDK's default when not given. */
  readonly estimator?: (() => ClockEstimatorName) | undefined;
}

/** Converts anything thrown into an `Error`. */
export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Creates the client clock sync; it reads the stored sync at once and sends nothing yet. */
export function createClientClock(options: ClientClockOptions): ClientClock {
  const { client, clock, storage, dispatch, estimator } = options;
  let lastSync = readStoredClockSync(storage);
  let active = false;
  let timer: TimerHandle | undefined;
  let syncing: { controller: AbortController; promise: Promise<SyncResult> } | undefined;

  const isFresh = (sync: ClientClockSync | undefined): sync is ClientClockSync =>
    sync !== undefined && isClockSyncValid(sync.syncedAtMs, clock.now());

  const clearTimer = () => {
    if (timer) clock.clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    clearTimer();
    if (!active) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void syncNow();
    }, SERVER_TIME_RESYNC_INTERVAL_MS);
  };

  const run = async (controller: AbortController): Promise<SyncResult> => {
    let result: SyncResult;
    try {
      const name = estimator?.();
      const estimate = await client.syncServerClock({
        signal: controller.signal,
        ...(name === undefined ? {} : { estimator: CLOCK_ESTIMATORS[name] }),
      });
      if (controller.signal.aborted) return { ok: false, error: toError(controller.signal.reason) };
      lastSync = { offsetMs: estimate.offsetMs, rtdMs: estimate.rtdMs, syncedAtMs: clock.now() };
      dispatch({ type: 'client_clock_synced', ...lastSync });
      writeStoredClockSync(storage, lastSync);
      result = { ok: true };
    } catch (error) {
      result = { ok: false, error: toError(error) };
      if (controller.signal.aborted) return result;
      dispatch({ type: 'client_clock_sync_failed', error: result.error });
    }
    // The next resync counts from this one, successful or not.
    schedule();
    return result;
  };

  const syncNow = (): Promise<SyncResult> => {
    if (syncing) return syncing.promise;
    const controller = new AbortController();
    const promise = run(controller);
    syncing = { controller, promise };
    void promise.then(() => {
      if (syncing?.controller === controller) syncing = undefined;
    });
    return promise;
  };

  return {
    get lastSync() {
      return lastSync;
    },
    syncNow,
    async ensureFresh(put) {
      // Another tab may have synced since this page read the storage.
      const known = isFresh(lastSync) ? lastSync : readStoredClockSync(storage);
      if (isFresh(known)) {
        lastSync = known;
        put({ type: 'client_clock_synced', ...known });
        return;
      }
      const result = await syncNow();
      if (!result.ok) throw result.error;
    },
    activate() {
      if (active) return;
      active = true;
      schedule();
    },
    deactivate() {
      active = false;
      clearTimer();
      syncing?.controller.abort();
      syncing = undefined;
    },
  };
}
