import type { Clock, TimerHandle } from '@glide/core';

/** Node fires longer timeouts after 1 ms; a longer wait is cut to this and simply re-armed. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * One owned, restartable timer on the injected clock. Every delayed effect of a device goes through
 * one of these, so disposing a device cancels all of them.
 */
export class Timer {
  private handle: TimerHandle | undefined;

  constructor(private readonly clock: Clock) {}

  /** (Re)starts the timer; a pending call is cancelled first. */
  set(delayMs: number, fn: () => void): void {
    this.clear();
    this.handle = this.clock.setTimeout(
      () => {
        this.handle = undefined;
        fn();
      },
      Math.min(MAX_DELAY_MS, Math.max(0, delayMs)),
    );
  }

  /** Cancels a pending call, if any. */
  clear(): void {
    if (this.handle) this.clock.clearTimeout(this.handle);
    this.handle = undefined;
  }

  /** Whether a call is pending. */
  get pending(): boolean {
    return this.handle !== undefined;
  }
}
