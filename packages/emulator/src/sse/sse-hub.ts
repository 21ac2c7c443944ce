import type { Clock } from '@glide/core';
import { Timer } from '../model/timer';

/** An open event stream as the hub sees it. */
export interface SseConnection {
  readonly connectionKey: string;
  /** Ends the stream from the server side. */
  close(): void;
}

/**
 * Every open SSE stream, so that faults can drop them (now or periodically) and shutdown can close
 * them all.
 */
export class SseHub {
  private readonly connections = new Set<SseConnection>();
  private readonly dropTimers = new Map<string, { everyMs: number; timer: Timer }>();

  constructor(private readonly clock: Clock) {}

  /** Registers a stream; returns the function that forgets it. */
  add(connection: SseConnection): () => void {
    this.connections.add(connection);
    return () => {
      this.connections.delete(connection);
    };
  }

  /** How many streams are open (for one key when given). */
  count(connectionKey?: string): number {
    return [...this.connections].filter(
      (c) => connectionKey === undefined || c.connectionKey === connectionKey,
    ).length;
  }

  /** Closes the streams of one key, or all of them. */
  drop(connectionKey?: string): void {
    for (const c of [...this.connections]) {
      if (connectionKey === undefined || c.connectionKey === connectionKey) c.close();
    }
  }

  /**
   * Sets periodic drops: `global` every so many ms for all streams, and per key. 0 or absent turns a
   * schedule off; an unchanged period keeps its running timer.
   */
  scheduleDrops(globalEveryMs: number, perKey: ReadonlyMap<string, number>): void {
    const wanted = new Map<string, number>();
    if (globalEveryMs > 0) wanted.set('', globalEveryMs);
    for (const [key, everyMs] of perKey) if (everyMs > 0) wanted.set(`ck:${key}`, everyMs);
    for (const [scope, entry] of this.dropTimers) {
      if (wanted.get(scope) !== entry.everyMs) {
        entry.timer.clear();
        this.dropTimers.delete(scope);
      }
    }
    for (const [scope, everyMs] of wanted) {
      if (this.dropTimers.has(scope)) continue;
      const timer = new Timer(this.clock);
      this.dropTimers.set(scope, { everyMs, timer });
      const tick = (): void => {
        this.drop(scope === '' ? undefined : scope.slice(3));
        timer.set(everyMs, tick);
      };
      timer.set(everyMs, tick);
    }
  }

  /** Closes every stream and stops every schedule. */
  closeAll(): void {
    for (const entry of this.dropTimers.values()) entry.timer.clear();
    this.dropTimers.clear();
    this.drop();
  }
}
