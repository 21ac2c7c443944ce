/**
 * Waiting on a real-time emulator without timed assertions: conditions are polled (or re-checked on
 * every event) and only a generous deadline turns "not yet" into a failure, so a slow machine makes
 * the run slower, never red.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type {
  EventData,
  EventName,
  EventStreamState,
  HandyEvent,
  HandyEventStream,
} from '@glide/handy';

/** Default upper bound of any wait; far above what a healthy run needs. */
export const WAIT_DEADLINE_MS = 5_000;
/** Polling interval of {@link eventually}. */
const POLL_INTERVAL_MS = 15;

/**
 * Calls `probe` every few ms until `accept` holds for its value, which it returns. Probe errors
 * count as "not yet" (a device rebooting answers errors for a while). Fails with the last value or
 * error once `deadlineMs` has passed.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  deadlineMs = WAIT_DEADLINE_MS,
): Promise<T> {
  const giveUpAt = Date.now() + deadlineMs;
  let last: string;
  for (;;) {
    try {
      const value = await probe();
      if (accept(value)) return value;
      last = JSON.stringify(value);
    } catch (error) {
      last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    if (Date.now() >= giveUpAt) throw new Error(`Gave up waiting for ${what}; last: ${last}`);
    await delay(POLL_INTERVAL_MS);
  }
}

/** A received event named `N`, with that event's typed payload. */
export interface EventOf<N extends EventName> {
  readonly name: N;
  readonly data: EventData<N>;
  readonly connectionKey: string;
  readonly receivedAtMs: number;
}

/** Whether `event` is the known event `name`. */
export function isEvent<N extends EventName>(
  event: HandyEvent,
  name: N,
): event is HandyEvent & EventOf<N> {
  return event.name === name;
}

/** Records everything an event stream reports and waits for it. */
export class EventLog {
  /** Every event, in arrival order. */
  readonly received: HandyEvent[] = [];
  /** Every state change, in order. */
  readonly states: EventStreamState[] = [];
  private readonly wakers = new Set<() => void>();

  constructor(readonly stream: HandyEventStream) {
    stream.onEvent((event) => {
      this.received.push(event);
      this.wake();
    });
    stream.onState((state) => {
      this.states.push(state);
      this.wake();
    });
  }

  /** The names received so far. */
  names(): string[] {
    return this.received.map((e) => e.name);
  }

  /** A position in the log: {@link EventLog.next} from here ignores what came before. */
  mark(): number {
    return this.received.length;
  }

  /** Every event `name` received from position `from` on. */
  all<N extends EventName>(name: N, from = 0): Array<HandyEvent & EventOf<N>> {
    return this.received.slice(from).filter((e) => isEvent(e, name));
  }

  /**
   * The first event `name` from position `from` on whose payload satisfies `accept`, already
   * received or still to come.
   */
  next<N extends EventName>(
    name: N,
    accept: (data: EventData<N>) => boolean = () => true,
    from = 0,
  ): Promise<HandyEvent & EventOf<N>> {
    return this.until(`${name} event`, () => this.all(name, from).find((e) => accept(e.data)));
  }

  /** Re-evaluates `find` on every event and state change until it returns a value. */
  until<T>(what: string, find: () => T | undefined, deadlineMs = WAIT_DEADLINE_MS): Promise<T> {
    const found = find();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const waker = () => {
        const value = find();
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`Gave up waiting for ${what}; received: ${this.names().join(', ')}`));
      }, deadlineMs);
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(waker);
      };
      this.wakers.add(waker);
    });
  }

  private wake(): void {
    for (const waker of [...this.wakers]) waker();
  }
}
