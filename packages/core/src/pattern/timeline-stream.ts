import type { HspPoint } from '../script/hsp';
import {
  firstPointAfter,
  firstPointAtOrAfter,
  interpolatePct,
  isCycleEmpty,
  type PatternCycle,
} from './cycle';
import type { PatternTimeline, TimelineSegment } from './timeline-types';

/**
 * The points a {@link PatternTimeline} streams, read on demand: no point list is ever built for
 * more than the window asked for, so a session can run for hours.
 *
 * Segment j owns the stream times `[fromMs_j, fromMs_{j+1})`. Its points are a point at `fromMs`
 * (`startPct`, when defined) and then its cycle's points strictly after `fromMs`, loop k of the cycle
 * starting at `originMs + k × periodMs`.
 */

/** Index of the segment playing at `timeMs` (the last with `fromMs ≤ timeMs`), −1 if none yet. */
export function segmentIndexAt(segments: readonly TimelineSegment[], timeMs: number): number {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const probe = segments[mid];
    if (probe !== undefined && probe.fromMs <= timeMs) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function segmentEndMs(segments: readonly TimelineSegment[], index: number): number {
  return segments[index + 1]?.fromMs ?? Number.POSITIVE_INFINITY;
}

/** Loop number and time within the loop of a stream time, for a non-empty cycle. */
function loopOf(cycle: PatternCycle, originMs: number, timeMs: number) {
  const loop = Math.floor((timeMs - originMs) / cycle.periodMs);
  return { loop, cycleMs: timeMs - originMs - loop * cycle.periodMs };
}

function pointOfLoop(segment: TimelineSegment, loop: number, index: number): HspPoint | undefined {
  const p = segment.cycle.points[index];
  if (p === undefined) return undefined;
  return { t: segment.originMs + loop * segment.cycle.periodMs + p.t, x: p.x };
}

/** Appends the cycle's points with `fromMs ≤ t < toMs` (integer bounds) to `out`. */
function pushCyclePoints(segment: TimelineSegment, fromMs: number, toMs: number, out: HspPoint[]) {
  const { cycle } = segment;
  const start = loopOf(cycle, segment.originMs, fromMs);
  let loop = start.loop;
  let index = firstPointAtOrAfter(cycle.points, start.cycleMs);
  for (;;) {
    if (index >= cycle.points.length) {
      index = 0;
      loop++;
    }
    const point = pointOfLoop(segment, loop, index);
    if (point === undefined || point.t >= toMs) return;
    out.push(point);
    index++;
  }
}

/** The cycle's last point at or before `timeMs` (it may lie before the segment starts). */
function lastCyclePointAtOrBefore(segment: TimelineSegment, timeMs: number) {
  const { loop, cycleMs } = loopOf(segment.cycle, segment.originMs, timeMs);
  const index = firstPointAfter(segment.cycle.points, cycleMs) - 1;
  if (index >= 0) return pointOfLoop(segment, loop, index);
  return pointOfLoop(segment, loop - 1, segment.cycle.points.length - 1);
}

/** The cycle's first point strictly after `timeMs`. */
function firstCyclePointAfter(segment: TimelineSegment, timeMs: number) {
  const { loop, cycleMs } = loopOf(segment.cycle, segment.originMs, timeMs);
  const index = firstPointAfter(segment.cycle.points, cycleMs);
  if (index < segment.cycle.points.length) return pointOfLoop(segment, loop, index);
  return pointOfLoop(segment, loop + 1, 0);
}

/**
 * The stream's points with `fromMs ≤ t < toMs`: whole-ms times, strictly increasing, positions
 * 0–100. At every switch there is a point exactly at the switch time holding the position the
 * stream had there, so the device never jumps; reading `[a, b)` then `[b, c)` gives exactly
 * `[a, c)`.
 *
 * @throws RangeError if `toMs` is not finite (a stream never ends on its own).
 */
export function timelinePointsBetween(
  timeline: PatternTimeline,
  fromMs: number,
  toMs: number,
): HspPoint[] {
  if (!Number.isFinite(toMs)) throw new RangeError(`toMs must be finite, got ${toMs}`);
  const lo = Math.ceil(fromMs);
  const hi = Math.ceil(toMs);
  const out: HspPoint[] = [];
  if (!(hi > lo)) return out;
  const { segments } = timeline;
  for (let j = Math.max(0, segmentIndexAt(segments, lo)); j < segments.length; j++) {
    const segment = segments[j];
    if (segment === undefined || segment.fromMs >= hi) break;
    const endMs = Math.min(hi, segmentEndMs(segments, j));
    if (Math.max(lo, segment.fromMs) >= endMs) continue;
    if (segment.startPct !== undefined && segment.fromMs >= lo) {
      out.push({ t: segment.fromMs, x: segment.startPct });
    }
    if (!isCycleEmpty(segment.cycle)) {
      pushCyclePoints(segment, Math.max(lo, segment.fromMs + 1), endMs, out);
    }
  }
  return out;
}

/** The stream's last point with `t ≤ timeMs`, or `undefined` when none has been reached. */
export function timelinePreviousPoint(
  timeline: PatternTimeline,
  timeMs: number,
): HspPoint | undefined {
  const { segments } = timeline;
  let boundMs = timeMs;
  for (let j = segmentIndexAt(segments, timeMs); j >= 0; j--) {
    const segment = segments[j];
    if (segment === undefined) return undefined;
    if (!isCycleEmpty(segment.cycle)) {
      const point = lastCyclePointAtOrBefore(segment, boundMs);
      if (point !== undefined && point.t > segment.fromMs) return point;
    }
    if (segment.startPct !== undefined) return { t: segment.fromMs, x: segment.startPct };
    boundMs = segment.fromMs - 1;
  }
  return undefined;
}

/** The stream's first point with `t > timeMs`, or `undefined` when the stream stops for good. */
export function timelineNextPoint(timeline: PatternTimeline, timeMs: number): HspPoint | undefined {
  const { segments } = timeline;
  if (Number.isNaN(timeMs)) return undefined;
  for (let j = Math.max(0, segmentIndexAt(segments, timeMs)); j < segments.length; j++) {
    const segment = segments[j];
    if (segment === undefined) return undefined;
    if (segment.fromMs > timeMs && segment.startPct !== undefined) {
      return { t: segment.fromMs, x: segment.startPct };
    }
    if (!isCycleEmpty(segment.cycle)) {
      const point = firstCyclePointAfter(segment, Math.max(timeMs, segment.fromMs));
      if (point !== undefined && point.t < segmentEndMs(segments, j)) return point;
    }
  }
  return undefined;
}

/**
 * Where the stream has the device at `timeMs` (any real time), interpolated linearly between the
 * points around it as the device does; after the last point it stays there. Not rounded, for the
 * device figure and the graph. `undefined` before the first point.
 */
export function timelinePositionAt(timeline: PatternTimeline, timeMs: number): number | undefined {
  const previous = timelinePreviousPoint(timeline, timeMs);
  if (previous === undefined || previous.t === timeMs) return previous?.x;
  const next = timelineNextPoint(timeline, timeMs);
  return next === undefined ? previous.x : interpolatePct(previous, next, timeMs);
}

/**
 * The stream's next `count` points with `t > afterMs`, in order (fewer if the stream stops). What
 * a player tops its device buffer up with.
 */
export function timelinePointsAfter(
  timeline: PatternTimeline,
  afterMs: number,
  count: number,
): HspPoint[] {
  const out: HspPoint[] = [];
  let timeMs = afterMs;
  while (out.length < count) {
    const point = timelineNextPoint(timeline, timeMs);
    if (point === undefined) break;
    out.push(point);
    timeMs = point.t;
  }
  return out;
}
