import type { Action } from '../script/types';

const MS_PER_S = 1000;

/**
 * The speed of the move from `from` to `to` in position percent per second. 0 when the position
 * does not change; `Infinity` for a change in no time (or backwards in time). Every speed check of
 * the library uses this one expression, so a transform's guarantee and its test agree to the bit.
 */
export function segmentSpeedPctPerS(from: Action, to: Action): number {
  const distancePct = Math.abs(to.pos - from.pos);
  if (distancePct === 0) return 0;
  const durationMs = to.at - from.at;
  if (!(durationMs > 0)) return Number.POSITIVE_INFINITY;
  return (distancePct * MS_PER_S) / durationMs;
}

/** The fastest move between consecutive actions (0 for fewer than two). */
export function maxSegmentSpeedPctPerS(actions: readonly Action[]): number {
  let maxPctPerS = 0;
  for (let i = 1; i < actions.length; i++) {
    const from = actions[i - 1];
    const to = actions[i];
    if (from === undefined || to === undefined) continue;
    const speed = segmentSpeedPctPerS(from, to);
    if (speed > maxPctPerS) maxPctPerS = speed;
  }
  return maxPctPerS;
}

/**
 * The largest whole-percent move that takes `durationMs` at no more than `maxPctPerS`, checked
 * with {@link segmentSpeedPctPerS}'s expression (floating point could otherwise round a move at
 * exactly the limit to just above it). 0 for no time.
 */
export function maxStepPct(durationMs: number, maxPctPerS: number): number {
  if (!(durationMs > 0)) return 0;
  let stepPct = Math.floor((maxPctPerS * durationMs) / MS_PER_S);
  while (stepPct > 0 && (stepPct * MS_PER_S) / durationMs > maxPctPerS) stepPct--;
  return Math.max(0, stepPct);
}

/**
 * The shortest whole-ms time in which a move of `distancePct` stays at or under `maxPctPerS`
 * (0 for no move), checked with {@link segmentSpeedPctPerS}'s expression.
 */
export function minDurationMs(distancePct: number, maxPctPerS: number): number {
  if (distancePct === 0) return 0;
  let durationMs = Math.max(1, Math.ceil((distancePct * MS_PER_S) / maxPctPerS));
  while ((distancePct * MS_PER_S) / durationMs > maxPctPerS) durationMs++;
  return durationMs;
}
