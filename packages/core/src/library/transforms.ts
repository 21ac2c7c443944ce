import { positionAt } from '../script/analysis';
import { MAX_POSITION_PCT, MIN_POSITION_PCT } from '../script/normalise';
import type { Action } from '../script/types';
import { maxStepPct, minDurationMs } from './speed';

/**
 * Fixes a player offers for a script, as pure functions: each returns a new array of new actions
 * and never modifies its input, never moves a position outside 0–100 and never reorders time.
 * They expect actions sorted by time, as `Script.actions` and `normaliseActions` give them; given
 * whole ms and whole percent (what every parsed script holds) they return whole ms and whole
 * percent, so the result plays and exports as it is.
 */

const clampPct = (pos: number) => Math.min(MAX_POSITION_PCT, Math.max(MIN_POSITION_PCT, pos)) + 0;

function requireFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name}: ${value} is not a finite number`);
}

function requirePositive(name: string, value: number): void {
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new RangeError(`${name}: ${value} is not a finite number > 0`);
  }
}

/**
 * Moves every action by `offsetMs` (rounded to whole ms; positive plays the motion later).
 * Actions that would fall before 0 are dropped, and when any were, an action at 0 takes their
 * place at the position the shifted script has there (interpolated, rounded), so that playback
 * from the start is the shifted script's, not a jump to its first remaining point.
 *
 * @throws RangeError for a non-finite offset.
 */
export function offsetTime(actions: readonly Action[], offsetMs: number): Action[] {
  requireFinite('offsetTime', offsetMs);
  const shiftMs = Math.round(offsetMs) + 0;
  const out: Action[] = [];
  for (const { at, pos } of actions) {
    if (at + shiftMs >= 0) out.push({ at: at + shiftMs, pos });
  }
  const first = out[0];
  if (out.length < actions.length && (first === undefined || first.at > 0)) {
    // The shifted script at time 0 is the original at -shiftMs.
    out.unshift({ at: 0, pos: clampPct(Math.round(positionAt(actions, -shiftMs))) });
  }
  return out;
}

/** Mirrors every position: `100 − pos`. Applied twice it gives the input back. */
export function invert(actions: readonly Action[]): Action[] {
  return actions.map(({ at, pos }) => ({ at, pos: MAX_POSITION_PCT - pos + 0 }));
}

/** The lowest and highest position used (0–0 for no actions). */
export interface PositionBand {
  readonly minPct: number;
  readonly maxPct: number;
}

/** The band of positions the actions use. */
export function usedBand(actions: readonly Action[]): PositionBand {
  if (actions.length === 0) return { minPct: 0, maxPct: 0 };
  let minPct = Number.POSITIVE_INFINITY;
  let maxPct = Number.NEGATIVE_INFINITY;
  for (const { pos } of actions) {
    if (pos < minPct) minPct = pos;
    if (pos > maxPct) maxPct = pos;
  }
  return { minPct, maxPct };
}

/** A linear map of positions from one band onto another; every bound 0–100. */
export interface RemapRange {
  /** Default: the lowest position the actions use. */
  readonly fromMin?: number;
  /** Default: the highest position the actions use. */
  readonly fromMax?: number;
  /** Default 0. */
  readonly toMin?: number;
  /** Default 100. */
  readonly toMax?: number;
}

/** {@link RemapRange} with every bound filled in and clamped to 0–100. */
export type ResolvedRemapRange = Required<RemapRange>;

/** Fills in a {@link RemapRange}'s defaults from the actions. */
export function resolveRemapRange(
  actions: readonly Action[],
  range: RemapRange = {},
): ResolvedRemapRange {
  const band = usedBand(actions);
  const resolved = {
    fromMin: range.fromMin ?? band.minPct,
    fromMax: range.fromMax ?? band.maxPct,
    toMin: range.toMin ?? MIN_POSITION_PCT,
    toMax: range.toMax ?? MAX_POSITION_PCT,
  };
  for (const [name, value] of Object.entries(resolved)) requireFinite(`remapRange ${name}`, value);
  return {
    fromMin: clampPct(resolved.fromMin),
    fromMax: clampPct(resolved.fromMax),
    toMin: clampPct(resolved.toMin),
    toMax: clampPct(resolved.toMax),
  };
}

/**
 * Maps positions linearly from `fromMin`–`fromMax` onto `toMin`–`toMax`, rounded to whole percent.
 * By default it stretches the band the script uses onto the full stroke. Positions outside the
 * from-band land on the nearer end of the to-band; a from-band of one position maps everything to
 * the middle of the to-band. A reversed band (`toMin > toMax`) also inverts. `{0, 100} → {0, 100}`
 * gives the input back.
 *
 * @throws RangeError for a non-finite bound.
 */
export function remapRange(actions: readonly Action[], range: RemapRange = {}): Action[] {
  const { fromMin, fromMax, toMin, toMax } = resolveRemapRange(actions, range);
  const fromSpan = fromMax - fromMin;
  return actions.map(({ at, pos }) => {
    const share = fromSpan === 0 ? 0.5 : Math.min(1, Math.max(0, (pos - fromMin) / fromSpan));
    return { at, pos: clampPct(Math.round(toMin + share * (toMax - toMin))) };
  });
}

/**
 * Where limitSpeed aims: each burst (a run of consecutive too-fast moves) scaled around the middle
 * of the band it spans, by the factor its median move needs; everything else as written. The
 * median, not the worst: one extreme move (two points a few ms apart) must not flatten a minute of
 * strokes; the passes after this shorten the moves the scale leaves too fast, locally. Whole
 * percent, so those passes stay in exact integer arithmetic.
 */
function centredTargets(positions: readonly number[], steps: Float64Array): number[] {
  const targets = [...positions];
  const distance = (k: number) => Math.abs((positions[k] ?? 0) - (positions[k - 1] ?? 0));
  let i = 1;
  while (i < positions.length) {
    if (!(distance(i) > (steps[i] ?? 0))) {
      i++;
      continue;
    }
    const first = i - 1;
    const ratios: number[] = [];
    for (; i < positions.length && distance(i) > (steps[i] ?? 0); i++) {
      ratios.push((steps[i] ?? 0) / distance(i));
    }
    ratios.sort((a, b) => a - b);
    const scale = ratios[(ratios.length - 1) >> 1] ?? 1;
    // A loop, not Math.min(...burst): a burst can be a whole million-action script.
    let lowPct = MAX_POSITION_PCT;
    let highPct = MIN_POSITION_PCT;
    for (let k = first; k < i; k++) {
      lowPct = Math.min(lowPct, positions[k] ?? lowPct);
      highPct = Math.max(highPct, positions[k] ?? highPct);
    }
    const middlePct = (lowPct + highPct) / 2;
    for (let k = first; k < i; k++) {
      targets[k] = Math.round(middlePct + ((positions[k] ?? middlePct) - middlePct) * scale);
    }
  }
  return targets;
}

/**
 * Caps the speed at `maxPctPerS` by shortening strokes, keeping every time. Each burst of too-fast
 * moves is first shrunk around the middle of its band (full strokes 0↔100 that may travel 40 %
 * become 30↔70, not 0↔40; see `centredTargets` for how much); then a forward pass follows those targets as closely as the cap allows
 * (each position moves toward its target by at most the whole-percent step the time since the
 * previous one permits), a backward pass does the same from the end, and the result is their mean,
 * rounded. Moves within the cap, away from fast ones, are untouched; a script within the cap comes
 * back as it is.
 *
 * Why no move can exceed the cap, also after several fast ones in a row: both passes move by at
 * most the whole step `s` the move's time allows, so their mean moves by at most `s`, and rounding
 * (`floor(x + ½)`) keeps two values at most `s` apart, `s` whole, at most `s` apart. All of it is
 * integer arithmetic: positions are taken in whole percent (rounded) first.
 *
 * @throws RangeError unless `maxPctPerS` is a finite number > 0.
 */
export function limitSpeed(actions: readonly Action[], maxPctPerS: number): Action[] {
  requirePositive('limitSpeed', maxPctPerS);
  const count = actions.length;
  const steps = new Float64Array(count);
  for (let i = 1; i < count; i++) {
    steps[i] = maxStepPct((actions[i]?.at ?? 0) - (actions[i - 1]?.at ?? 0), maxPctPerS);
  }
  const targets = centredTargets(
    actions.map(({ pos }) => clampPct(Math.round(pos))),
    steps,
  );
  const toward = (fromPct: number, targetPct: number, stepPct: number) =>
    fromPct + Math.min(stepPct, Math.max(-stepPct, targetPct - fromPct));
  const forward = new Float64Array(count);
  const backward = new Float64Array(count);
  forward[0] = targets[0] ?? 0;
  for (let i = 1; i < count; i++) {
    forward[i] = toward(forward[i - 1] ?? 0, targets[i] ?? 0, steps[i] ?? 0);
  }
  backward[count - 1] = targets[count - 1] ?? 0;
  for (let i = count - 1; i > 0; i--) {
    backward[i - 1] = toward(backward[i] ?? 0, targets[i - 1] ?? 0, steps[i] ?? 0);
  }
  return actions.map(({ at }, i) => ({
    at,
    pos: Math.round(((forward[i] ?? 0) + (backward[i] ?? 0)) / 2) + 0,
  }));
}

/**
 * Caps the speed at `maxPctPerS` by giving too-fast moves more time, keeping every position. A
 * stretched move delays what follows; the delay is carried forward only until slower moves absorb
 * it: each action goes at its own time or, if that is too soon after the (possibly delayed)
 * previous one, at the earliest time the cap allows. So actions never play earlier than written,
 * the script is back on its own timeline after the first slow enough stretch, and only the end of
 * a script that is fast to the last action gets longer. Times are whole ms (rounded first), and
 * strictly increasing times stay strictly increasing.
 *
 * @throws RangeError unless `maxPctPerS` is a finite number > 0.
 */
export function slowDown(actions: readonly Action[], maxPctPerS: number): Action[] {
  requirePositive('slowDown', maxPctPerS);
  const out: Action[] = [];
  let previous: { writtenMs: number; atMs: number; pos: number } | undefined;
  for (const { at, pos } of actions) {
    const writtenMs = Math.round(at) + 0;
    let atMs = writtenMs;
    if (previous !== undefined) {
      const gapMs = Math.max(
        minDurationMs(Math.abs(pos - previous.pos), maxPctPerS),
        writtenMs > previous.writtenMs ? 1 : 0,
      );
      atMs = Math.max(writtenMs, previous.atMs + gapMs);
    }
    out.push({ at: atMs, pos });
    previous = { writtenMs, atMs, pos };
  }
  return out;
}
