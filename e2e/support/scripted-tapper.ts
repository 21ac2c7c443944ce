/**
 * A scripted person for the tap calibration (issue 21): taps Space a reaction time after each beat
 * of the clip (seen in the page's own video frames) and after each time the emulated slider reaches
 * the top (read from the emulator's play timeline, which includes the device's mechanical lag).
 *
 * Planning is done here, on the wall clock the frames and the emulator share (same machine:
 * `Date.now()`); the taps are pressed by a small script in the page, at the planned wall time, so a
 * round trip through Playwright does not make each tap late by a varying amount. Each tap's time is
 * then the key event's own `timeStamp`, as for a person. Reactions are seeded: the same run taps
 * the same way.
 */
import type { Page } from '@playwright/test';
import { createRandom } from '@glide/core';
import { streamTimeAt, type PlayTimelineSegment } from '@glide/emulator';
import { z } from 'zod';
import type { RecordedFrame } from './sync-measure';

const tapperReportSchema = z.object({ pressed: z.number(), missed: z.number() });

/** Where the page's tapper lives. */
const TAPPER_GLOBAL = '__glideTapper';

/**
 * How early the page's timer wakes the tapper before a planned press: the last stretch is waited
 * out on `performance.now()`, so the press comes at its planned time even when the page's timers
 * run late behind rendering and the video (on a loaded machine, tens of ms).
 */
export const TAPPER_LEAD_MS = 25;

/**
 * A press that the page could not make within this much of its planned time is not made: the
 * scripted person's reactions stay the seeded ones, and the wizard sees a beat without a tap (as
 * when a person misses one) instead of a tap late by however busy the machine was.
 */
export const TAPPER_TOLERANCE_MS = 1;

/**
 * Runs in the page before the app: `plan(wallTimes)` presses Space (keydown then keyup, on the page's
 * body, as a keyboard would) at each wall time still ahead. The page's timer wakes it
 * {@link TAPPER_LEAD_MS} early and it waits out the rest, so each key event is made (and stamped:
 * a made event's `timeStamp` is its creation) at its planned time. A press the page reaches later
 * than {@link TAPPER_TOLERANCE_MS} after it is counted as missed and not made; `stop()` drops every
 * press still to come; `report()` says how many were pressed and missed. The page's own timer is
 * the tapper's finger, not a wait of the test. A string, for the same reason as the frame
 * recorder's (tsx helpers do not exist in the page).
 */
export const TAPPER_SCRIPT = `
(() => {
  if (window['${TAPPER_GLOBAL}']) return;
  const press = () => {
    const target = document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
  };
  const pending = new Set();
  let pressed = 0;
  let missed = 0;
  window['${TAPPER_GLOBAL}'] = {
    plan(wallTimes) {
      for (const at of wallTimes) {
        const delay = at - Date.now();
        if (delay <= 0) continue;
        const dueMs = performance.now() + delay;
        const handle = window.setTimeout(() => {
          pending.delete(handle);
          while (performance.now() < dueMs) {}
          if (performance.now() - dueMs > ${TAPPER_TOLERANCE_MS}) {
            missed += 1;
            return;
          }
          press();
          pressed += 1;
        }, Math.max(0, delay - ${TAPPER_LEAD_MS}));
        pending.add(handle);
      }
    },
    stop() {
      for (const handle of pending) window.clearTimeout(handle);
      pending.clear();
    },
    report() {
      return { pressed, missed };
    },
  };
})();
`;

/** Installs the tapper in every page of the context (before the app starts). */
export async function installTapper(page: Page): Promise<void> {
  await page.addInitScript({ content: TAPPER_SCRIPT });
}

/** Hands the page's tapper taps to press at `wallTimes` (ms, `Date.now()` clock). */
export async function planTaps(page: Page, wallTimes: readonly number[]): Promise<void> {
  if (wallTimes.length === 0) return;
  await page.evaluate(`window['${TAPPER_GLOBAL}'].plan(${JSON.stringify(wallTimes)})`);
}

/** Drops the taps still planned: the person stops tapping when the phase is done. */
export async function stopTapping(page: Page): Promise<void> {
  await page.evaluate(`window['${TAPPER_GLOBAL}'].stop()`);
}

/** What the page's tapper did: presses made at their time, and presses it could not make in time. */
export interface TapperReport {
  readonly pressed: number;
  readonly missed: number;
}

/** What the page's tapper did so far. */
export async function tapperReport(page: Page): Promise<TapperReport> {
  const report: unknown = await page.evaluate(`window['${TAPPER_GLOBAL}'].report()`);
  return tapperReportSchema.parse(report);
}

/** A reaction time: `meanMs` ± `jitterMs`, uniform (the core's simulated tapper's shape). */
export function reactions(seed: number, meanMs: number, jitterMs: number): () => number {
  const random = createRandom(seed);
  return () => meanMs + (random() * 2 - 1) * jitterMs;
}

/**
 * The wall times within `[fromMs, toMs]` at which the clip shows a beat (media time ≡ `phaseMs`
 * modulo `periodMs`), from its latest playing frame: the video runs at 1× from it. Only beats before
 * the loop's end (`loopMs`): the start of the next loop is planned from its own frames, so a hitch
 * at the wrap does not move those taps.
 */
export function beatsFromFrames(
  frames: readonly RecordedFrame[],
  fromMs: number,
  toMs: number,
  periodMs: number,
  loopMs: number,
  phaseMs = 0,
): number[] {
  const last = frames.filter((frame) => !frame.paused && frame.rate === 1).at(-1);
  if (!last) return [];
  const endMs = last.atMs + (loopMs - last.mediaMs);
  return nextBeats(last.atMs, last.mediaMs, 1, fromMs, Math.min(toMs, endMs), periodMs, phaseMs);
}

/**
 * The wall times within `[fromMs, toMs]` at which the emulated slider reaches the top of the
 * script (stream time ≡ `phaseMs` modulo `periodMs`), read from its play timeline as it is now:
 * the last segment runs on. Empty while the device does not play.
 */
export function topsFromTimeline(
  segments: readonly PlayTimelineSegment[],
  nowMs: number,
  fromMs: number,
  toMs: number,
  periodMs: number,
  phaseMs: number,
): number[] {
  const last = segments.at(-1);
  if (!last?.running || last.rate <= 0) return [];
  const streamMs = streamTimeAt(segments, nowMs);
  if (streamMs === undefined) return [];
  return nextBeats(nowMs, streamMs, last.rate, fromMs, toMs, periodMs, phaseMs);
}

/**
 * Wall times in `[fromMs, toMs]` where a clock at `positionMs` at `atMs`, running at `rate`, passes
 * `phase + k·period`.
 */
function nextBeats(
  atMs: number,
  positionMs: number,
  rate: number,
  fromMs: number,
  toMs: number,
  periodMs: number,
  phaseMs: number,
): number[] {
  const beats: number[] = [];
  const first = Math.ceil((positionMs + (fromMs - atMs) * rate - phaseMs) / periodMs);
  for (let k = first; ; k++) {
    const wallMs = atMs + (phaseMs + k * periodMs - positionMs) / rate;
    if (wallMs > toMs) break;
    if (wallMs >= fromMs) beats.push(wallMs);
  }
  return beats;
}
