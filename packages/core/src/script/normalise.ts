import { ActionCollector } from './action-collector';
import type { Action } from './types';

export { MAX_POSITION_PCT, MIN_POSITION_PCT } from './action-collector';

/**
 * Brings actions into the shape the device and every helper here expect: integer times in
 * `[0, Number.MAX_SAFE_INTEGER]`, integer positions clamped to 0–100, sorted by time, one action per
 * time (the last one given for a time wins, as editors append corrections). Actions with a
 * non-finite time or position, or a negative time, are dropped. The input is not modified.
 *
 * Runs in linear time for already sorted input, which is what nearly every file holds.
 */
export function normaliseActions(actions: readonly Action[]): Action[] {
  const collector = new ActionCollector();
  for (const action of actions) collector.add(action.at, action.pos);
  return collector.finish();
}
