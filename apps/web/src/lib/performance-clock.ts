import { systemClock, type Clock } from '@glide/core';

/**
 * A clock on the page's performance timeline (`performance.now()`), the one input events are
 * stamped on (`event.timeStamp`) and video frames are shown on (`expectedDisplayTime`). Timing
 * that compares a tap with what the person saw uses it; unlike `Date.now()` it never jumps when the
 * system clock is set. Its timers are the system clock's (a delay is a delay on either).
 */
export const performanceClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, delayMs) => systemClock.setTimeout(fn, delayMs),
  clearTimeout: (handle) => systemClock.clearTimeout(handle),
};
