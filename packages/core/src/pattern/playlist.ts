import type { HspPoint } from '../script/hsp';
import {
  EMPTY_CYCLE,
  isCycleEmpty,
  normaliseCycle,
  positiveModulo,
  type PatternCycle,
} from './cycle';

/**
 * A playlist: cycles played one after the other, each a number of times, the whole list looping.
 * It becomes one {@link PatternCycle}, so the player and the timeline treat it like any beat.
 */

/** One entry of a playlist: `cycle` played `repeat` times. `id` is the caller's (e.g. a beat uuid). */
export interface PlaylistEntry {
  readonly id: string;
  readonly cycle: PatternCycle;
  /** How many times in a row; rounded down, and an entry with fewer than 1 is skipped. */
  readonly repeat: number;
}

/** Where one entry's repetitions sit in the playlist's loop. */
export interface PlaylistSpan {
  /** Index of the entry in the list given (skipped entries keep their index free). */
  readonly index: number;
  /** The entry's cycle, made valid ({@link normaliseCycle}). */
  readonly cycle: PatternCycle;
  readonly repeat: number;
  /** When its first repetition starts in the playlist's loop. */
  readonly startMs: number;
  /** All its repetitions: `repeat × cycle.periodMs`. */
  readonly durationMs: number;
}

/** Which entry plays at a time of the playlist's loop (see {@link playlistPositionAt}). */
export interface PlaylistPosition {
  /** Index of the entry in the list given. */
  readonly index: number;
  /** Which repetition of it, from 0. */
  readonly repetition: number;
  /** Time within that repetition's cycle, `0 ≤ entryMs < periodMs`. */
  readonly entryMs: number;
}

/**
 * The entries that play, with their place in the loop. Entries whose cycle is empty (no points or
 * no period) or whose repeat count is below 1 are skipped.
 */
export function playlistSpans(entries: readonly PlaylistEntry[]): PlaylistSpan[] {
  const spans: PlaylistSpan[] = [];
  let startMs = 0;
  entries.forEach((entry, index) => {
    const cycle = normaliseCycle(entry.cycle);
    const repeat = Number.isFinite(entry.repeat) ? Math.floor(entry.repeat) : 0;
    if (repeat < 1 || isCycleEmpty(cycle)) return;
    const durationMs = repeat * cycle.periodMs;
    spans.push({ index, cycle, repeat, startMs, durationMs });
    startMs += durationMs;
  });
  return spans;
}

/**
 * The whole playlist as one loop: each entry's cycle `repeat` times, in list order. Each entry
 * plays its cycle exactly as that cycle loops on its own (a beat's cycle starts with its loop-start
 * point), and the device moves linearly from the last point of one entry to the first of the next,
 * as it does across any wrap. Empty entries are skipped; with none left the result is
 * {@link EMPTY_CYCLE}.
 */
export function playlistCycle(entries: readonly PlaylistEntry[]): PatternCycle {
  const spans = playlistSpans(entries);
  const last = spans[spans.length - 1];
  if (last === undefined) return EMPTY_CYCLE;
  const points: HspPoint[] = [];
  for (const { cycle, repeat, startMs } of spans) {
    for (let r = 0; r < repeat; r++) {
      const offsetMs = startMs + r * cycle.periodMs;
      for (const { t, x } of cycle.points) points.push({ t: offsetMs + t, x });
    }
  }
  return { points, periodMs: last.startMs + last.durationMs };
}

/**
 * Which entry, repetition and time within it play at `cycleMs` of the playlist's loop (taken
 * modulo the loop, so a stream clock's phase can be passed as is); `undefined` when nothing plays.
 */
export function playlistPositionAt(
  entries: readonly PlaylistEntry[],
  cycleMs: number,
): PlaylistPosition | undefined {
  const spans = playlistSpans(entries);
  const last = spans[spans.length - 1];
  if (last === undefined || !Number.isFinite(cycleMs)) return undefined;
  const atMs = positiveModulo(cycleMs, last.startMs + last.durationMs);
  // The last span starting at or before atMs; spans are few, so a linear scan is enough.
  let span = spans[0] ?? last;
  for (const candidate of spans) if (candidate.startMs <= atMs) span = candidate;
  const intoMs = atMs - span.startMs;
  const repetition = Math.min(span.repeat - 1, Math.floor(intoMs / span.cycle.periodMs));
  return { index: span.index, repetition, entryMs: intoMs - repetition * span.cycle.periodMs };
}
