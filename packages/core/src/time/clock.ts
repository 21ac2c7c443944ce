/**
 * Time as an injected dependency. Everything timing-sensitive in Glide (clock sync, scheduling,
 * reconnect backoff, device physics) takes a {@link Clock} so that tests drive a {@link FakeClock}.
 */

/** An opaque handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = { readonly id: number };

/** A source of the current time in milliseconds and of one-shot timers. */
export interface Clock {
  /** Milliseconds since the Unix epoch (or an arbitrary fixed origin for fake clocks). */
  now(): number;
  /** Calls `fn` once after `delayMs`. */
  setTimeout(fn: () => void, delayMs: number): TimerHandle;
  /** Cancels a timer; unknown or fired handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

interface PendingTimer {
  handle: TimerHandle;
  dueAt: number;
  seq: number;
  fn: () => void;
}

/**
 * A deterministic clock for tests: time moves only when {@link FakeClock.advance} is called, and
 * timers fire in due order (ties in creation order) as time passes them.
 */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: PendingTimer[] = [];

  constructor(startMs = 0) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, delayMs: number): TimerHandle {
    const handle = { id: this.nextId++ };
    const delay = Number.isFinite(delayMs) && delayMs > 0 ? delayMs : 0;
    this.timers.push({ handle, dueAt: this.current + delay, seq: handle.id, fn });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.handle.id !== handle.id);
  }

  /** Number of timers that have not fired yet. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const target = this.current + Math.max(0, ms);
    for (;;) {
      const next = this.earliestDue(target);
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = Math.max(this.current, next.dueAt);
      next.fn();
    }
    this.current = target;
  }

  /** Sets the time directly (never backwards), firing timers due on the way. */
  setTime(ms: number): void {
    this.advance(ms - this.current);
  }

  private earliestDue(limit: number): PendingTimer | undefined {
    let best: PendingTimer | undefined;
    for (const t of this.timers) {
      if (t.dueAt > limit) continue;
      if (!best || t.dueAt < best.dueAt || (t.dueAt === best.dueAt && t.seq < best.seq)) best = t;
    }
    return best;
  }
}
