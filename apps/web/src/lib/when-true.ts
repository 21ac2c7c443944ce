import { systemClock, type Clock } from '@glide/core';

/** Something that holds or not, and says when that may have changed. */
export interface Condition {
  holds(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Runs `run` once `condition` holds: at once when it does, else at the first change after which it
 * does, or `maxWaitMs` after the call at the latest. It then stops listening and timing.
 */
export function whenTrue(
  condition: Condition,
  run: () => void,
  maxWaitMs: number,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock,
): void {
  if (condition.holds()) {
    run();
    return;
  }
  const finish = () => {
    clock.clearTimeout(timer);
    stop();
    run();
  };
  const timer = clock.setTimeout(finish, maxWaitMs);
  const stop = condition.subscribe(() => {
    if (condition.holds()) finish();
  });
}
