import type { HspPoint } from '../script/hsp';
import { MAX_POSITION_PCT, MIN_POSITION_PCT } from '../script/normalise';

/**
 * One loop of a repeating pattern. The pattern is the loop played over and over: loop k occupies
 * `[k × periodMs, (k + 1) × periodMs)`, and the device moves linearly from each point to the next,
 * including from the last point of one loop to the first point of the next (the wrap).
 *
 * A valid cycle has an integer `periodMs` > 0 and points with integer `t`, `0 ≤ t < periodMs`,
 * strictly increasing, and integer positions 0–100 ({@link normaliseCycle} makes one valid).
 */
export interface PatternCycle {
  readonly points: readonly HspPoint[];
  readonly periodMs: number;
}

/** A cycle with nothing to play. */
export const EMPTY_CYCLE: PatternCycle = Object.freeze({ points: Object.freeze([]), periodMs: 0 });

/**
 * True when the cycle has nothing to play: no points, or no positive period. A player given an empty
 * cycle sends nothing and leaves the device where it is.
 */
export function isCycleEmpty(cycle: PatternCycle): boolean {
  return cycle.points.length === 0 || !(cycle.periodMs > 0) || !Number.isFinite(cycle.periodMs);
}

function isValidCycle(cycle: PatternCycle): boolean {
  if (!Number.isInteger(cycle.periodMs) || cycle.periodMs <= 0) return false;
  let previousMs = -1;
  for (const { t, x } of cycle.points) {
    if (!Number.isInteger(t) || t <= previousMs || t >= cycle.periodMs) return false;
    if (!Number.isInteger(x) || x < MIN_POSITION_PCT || x > MAX_POSITION_PCT) return false;
    previousMs = t;
  }
  return true;
}

/** Rounds a position to the device's integer percent and clamps it to 0–100. */
export function toPositionPct(position: number): number {
  return Math.min(MAX_POSITION_PCT, Math.max(MIN_POSITION_PCT, Math.round(position))) + 0;
}

/**
 * Makes any cycle valid: the period is rounded to whole ms, point times rounded and positions
 * rounded and clamped, points outside `[0, periodMs)` or non-finite dropped, sorted, and one point
 * per time kept (the last given). Returns the cycle itself when it is already valid, so callers can
 * compare by identity; returns {@link EMPTY_CYCLE} when nothing playable remains.
 */
export function normaliseCycle(cycle: PatternCycle): PatternCycle {
  if (isValidCycle(cycle)) return cycle;
  const periodMs = Math.round(cycle.periodMs);
  if (!(periodMs > 0) || !Number.isFinite(periodMs)) return EMPTY_CYCLE;
  const byTime = new Map<number, number>();
  for (const { t, x } of cycle.points) {
    const timeMs = Math.round(t) + 0;
    if (!(timeMs >= 0 && timeMs < periodMs) || !Number.isFinite(x)) continue;
    byTime.set(timeMs, toPositionPct(x));
  }
  if (byTime.size === 0) return EMPTY_CYCLE;
  const points = [...byTime].map(([t, x]) => ({ t, x })).sort((a, b) => a.t - b.t);
  return { points, periodMs };
}

/** Index of the first point with `t > timeMs` (`points.length` if none). */
export function firstPointAfter(points: readonly HspPoint[], timeMs: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const probe = points[mid];
    if (probe !== undefined && probe.t <= timeMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first point with `t ≥ timeMs` (`points.length` if none). */
export function firstPointAtOrAfter(points: readonly HspPoint[], timeMs: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const probe = points[mid];
    if (probe !== undefined && probe.t < timeMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The linear position between two points at `timeMs` (the first point's if they coincide). */
export function interpolatePct(a: HspPoint, b: HspPoint, timeMs: number): number {
  if (b.t === a.t) return a.x;
  return a.x + ((b.x - a.x) * (timeMs - a.t)) / (b.t - a.t);
}

/** `value mod period` in `[0, period)`, also for negative values. */
export function positiveModulo(value: number, period: number): number {
  const rest = value % period;
  return rest < 0 ? rest + period : rest + 0;
}

/**
 * Where a looping cycle is at `cycleMs` (any time; taken modulo the period), interpolating across
 * the wrap from the last point of the loop to the first point of the next. Not rounded, so a graph
 * can draw it smoothly; `undefined` for an empty cycle.
 */
export function cyclePositionAt(cycle: PatternCycle, cycleMs: number): number | undefined {
  if (isCycleEmpty(cycle)) return undefined;
  const { points, periodMs } = cycle;
  const u = positiveModulo(cycleMs, periodMs);
  const next = firstPointAfter(points, u);
  const after = points[next] ?? shifted(points[0], periodMs);
  const before = points[next - 1] ?? shifted(points[points.length - 1], -periodMs);
  if (after === undefined || before === undefined) return undefined;
  return interpolatePct(before, after, u);
}

function shifted(point: HspPoint | undefined, byMs: number): HspPoint | undefined {
  return point === undefined ? undefined : { t: point.t + byMs, x: point.x };
}
