import type { Action } from '../script/types';

/**
 * Ramer–Douglas–Peucker for scripts (with the turns kept up front, see {@link simplifyKeepMask}).
 * The distance of a point from a chord is measured vertically:
 * how far the position at the point's own time moves if the point goes. Time and position have
 * different units, so a perpendicular distance would depend on how many ms make a percent; the
 * vertical one is what the device feels, and it bounds the whole curve: between breakpoints both
 * lines are straight, so the largest gap between the original and the simplified script is at an
 * original point, and every dropped point is within the tolerance.
 */

/** The tolerance the library suggests (and preflight counts with): 2 % of the stroke. */
export const DEFAULT_SIMPLIFY_TOLERANCE_PCT = 2;

/**
 * How far `point` is from the chord `from`–`to`, vertically, in position percent. A chord with no
 * duration is a vertical segment: points at a position between its ends are on it.
 */
function chordDistancePct(from: Action, to: Action, point: Action): number {
  const spanMs = to.at - from.at;
  if (spanMs === 0) {
    const low = Math.min(from.pos, to.pos);
    const high = Math.max(from.pos, to.pos);
    return point.pos < low ? low - point.pos : point.pos > high ? point.pos - high : 0;
  }
  // The same expression as `positionAt`, so a check with it agrees to the bit.
  const onChord = from.pos + ((to.pos - from.pos) * (point.at - from.at)) / spanMs;
  return Math.abs(point.pos - onChord);
}

/**
 * Which actions {@link simplify} keeps (1) and drops (0).
 *
 * Plain RDP degrades to O(n²) on the commonest script shape, a zigzag of strokes: the chord over a
 * stretch of alternating tops and bottoms is far from nearly every point, and the farthest one sits
 * next to an end, so each split peels off one point. So every action that stands out from the line
 * between its own neighbours by more than the tolerance (a turn the device must make) is kept
 * first, and RDP runs between those, on stretches that rarely turn. Dropped points are still within
 * the tolerance of the kept line: each stretch keeps its ends. Iterative with an explicit stack, so
 * a million actions cannot exhaust the call stack.
 */
export function simplifyKeepMask(actions: readonly Action[], tolerancePct: number): Uint8Array {
  const count = actions.length;
  const keep = new Uint8Array(count);
  if (count === 0) return keep;
  const stack: number[] = [];
  let previousKept = 0;
  keep[0] = 1;
  for (let i = 1; i < count; i++) {
    const before = actions[i - 1];
    const point = actions[i];
    const after = actions[i + 1];
    const turns =
      after === undefined ||
      (before !== undefined &&
        point !== undefined &&
        chordDistancePct(before, after, point) > tolerancePct);
    if (!turns) continue;
    keep[i] = 1;
    if (i - previousKept >= 2) stack.push(previousKept, i);
    previousKept = i;
  }
  while (stack.length > 0) {
    const end = stack.pop() ?? 0;
    const start = stack.pop() ?? 0;
    const from = actions[start];
    const to = actions[end];
    if (end - start < 2 || from === undefined || to === undefined) continue;
    let farthest = -1;
    let farthestPct = tolerancePct;
    for (let i = start + 1; i < end; i++) {
      const point = actions[i];
      if (point === undefined) continue;
      const distancePct = chordDistancePct(from, to, point);
      if (distancePct > farthestPct) {
        farthestPct = distancePct;
        farthest = i;
      }
    }
    if (farthest === -1) continue;
    keep[farthest] = 1;
    stack.push(start, farthest, farthest, end);
  }
  return keep;
}

/**
 * The actions a simplified script keeps: the first and the last, and enough in between that every
 * dropped action's position is within `tolerancePct` of the kept line at its time (see the module
 * comment). A new array of copies; the input is not modified. Expects actions sorted by time.
 *
 * @throws RangeError for a negative or non-finite tolerance.
 */
export function simplify(actions: readonly Action[], tolerancePct: number): Action[] {
  if (!(tolerancePct >= 0) || !Number.isFinite(tolerancePct)) {
    throw new RangeError(`simplify: tolerance ${tolerancePct} is not a finite number ≥ 0`);
  }
  const keep = simplifyKeepMask(actions, tolerancePct);
  const out: Action[] = [];
  actions.forEach((action, i) => {
    if (keep[i] === 1) out.push({ at: action.at, pos: action.pos });
  });
  return out;
}

/** How many actions {@link simplify} would drop, without building the result. */
export function simplifiedAwayCount(actions: readonly Action[], tolerancePct: number): number {
  const keep = simplifyKeepMask(actions, tolerancePct);
  let kept = 0;
  for (const flag of keep) kept += flag;
  return actions.length - kept;
}
