/**
 * How far the emulated slider is from where a script puts it: the emulator's recent positions
 * (`timeline` of its device snapshot) against the script's position at the device's own play time
 * then (its play timeline), both on the emulator's clock, so nothing here depends on when the test
 * asks. A device that keeps up stays within a few percent; one asked to move faster than it can
 * arrives late, ever later, and is soon tens of percent away at any delay.
 */
import { expect } from '@playwright/test';
import { streamTimeAt } from '@glide/emulator';
import { emulatorControl } from './emulator-control';

/**
 * How long after its play clock starts or jumps the slider is given to get where it should be (and
 * to make up a late start, with the tenth of its top speed a speed fix leaves it).
 */
const SETTLE_MS = 1_000;

/** A script's points, in order. */
export type ScriptPoints = readonly { readonly at: number; readonly pos: number }[];

/** The script's position (0–100) at `ms`, straight between points. */
function positionAt(points: ScriptPoints, ms: number): number | undefined {
  const first = points[0];
  if (!first || ms < first.at) return undefined;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b || ms > b.at) continue;
    return b.at === a.at ? b.pos : a.pos + ((b.pos - a.pos) * (ms - a.at)) / (b.at - a.at);
  }
  return undefined;
}

/** What {@link followErrorsPct} finds. */
export interface FollowErrors {
  /** |device − script| in percent of the stroke zone, at each sample, at the best delay. */
  readonly errorsPct: number[];
  /** The constant delay (ms, + = the device later than its play clock) that fits best. */
  readonly delayMs: number;
}

/** The delays tried: a device that starts mid-stroke at its top speed may trail by a fixed amount. */
const DELAYS_MS = Array.from({ length: 21 }, (_, i) => (i - 10) * 10);

/**
 * |device − script| in percent of the stroke zone, every sample of the emulator's last `windowMs`
 * at which the device's play clock had been running inside the script for {@link SETTLE_MS} (a
 * start, a seek and the seam of a loop are left out), on the stream that plays now; compared at
 * the constant delay within ±100 ms that fits best. A script played at the device's top speed
 * leaves it no speed to make up a late start, so it may trail by a few tens of ms throughout.
 */
export async function followErrorsPct(
  key: string,
  points: ScriptPoints,
  windowMs = 2_000,
): Promise<FollowErrors> {
  const snapshot = await emulatorControl.device(key, windowMs);
  const timeline = await emulatorControl.sync.playTimeline(key, snapshot.timeline.startMs - 60_000);
  const { min_absolute: minMm, max_absolute: maxMm } = snapshot.stroke;
  const lastMs = points.at(-1)?.at ?? 0;
  const current = timeline.segments.at(-1)?.streamId;
  const samples: { streamMs: number; actualPct: number }[] = [];
  snapshot.timeline.positionsMm.forEach((mm, i) => {
    const atMs = snapshot.timeline.startMs + i * snapshot.timeline.stepMs;
    const streamMs = streamTimeAt(timeline.segments, atMs);
    if (streamMs === undefined || streamMs < 250 || streamMs > lastMs - 250) return;
    // Not while the device's play clock has just started or jumped (a new stream, a seek, a
    // loop's seam): the slider is still on its way from wherever it was.
    const since = timeline.segments.findLast((segment) => segment.fromMs <= atMs);
    if (!since?.running || atMs - since.fromMs < SETTLE_MS) return;
    // Only the stream playing now: an earlier one played another script (before a fix, say).
    if (since.streamId !== current) return;
    samples.push({ streamMs, actualPct: ((mm - minMm) / (maxMm - minMm)) * 100 });
  });
  let best: FollowErrors = { errorsPct: [], delayMs: 0 };
  let bestMean = Number.POSITIVE_INFINITY;
  for (const delayMs of DELAYS_MS) {
    const errorsPct: number[] = [];
    for (const { streamMs, actualPct } of samples) {
      const expected = positionAt(points, streamMs - delayMs);
      if (expected !== undefined) errorsPct.push(Math.abs(actualPct - expected));
    }
    const mean = errorsPct.reduce((a, b) => a + b, 0) / Math.max(1, errorsPct.length);
    if (errorsPct.length === samples.length && mean < bestMean) {
      bestMean = mean;
      best = { errorsPct, delayMs };
    }
  }
  return best;
}

/**
 * {@link followErrorsPct} once the device has played at least `minSamples` samples of the script in
 * the window (a stream that has just started has fewer): asked again every 250 ms, for up to 15 s.
 */
export async function followErrorsOnceFollowing(
  key: string,
  points: ScriptPoints,
  minSamples = 40,
): Promise<FollowErrors> {
  let found = await followErrorsPct(key, points);
  await expect
    .poll(
      async () => {
        found = await followErrorsPct(key, points);
        return found.errorsPct.length;
      },
      { timeout: 15_000, intervals: [250], message: 'samples of the script the device played' },
    )
    .toBeGreaterThanOrEqual(minSamples);
  return found;
}
