/**
 * One phase of the tap calibration, as it happens: the stimuli (the clip's beats, or the device's
 * commanded tops) put on the tap clock as the media passes them, and the person's taps on the same
 * clock, analysed by `@glide/core`'s `analyseTaps` after every tap. Framework-free: the media clock
 * and the "is it counting" rule are handed in, so a test drives it with a `ScriptClock` on a
 * `FakeClock`; the page hands in a video media clock on the performance timeline, which taps'
 * `event.timeStamp` share.
 */
import { analyseTaps, type Action, type MediaClock, type PhaseEstimate } from '@glide/core';

/** Options of {@link createTapSession}. */
export interface TapSessionOptions {
  /**
   * The media, sampled on the tap clock: each sample's `atMs` is on the clock taps are stamped on.
   * Its position is media time (for the sync clip, 0–12 s, wrapping at the loop).
   */
  readonly media: MediaClock;
  /** The stimuli in media time within one loop, ascending (the beats, or the script's tops). */
  readonly stimuliMs: readonly number[];
  /** The loop's length in media ms: a jump from its last second to its first is the wrap. */
  readonly loopMs: number;
  /** The beat period, ms (500 at 120 BPM). */
  readonly periodMs: number;
  /**
   * Whether stimuli count now (default always): the device phase counts only while the device
   * follows the media, since before that nothing reaches the top when the script says so.
   */
  readonly counting?: () => boolean;
}

/** What {@link TapSession.tap} made of a tap. */
export type TapOutcome =
  /** Counted: the phase's estimate with it. */
  | { readonly kind: 'counted'; readonly estimate: PhaseEstimate }
  /** Not counted: the media was not running (paused, stalled, at another rate, device not following). */
  | { readonly kind: 'ignored' };

/** A phase's taps and stimuli. */
export interface TapSession {
  /** Reads the media and keeps every stimulus it passed since the last sample; call every frame. */
  sample(): void;
  /** Whether taps count now: the last sample found the media running (and counting). */
  running(): boolean;
  /** A tap at `atMs` (tap clock: `event.timeStamp`). */
  tap(atMs: number): TapOutcome;
  /** The stimuli kept so far, tap clock ms, ascending. */
  stimuliMs(): readonly number[];
  /** The taps counted so far, tap clock ms. */
  tapsMs(): readonly number[];
}

/** Within this much media time of the loop's end and start, a backward jump is the loop's wrap. */
const WRAP_EDGE_MS = 1_000;

/**
 * A position this far from where the last sample and the time since put it is a jump (a seek, or
 * the loop's wrap), not a video frame's unevenness (half a frame, ~17 ms at 30 fps).
 */
const JUMP_MS = 100;

/**
 * After a start, a resume or the loop's wrap, stimuli are not kept for this long (tap clock ms):
 * a video's position is the element's coarse `currentTime` until its first frames come back, and a
 * beat timed from it could be tens of ms off. A missed beat costs nothing (its tap is left
 * unpaired); a mistimed one would bias the estimate.
 */
export const SETTLE_MS = 200;

/** The times of `actions` where the script reaches a top: a local maximum (the first of a plateau). */
export function scriptTopsMs(actions: readonly Action[]): number[] {
  const tops: number[] = [];
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index];
    if (!action) continue;
    const before = actions[index - 1];
    // The next point at another position: a plateau's first point is its top.
    let after = index + 1;
    while (actions[after] !== undefined && actions[after]?.pos === action.pos) after++;
    const next = actions[after];
    const rises = before === undefined || before.pos < action.pos;
    const falls = next === undefined || next.pos < action.pos;
    const plateauStart = before === undefined || before.pos !== action.pos;
    if (rises && falls && plateauStart && (before !== undefined || next !== undefined)) {
      tops.push(action.at);
    }
  }
  return tops;
}

/** The beats of a loop of `loopMs` at one every `periodMs`, from 0. */
export function loopBeatsMs(loopMs: number, periodMs: number): number[] {
  const beats: number[] = [];
  for (let at = 0; at < loopMs; at += periodMs) beats.push(at);
  return beats;
}

/** Starts a phase: no stimulus and no tap yet. */
export function createTapSession(options: TapSessionOptions): TapSession {
  const { media, loopMs, periodMs } = options;
  const stimuli = options.stimuliMs.filter((at) => at >= 0 && at < loopMs);
  const counting = options.counting ?? (() => true);
  const kept: number[] = [];
  const taps: number[] = [];
  /** The last sample while running; undefined while not (nothing is kept across a gap). */
  let last: { readonly positionMs: number; readonly atMs: number } | undefined;
  /** Tap clock ms before which no stimulus is kept (a fresh start, a resume, a wrap). */
  let settledFromMs = -Infinity;

  /** Keeps the stimuli in media time (from, to], read from a sample at `atMs` where the media is at `to`. */
  const keep = (fromMs: number, toMs: number, atMs: number, shiftMs: number) => {
    for (const stimulus of stimuli) {
      if (stimulus <= fromMs || stimulus > toMs) continue;
      const wallMs = atMs - (toMs - stimulus + shiftMs);
      if (wallMs >= settledFromMs) kept.push(wallMs);
    }
  };

  const running = (): boolean => last !== undefined;

  return {
    sample() {
      const now = media.sample();
      if (now.paused || now.stalled || now.rate !== 1 || !counting()) {
        last = undefined;
        return;
      }
      const positionMs = now.positionMs;
      if (last === undefined) {
        settledFromMs = now.atMs + SETTLE_MS;
      } else {
        const expectedMs = last.positionMs + (now.atMs - last.atMs);
        if (Math.abs(positionMs - expectedMs) <= JUMP_MS) {
          keep(last.positionMs, positionMs, now.atMs, 0);
        } else if (
          Math.abs(positionMs + loopMs - expectedMs) <= JUMP_MS &&
          last.positionMs >= loopMs - WRAP_EDGE_MS
        ) {
          settledFromMs = Math.max(settledFromMs, now.atMs + SETTLE_MS);
          // The end of the loop, then its start: the end's stimuli lie a loop further back.
          keep(last.positionMs, loopMs, now.atMs, positionMs);
          keep(-Infinity, positionMs, now.atMs, 0);
        } else {
          // A seek: start again from here.
          settledFromMs = now.atMs + SETTLE_MS;
        }
      }
      last = { positionMs, atMs: now.atMs };
    },
    tap(atMs) {
      if (!running() || !Number.isFinite(atMs)) return { kind: 'ignored' };
      taps.push(atMs);
      return {
        kind: 'counted',
        estimate: analyseTaps({ beatsMs: kept, tapsMs: taps, periodMs }),
      };
    },
    running,
    stimuliMs: () => kept,
    tapsMs: () => taps,
  };
}
