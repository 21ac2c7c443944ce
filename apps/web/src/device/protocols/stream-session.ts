/**
 * A server-side STREAM played in sync (spec §7 STREAM calls): set up by reference, played from a
 * stream time at the server time the client clock sync gives, kept in step by a synctime every
 * {@link STREAM_SYNC_INTERVAL_MS} while it plays, stopped. Framework-free and on an injected
 * `Clock`; the calls come in already paced (`stream.ts`).
 */
import type { Clock, TimerHandle } from '@glide/core';
import type { HspState } from '@glide/handy';

/**
 * How often a playing stream is synced: as often as the HSP player syncs its client buffer (the
 * STREAM is the same player fed from the server's side).
 */
export const STREAM_SYNC_INTERVAL_MS = 10_000;

/** The STREAM calls; each answers the device's player state, or `undefined` when it failed. */
export interface StreamCalls {
  readonly setup: (streamRef: string) => Promise<HspState | undefined>;
  readonly play: (args: {
    startTimeMs: number;
    serverTimeMs: number;
  }) => Promise<HspState | undefined>;
  readonly syncTime: (args: {
    currentTimeMs: number;
    serverTimeMs: number;
  }) => Promise<HspState | undefined>;
  readonly stop: () => Promise<HspState | undefined>;
  readonly state: () => Promise<HspState | undefined>;
}

/** Where the session stands. */
export type StreamPhase = 'idle' | 'ready' | 'playing' | 'stopped';

/** What the session shows. */
export interface StreamSnapshot {
  readonly phase: StreamPhase;
  readonly streamRef?: string;
  /** The device's last answered player state. */
  readonly state?: HspState;
  /** Stream time at which play started, ms. */
  readonly startTimeMs?: number;
  /** Clock time of the last synctime answered. */
  readonly lastSyncAtMs?: number;
  /** Synctimes answered since play. */
  readonly syncs: number;
}

/** What {@link createStreamSession} needs. */
export interface StreamSessionDeps {
  readonly clock: Clock;
  /** Server time now, from the client clock sync. */
  readonly serverTimeMs: () => number;
  readonly calls: StreamCalls;
  readonly onChange: (snapshot: StreamSnapshot) => void;
  readonly syncIntervalMs?: number;
}

/** A STREAM session (see the module comment). */
export interface StreamSession {
  readonly snapshot: () => StreamSnapshot;
  /** Attaches the device to the stream `streamRef`; true when it answered. */
  readonly setup: (streamRef: string) => Promise<boolean>;
  /** Plays from stream time `startTimeMs` now; true when it answered. */
  readonly play: (startTimeMs: number) => Promise<boolean>;
  /** Stops the stream and the synctimes; true when it answered. */
  readonly stop: () => Promise<boolean>;
  /** Reads the player state. */
  readonly refresh: () => Promise<void>;
  /** Ends the synctimes without a call (the page is left). */
  readonly dispose: () => void;
}

/** Builds a STREAM session. */
export function createStreamSession(deps: StreamSessionDeps): StreamSession {
  const { clock, calls } = deps;
  const interval = deps.syncIntervalMs ?? STREAM_SYNC_INTERVAL_MS;
  let snapshot: StreamSnapshot = { phase: 'idle', syncs: 0 };
  let timer: TimerHandle | undefined;
  // Play's clock reading, and a count that retires the synctimes of an earlier play.
  let playedAtMs = 0;
  let generation = 0;
  let disposed = false;

  const update = (change: Partial<StreamSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    if (!disposed) deps.onChange(snapshot);
  };
  const cancelSync = () => {
    generation += 1;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  // The API takes whole ms; the clock sync's offset is fractional.
  const serverNowMs = () => Math.round(deps.serverTimeMs());
  const scheduleSync = (current: number) => {
    timer = clock.setTimeout(() => void sync(current), interval);
  };
  const sync = async (current: number) => {
    timer = undefined;
    const startTimeMs = snapshot.startTimeMs ?? 0;
    const state = await calls.syncTime({
      currentTimeMs: Math.round(startTimeMs + (clock.now() - playedAtMs)),
      serverTimeMs: serverNowMs(),
    });
    if (current !== generation || disposed) return;
    if (state) update({ state, lastSyncAtMs: clock.now(), syncs: snapshot.syncs + 1 });
    // A failed synctime is not the end of play: the next one tries again.
    scheduleSync(current);
  };

  return {
    snapshot: () => snapshot,
    async setup(streamRef) {
      cancelSync();
      const state = await calls.setup(streamRef);
      if (!state) return false;
      update({ phase: 'ready', streamRef, state, syncs: 0 });
      return true;
    },
    async play(startTimeMs) {
      cancelSync();
      const current = generation;
      const atMs = clock.now();
      const state = await calls.play({ startTimeMs, serverTimeMs: serverNowMs() });
      if (!state || current !== generation) return false;
      playedAtMs = atMs;
      update({ phase: 'playing', state, startTimeMs, syncs: 0 });
      scheduleSync(current);
      return true;
    },
    async stop() {
      cancelSync();
      const state = await calls.stop();
      if (!state) return false;
      update({ phase: 'stopped', state });
      return true;
    },
    async refresh() {
      const state = await calls.state();
      if (state) update({ state });
    },
    dispose() {
      cancelSync();
      disposed = true;
    },
  };
}
