/**
 * How far each linked device playing along is behind the device in use (issue 30: "which device
 * is behind"), from the answers of the calls the player sends each device on its own (HSP's points,
 * play and time syncs): each answer carries the device's play time, and two answers to the same
 * call, read at the middle of their round trips, say how far apart the two play clocks are. A
 * channel's call has one answer for all, so HSSP through a channel measures nothing here.
 * Framework-free, one for the app; the lanes read it.
 */

/** One device's answer to a call: when it went and came back (client ms), and its play state. */
export interface TimedAnswer {
  readonly sentAtMs: number;
  readonly answeredAtMs: number;
  readonly playState: number;
  readonly streamId: number;
  /** The device's play time, ms. */
  readonly currentTimeMs: number;
  readonly rate: number;
}

/** The play state of a player that plays (`HspPlayState.PLAYING`). */
const PLAYING = 1;
/** Samples older than this say nothing of now, ms. */
export const ALONG_LAG_WINDOW_MS = 10_000;
/** The most samples kept per device (their median is the figure). */
const MAX_SAMPLES = 9;

/**
 * How far `other`'s play clock is behind `own`'s, ms (+ behind), from answers to one call; none
 * unless both play the same stream.
 */
export function lagBehind(own: TimedAnswer, other: TimedAnswer): number | undefined {
  if (own.playState !== PLAYING || other.playState !== PLAYING) return undefined;
  if (own.streamId !== other.streamId) return undefined;
  const middle = (answer: TimedAnswer) => (answer.sentAtMs + answer.answeredAtMs) / 2;
  // Each play clock carried on to the middle of the device in use's round trip.
  const otherThen = other.currentTimeMs + (middle(own) - middle(other)) * other.rate;
  return own.currentTimeMs - otherThen;
}

/** The samples of each device and who listens. */
export interface AlongLag {
  /** Records `lagMs` of `connectionKey`'s device, taken at `atMs`. */
  readonly record: (connectionKey: string, lagMs: number, atMs: number) => void;
  /** The median of `connectionKey`'s samples of the last {@link ALONG_LAG_WINDOW_MS} before `nowMs`. */
  readonly lagOf: (connectionKey: string, nowMs: number) => number | undefined;
  readonly subscribe: (listener: () => void) => () => void;
}

/** An empty store. */
export function createAlongLag(): AlongLag {
  const samples = new Map<string, { lagMs: number; atMs: number }[]>();
  const listeners = new Set<() => void>();
  return {
    record: (key, lagMs, atMs) => {
      samples.set(key, [...(samples.get(key) ?? []), { lagMs, atMs }].slice(-MAX_SAMPLES));
      for (const listener of [...listeners]) listener();
    },
    lagOf: (key, nowMs) => {
      const recent = (samples.get(key) ?? [])
        .filter((sample) => nowMs - sample.atMs <= ALONG_LAG_WINDOW_MS)
        .map((sample) => sample.lagMs)
        .sort((a, b) => a - b);
      if (recent.length === 0) return undefined;
      const middle = Math.floor(recent.length / 2);
      const upper = recent[middle] ?? 0;
      return recent.length % 2 === 1 ? upper : ((recent[middle - 1] ?? upper) + upper) / 2;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let appAlongLag: AlongLag | undefined;

/** The app's store. */
export function alongLag(): AlongLag {
  return (appAlongLag ??= createAlongLag());
}

/** Tests: a fresh store for the app (`undefined`: one made on next use). */
export function setAlongLagForTests(store: AlongLag | undefined): void {
  appAlongLag = store;
}
