import type { Action } from './types';

/**
 * Read-only measures of a script. All functions expect actions as {@link normaliseActions} returns
 * them (sorted by time, unique times); speeds are in position units (percent of stroke) per second.
 */

/** A heatmap bin at or above this speed has intensity 1: roughly the fastest a Handy can move. */
export const HEATMAP_FULL_SPEED = 400;

const MS_PER_S = 1000;

/**
 * The position at `atMs`, interpolated linearly between the neighbouring actions (found by binary
 * search). Before the first action it is the first position, after the last the last one.
 * Returns NaN for no actions or a NaN time.
 */
export function positionAt(actions: readonly Action[], atMs: number): number {
  const first = actions[0];
  const last = actions[actions.length - 1];
  if (first === undefined || last === undefined || Number.isNaN(atMs)) return Number.NaN;
  if (atMs <= first.at) return first.pos;
  if (atMs >= last.at) return last.pos;
  // Invariant: actions[lo].at <= atMs < actions[hi].at.
  let lo = 0;
  let hi = actions.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    const probe = actions[mid];
    if (probe !== undefined && probe.at <= atMs) lo = mid;
    else hi = mid;
  }
  const a = actions[lo];
  const b = actions[hi];
  if (a === undefined || b === undefined || b.at === a.at) return a?.pos ?? last.pos;
  return a.pos + ((b.pos - a.pos) * (atMs - a.at)) / (b.at - a.at);
}

/** The script's length: the time of its last action (scripts start at media time 0); 0 if empty. */
export function scriptDurationMs(actions: readonly Action[]): number {
  let maxAtMs = 0;
  for (const a of actions) if (a.at > maxAtMs) maxAtMs = a.at;
  return maxAtMs;
}

/** Speed figures of a script, in position units per second. */
export interface SpeedStats {
  /** The fastest move between two consecutive actions. */
  maxSpeed: number;
  /** Total travel divided by the time from the first to the last action. */
  averageSpeed: number;
  /** The script spends 90 % of its time at or below this speed (time-weighted, so a burst of
   *  tiny fast segments does not outweigh long slow strokes). */
  p90Speed: number;
}

/** Speed statistics over consecutive action pairs; all zero for fewer than two timed actions. */
export function speedStats(actions: readonly Action[]): SpeedStats {
  const segments: { speed: number; durationMs: number }[] = [];
  let totalMs = 0;
  let travel = 0;
  let maxSpeed = 0;
  for (let i = 1; i < actions.length; i++) {
    const a = actions[i - 1];
    const b = actions[i];
    if (a === undefined || b === undefined) continue;
    const durationMs = b.at - a.at;
    if (!(durationMs > 0)) continue;
    const distance = Math.abs(b.pos - a.pos);
    const speed = (distance / durationMs) * MS_PER_S;
    segments.push({ speed, durationMs });
    totalMs += durationMs;
    travel += distance;
    if (speed > maxSpeed) maxSpeed = speed;
  }
  if (totalMs === 0) return { maxSpeed: 0, averageSpeed: 0, p90Speed: 0 };
  segments.sort((x, y) => x.speed - y.speed);
  let p90Speed = maxSpeed;
  let coveredMs = 0;
  for (const s of segments) {
    coveredMs += s.durationMs;
    if (coveredMs >= 0.9 * totalMs) {
      p90Speed = s.speed;
      break;
    }
  }
  return { maxSpeed, averageSpeed: (travel / totalMs) * MS_PER_S, p90Speed };
}

/** One bin of {@link heatmap}. */
export interface HeatmapBin {
  startMs: number;
  endMs: number;
  /** Average speed in the bin: the distance travelled inside it over its length. */
  speed: number;
  /** `speed / HEATMAP_FULL_SPEED`, capped at 1; absolute, so heatmaps of different scripts compare. */
  intensity: number;
}

/**
 * Splits `[0, scriptDurationMs]` into `bins` equal bins and measures the motion inside each. Motion
 * between two actions is spread evenly over their interval, so a long stroke straddling a boundary
 * counts in both bins in proportion. Returns `[]` for a non-positive or non-integer bin count, or a
 * script without duration.
 */
export function heatmap(actions: readonly Action[], bins: number): HeatmapBin[] {
  const durationMs = scriptDurationMs(actions);
  if (!Number.isInteger(bins) || bins < 1 || durationMs <= 0) return [];
  const binMs = durationMs / bins;
  const travel = new Array<number>(bins).fill(0);
  for (let i = 1; i < actions.length; i++) {
    const a = actions[i - 1];
    const b = actions[i];
    if (a === undefined || b === undefined || !(b.at > a.at)) continue;
    const perMs = Math.abs(b.pos - a.pos) / (b.at - a.at);
    if (perMs === 0) continue;
    const firstBin = Math.min(bins - 1, Math.floor(a.at / binMs));
    const lastBin = Math.min(bins - 1, Math.floor(b.at / binMs));
    for (let bin = firstBin; bin <= lastBin; bin++) {
      const overlapMs = Math.min(b.at, (bin + 1) * binMs) - Math.max(a.at, bin * binMs);
      if (overlapMs > 0) travel[bin] = (travel[bin] ?? 0) + perMs * overlapMs;
    }
  }
  return travel.map((distance, bin) => {
    const speed = (distance / binMs) * MS_PER_S;
    return {
      startMs: bin * binMs,
      endMs: bin === bins - 1 ? durationMs : (bin + 1) * binMs,
      speed,
      intensity: Math.min(1, speed / HEATMAP_FULL_SPEED),
    };
  });
}
