/**
 * Pure planning of an HSP stream: which points go in the seed, which in the next top-up, where the
 * threshold sits, and how a looping script is padded. The engine keeps an {@link HspPlan} and asks
 * these functions what to send; nothing here does I/O or reads a clock.
 */
import type { HspPoint } from '../script/hsp';
import {
  HSP_CAPACITY_RESERVE_POINTS,
  HSP_LEAD_HIGH_MS,
  HSP_LEAD_LOW_MS,
  HSP_LOOP_END_PAD_MS,
  HSP_POINTS_PER_ADD,
  HSP_SEEK_HEADROOM_MS,
  HSP_THRESHOLD_MIN_POINTS,
} from './tuning';

/** What has been streamed since the last flush. Script indexes refer to `points`. */
export interface HspPlan {
  /** The points being streamed (loop padding applied). */
  readonly points: readonly HspPoint[];
  /** Script index of the first point of the last flush. */
  readonly flushStartIndex: number;
  /** Script index of the next point to send (= one past the last sent). */
  readonly cursor: number;
  /** Absolute stream index of the last point sent; contiguous over the whole stream. */
  readonly tailStreamIndex: number;
}

/** One `/hsp/add` (or the add embedded in `/hsp/play`). */
export interface HspBatch {
  readonly points: readonly HspPoint[];
  readonly tailPointStreamIndex: number;
  readonly flush: boolean;
  readonly tailPointThreshold: number;
}

/** What is buffered ahead of a device at a script time. */
export interface HspAhead {
  readonly aheadMs: number;
  readonly aheadPoints: number;
}

/** Index of the last point at or before `timeMs`, or −1 when every point is later. */
export function indexAtOrBefore(points: readonly HspPoint[], timeMs: number): number {
  let lo = 0;
  let hi = points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = points[mid];
    if (p && p.t <= timeMs) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/**
 * The threshold for a tail: tail − max(60, ⅓ of the points ahead), never below 1 (the API's
 * minimum). A third of the buffer gives a long buffer time to react; 60 points a short one.
 */
export function thresholdFor(tailStreamIndex: number, aheadPoints: number): number {
  const margin = Math.max(HSP_THRESHOLD_MIN_POINTS, Math.ceil(aheadPoints / 3));
  return Math.max(1, tailStreamIndex - margin);
}

/**
 * Starts a stream at `startMs`: a flushed batch from the point at or before the start (so the
 * device has an anchor to move from), then up to 100 points. Stream indexes go on from
 * `previousTailStreamIndex` (0 for a new stream).
 */
export function seedPlan(
  points: readonly HspPoint[],
  startMs: number,
  previousTailStreamIndex: number,
): { plan: HspPlan; batch: HspBatch } {
  const start = Math.max(0, indexAtOrBefore(points, startMs));
  const sent = points.slice(start, start + HSP_POINTS_PER_ADD);
  const tail = previousTailStreamIndex + sent.length;
  const plan: HspPlan = {
    points,
    flushStartIndex: start,
    cursor: start + sent.length,
    tailStreamIndex: tail,
  };
  const ahead = aheadOf(plan, startMs).aheadPoints;
  return {
    plan,
    batch: {
      points: sent,
      tailPointStreamIndex: tail,
      flush: true,
      tailPointThreshold: thresholdFor(tail, ahead),
    },
  };
}

/** Script time and points buffered after `deviceMs` (what the device has yet to play). */
export function aheadOf(plan: HspPlan, deviceMs: number): HspAhead {
  const { points, flushStartIndex, cursor } = plan;
  const last = points[cursor - 1];
  if (cursor <= flushStartIndex || !last) return { aheadMs: 0, aheadPoints: 0 };
  const played = Math.max(flushStartIndex - 1, indexAtOrBefore(points, deviceMs));
  return {
    aheadMs: Math.max(0, last.t - deviceMs),
    aheadPoints: Math.max(0, cursor - 1 - played),
  };
}

/** Points the device may hold ahead: `max_points − 100`, but at least one add's worth. */
export function leadCapPoints(maxPoints: number): number {
  return Math.max(HSP_POINTS_PER_ADD, maxPoints - HSP_CAPACITY_RESERVE_POINTS);
}

/**
 * The next top-up, or undefined when none is due. Due when less than 30 s is buffered ahead, or
 * when the next batch still fits under 60 s; `force` (the device reported its threshold) skips
 * the lead rule. Never beyond {@link leadCapPoints}; never past the script's end; a batch smaller
 * than 100 only at the script's end or once less than half the cap is left ahead.
 */
export function nextTopUp(
  plan: HspPlan,
  deviceMs: number,
  maxPoints: number,
  force = false,
): { plan: HspPlan; batch: HspBatch } | undefined {
  const { points, cursor } = plan;
  if (cursor >= points.length) return undefined;
  const ahead = aheadOf(plan, deviceMs);
  const cap = leadCapPoints(maxPoints);
  const full = Math.min(HSP_POINTS_PER_ADD, points.length - cursor);
  const size = Math.min(full, cap - ahead.aheadPoints);
  // Full batches keep the request count down; a part batch only once half the cap is played.
  if (size <= 0 || (size < full && ahead.aheadPoints > cap / 2)) return undefined;
  const sent = points.slice(cursor, cursor + size);
  const lastT = sent[sent.length - 1]?.t ?? deviceMs;
  const due = force || ahead.aheadMs < HSP_LEAD_LOW_MS || lastT - deviceMs <= HSP_LEAD_HIGH_MS;
  if (!due) return undefined;
  const tail = plan.tailStreamIndex + size;
  return {
    plan: { ...plan, cursor: cursor + size, tailStreamIndex: tail },
    batch: {
      points: sent,
      tailPointStreamIndex: tail,
      flush: false,
      tailPointThreshold: thresholdFor(tail, ahead.aheadPoints + size),
    },
  };
}

/** Script time of the point with absolute stream index `streamIndex`, if it was sent. */
export function timeOfStreamIndex(plan: HspPlan, streamIndex: number): number | undefined {
  const scriptIndex = plan.cursor - 1 - (plan.tailStreamIndex - streamIndex);
  if (scriptIndex < plan.flushStartIndex || scriptIndex >= plan.cursor) return undefined;
  return plan.points[scriptIndex]?.t;
}

/**
 * Whether the device can be re-anchored at `scriptMs` without a reseed: the point at or before it
 * is still buffered (not flushed, not pushed out by overflow) and at least 1 s follows it (or the
 * script's end is buffered).
 */
export function isInBuffer(plan: HspPlan, scriptMs: number, maxPoints: number): boolean {
  const { points, cursor, flushStartIndex } = plan;
  const lowest = Math.max(flushStartIndex, cursor - maxPoints);
  const at = indexAtOrBefore(points, scriptMs);
  const last = points[cursor - 1];
  if (at < lowest || at >= cursor || !last) return false;
  return cursor >= points.length || last.t - scriptMs >= HSP_SEEK_HEADROOM_MS;
}

/**
 * Pads a script for looping (SYN `processForHandy`): a point at t = 0 and one 50 ms after the
 * end, holding the first and last positions, so the device's loop spans the media's. Points after
 * the end are dropped: a loop never reaches them. `endMs` is the media's length (the last point's
 * time when unknown).
 */
export function padForLoop(points: readonly HspPoint[], endMs: number): HspPoint[] {
  const lastPoint = points[points.length - 1];
  const end = Number.isFinite(endMs) ? Math.round(endMs) : (lastPoint?.t ?? 0);
  const kept = points.filter((p) => p.t <= end);
  const first = kept[0];
  const last = kept[kept.length - 1];
  if (!first || !last) return kept;
  const padded = first.t > 0 ? [{ t: 0, x: first.x }, ...kept] : kept;
  return [...padded, { t: end + HSP_LOOP_END_PAD_MS, x: last.x }];
}

/** Whether the whole script fits in the device's buffer, so the device can loop it by itself. */
export function fitsInBuffer(points: readonly HspPoint[], maxPoints: number): boolean {
  return points.length <= leadCapPoints(maxPoints);
}
