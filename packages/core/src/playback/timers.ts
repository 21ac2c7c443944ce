/** Named one-shot timers on an injected clock, so an owner can clear each one, or all at once. */
import type { Clock, TimerHandle } from '../time/clock';

/** A set of named timers: setting a name again replaces its timer. */
export class NamedTimers {
  private readonly handles = new Map<string, TimerHandle>();

  constructor(private readonly clock: Clock) {}

  /** Calls `fn` after `delayMs`, replacing the timer of the same name. */
  set(name: string, fn: () => void, delayMs: number): void {
    this.clear(name);
    const handle = this.clock.setTimeout(() => {
      this.handles.delete(name);
      fn();
    }, delayMs);
    this.handles.set(name, handle);
  }

  /** Cancels the named timer, if any. */
  clear(name: string): void {
    const handle = this.handles.get(name);
    if (handle) this.clock.clearTimeout(handle);
    this.handles.delete(name);
  }

  /** Cancels every timer. */
  clearAll(): void {
    for (const name of [...this.handles.keys()]) this.clear(name);
  }
}
