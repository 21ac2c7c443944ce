import {
  cyclePositionAt,
  isCycleEmpty,
  normaliseCycle,
  positiveModulo,
  toPositionPct,
  type PatternCycle,
} from './cycle';
import { segmentIndexAt, timelinePositionAt, timelinePreviousPoint } from './timeline-stream';
import type { PatternTimeline, TimelineSegment } from './timeline-types';

export type { PatternTimeline, TimelineSegment } from './timeline-types';

/**
 * The live stream of a looping pattern on a continuous stream clock (the HSP stream's time), and
 * edits to it that take effect at a chosen time without a jump. A timeline is an immutable value:
 * every function returns a new one. Read its points with `timelinePointsBetween`.
 */

/**
 * When an edit takes effect: `'asap'` at the time asked; `'halfCycle'` at the next half-loop
 * boundary of what is playing (the app's `updateTimeHalfway` setting), so a change lands at the
 * beat's start or half, never mid-stroke.
 */
export type TimelineAlign = 'asap' | 'halfCycle';

/** A switched timeline and the stream time from which the new cycle plays. */
export interface TimelineSwitch {
  readonly timeline: PatternTimeline;
  readonly switchAtMs: number;
}

/** Where in its loop the timeline is at a time, for the editor's playhead. */
export interface TimelinePhase {
  readonly segmentIndex: number;
  readonly cycle: PatternCycle;
  /** Time within the current loop, `0 ≤ cycleMs < periodMs` (0 for a cycle without a period). */
  readonly cycleMs: number;
  /** Which loop of this segment, counted from its origin. */
  readonly loop: number;
}

function wholeMs(timeMs: number, name: string): number {
  if (!Number.isFinite(timeMs)) throw new RangeError(`${name} must be finite, got ${timeMs}`);
  return Math.ceil(timeMs) + 0;
}

function hasPeriod(cycle: PatternCycle): boolean {
  return cycle.periodMs > 0 && Number.isFinite(cycle.periodMs);
}

/**
 * A timeline playing `cycle` from stream time `atMs` (rounded up to a whole ms), its loop starting
 * there. An empty cycle gives a timeline with no points (its period still drives the playhead).
 *
 * @throws RangeError if `atMs` is not finite.
 */
export function startTimeline(cycle: PatternCycle, atMs = 0): PatternTimeline {
  const fromMs = wholeMs(atMs, 'atMs');
  const valid = normaliseCycle(cycle);
  const ownPct = cyclePositionAt(valid, 0);
  const startPct = ownPct === undefined ? undefined : toPositionPct(ownPct);
  return { segments: [{ fromMs, cycle: valid, originMs: fromMs, startPct }] };
}

/** The first half-loop boundary (of the cycle then playing) at or after `atMs`. */
function halfCycleSwitchMs(segments: readonly TimelineSegment[], atMs: number): number {
  const playing = segmentIndexAt(segments, atMs);
  if (playing < 0) return atMs;
  for (let j = playing; j < segments.length; j++) {
    const segment = segments[j];
    if (segment === undefined) break;
    const lowerMs = Math.max(atMs, segment.fromMs);
    // Nothing moves in an empty cycle, so there is no stroke to protect: switch at once.
    if (isCycleEmpty(segment.cycle)) return lowerMs;
    const periodMs = segment.cycle.periodMs;
    const half = Math.ceil((2 * (lowerMs - segment.originMs)) / periodMs);
    const boundaryMs = segment.originMs + (half * periodMs) / 2;
    // A segment that starts before the boundary plays by then: look for its own boundary.
    if (boundaryMs < (segments[j + 1]?.fromMs ?? Number.POSITIVE_INFINITY)) return boundaryMs;
  }
  return atMs;
}

/**
 * The stream time at which {@link switchTimeline} would switch, without switching (for a
 * "changes at …" hint).
 *
 * @throws RangeError if `atMs` is not finite.
 */
export function timelineSwitchTime(
  timeline: PatternTimeline,
  atMs: number,
  align: TimelineAlign = 'asap',
): number {
  const at = wholeMs(atMs, 'atMs');
  // The boundary is looked for from the exact time, so a boundary at 2.5 ms is not skipped by 2.5.
  return align === 'halfCycle' ? Math.ceil(halfCycleSwitchMs(timeline.segments, atMs)) + 0 : at;
}

/**
 * Plays `nextCycle` from `switchAtMs` on (see {@link TimelineAlign}; times rounded up to whole ms),
 * replacing whatever the timeline held from then on. Everything before `switchAtMs` is unchanged,
 * point for point, so points already sent to the device stay right.
 *
 * - **No jump.** The stream gets a point exactly at `switchAtMs` holding the position it had there
 *   (rounded to whole percent: within half a percent), and the device moves on from it to the new
 *   cycle's next point. A point of the new cycle falling exactly at `switchAtMs` gives way to it.
 * - **Phase kept.** The new cycle starts at the same fraction of its loop as the old one had reached
 *   (to the nearest ms), so a tempo change keeps the device in step and a same-length edit keeps
 *   the exact place in the loop. With nothing playing before, the new loop starts at the switch.
 * - **Empty cycle.** Switching to it stops the stream: the point at `switchAtMs` is the last one and
 *   the device stays there.
 *
 * @throws RangeError if `atMs` is not finite.
 */
export function switchTimeline(
  timeline: PatternTimeline,
  nextCycle: PatternCycle,
  atMs: number,
  align: TimelineAlign = 'asap',
): TimelineSwitch {
  const switchAtMs = timelineSwitchTime(timeline, atMs, align);
  const kept = timeline.segments.filter((segment) => segment.fromMs < switchAtMs);
  // The stream as it stood (replaced segments included, whose start points shape the line into
  // s), so the device's path up to s stays what was sent. If nothing played before s there is no
  // path to keep, and the new cycle starts where its own loop is.
  const played = timelinePreviousPoint(timeline, switchAtMs - 1) !== undefined;
  const heldPct = played ? timelinePositionAt(timeline, switchAtMs) : undefined;
  const previous = kept[kept.length - 1];
  const cycle = normaliseCycle(nextCycle);

  let originMs = switchAtMs;
  if (previous !== undefined && hasPeriod(previous.cycle) && hasPeriod(cycle)) {
    const old = previous.cycle.periodMs;
    const fraction = positiveModulo(switchAtMs - previous.originMs, old) / old;
    originMs = switchAtMs - Math.round(fraction * cycle.periodMs);
  }
  const ownPct = cyclePositionAt(cycle, switchAtMs - originMs);
  const startPct = heldPct ?? ownPct;
  const segment: TimelineSegment = {
    fromMs: switchAtMs,
    cycle,
    originMs,
    startPct: startPct === undefined ? undefined : toPositionPct(startPct),
  };
  return { timeline: { segments: [...kept, segment] }, switchAtMs };
}

/**
 * The segment playing at `timeMs` and where in its loop it is; `undefined` before the timeline
 * starts.
 */
export function timelinePhaseAt(
  timeline: PatternTimeline,
  timeMs: number,
): TimelinePhase | undefined {
  const segmentIndex = segmentIndexAt(timeline.segments, timeMs);
  const segment = timeline.segments[segmentIndex];
  if (segment === undefined) return undefined;
  const { cycle, originMs } = segment;
  if (!hasPeriod(cycle)) return { segmentIndex, cycle, cycleMs: 0, loop: 0 };
  const loop = Math.floor((timeMs - originMs) / cycle.periodMs);
  return { segmentIndex, cycle, cycleMs: timeMs - originMs - loop * cycle.periodMs, loop };
}

/**
 * Drops the segments that ended at or before `beforeMs`, so a long session stays small. Points,
 * positions and phases at `beforeMs` and later are unchanged (segment indexes shift).
 */
export function pruneTimeline(timeline: PatternTimeline, beforeMs: number): PatternTimeline {
  const first = segmentIndexAt(timeline.segments, beforeMs);
  return first <= 0 ? timeline : { segments: timeline.segments.slice(first) };
}
