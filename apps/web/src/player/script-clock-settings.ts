/**
 * The settings of a script-only clock, written in one place outside the components (the clock is
 * an object outside React's state, as a `<video>` element is).
 */
import type { ScriptClock } from '@glide/core';

/** A new script: paused at 0, with its length. */
export function resetClock(clock: ScriptClock, durationMs: number): void {
  clock.pause();
  clock.seek(0);
  clock.durationMs = durationMs;
}

export function setClockLoop(clock: ScriptClock, loop: boolean): void {
  clock.loop = loop;
}

export function setClockRate(clock: ScriptClock, rate: number): void {
  clock.rate = rate;
}
