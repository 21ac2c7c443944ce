import { MAX_POSITION_PCT, normaliseActions } from './normalise';
import type { Action } from './types';

/** A point of the device's HSP stream: integer ms `t` ≥ 0 and integer position `x` 0–100. */
export interface HspPoint {
  t: number;
  x: number;
}

/** Options of {@link toHspPoints}. */
export interface ToHspPointsOptions {
  /** The user's invert setting: `x = 100 − pos`. */
  inverted?: boolean;
}

/**
 * Converts actions to HSP points. The API wants integers (spec §5) in time order with no two points
 * at the same time, so the actions are normalised first (rounded, clamped, sorted, de-duplicated,
 * invalid ones dropped).
 */
export function toHspPoints(actions: readonly Action[], opts: ToHspPointsOptions = {}): HspPoint[] {
  const inverted = opts.inverted === true;
  return normaliseActions(actions).map(({ at, pos }) => ({
    t: at,
    x: inverted ? MAX_POSITION_PCT - pos : pos,
  }));
}
