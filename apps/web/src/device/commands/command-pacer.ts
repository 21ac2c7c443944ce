/**
 * The command budget of every device, framework-free and on an injected clock.
 *
 * The provider allows 240 requests a minute per application and connection key (reference §2; the
 * emulator counts them in fixed one-minute windows). Glide keeps well inside that:
 *
 * - **Discrete commands** (a start, a form's submit) and **continuous values** together send at most
 *   {@link PacerOptions.maxPerWindow} (150) requests to one device in any sliding 60 s. A sliding
 *   window never allows more than a fixed one does, whatever the provider's window boundaries.
 *   Discrete commands wait their turn when the budget is spent; they are never dropped.
 * - **Continuous values** (a slider being dragged, a key held) go through a *lane* named after what
 *   they set (`hamp.velocity`). Only the newest value of a lane is sent: one request in flight at a
 *   time, and at most one send per {@link PacerOptions.laneIntervalMs} (400 ms, so one lane alone
 *   stays within 150 a minute). Lanes together use at most {@link PacerOptions.laneMaxPerWindow}
 *   (120) of the budget, so that a start or a submit always finds room beside a long drag.
 * - **Stops** bypass the budget: they are sent at once, never wait behind anything (not even a
 *   lane's request in flight) and drop every pending continuous value of the devices they stop, so
 *   a stale speed is not sent after the stop. If the server still refuses one for its rate
 *   (`isRetryable`), it is sent again a few times, quickly.
 *
 * The 90 requests a minute the budget leaves free are the stops' and the session's own reads (the
 * connect flow, the mode the emergency stop asks first, the settings pages' reads).
 */
import type { Clock, TimerHandle } from '@glide/core';

/** The figures of the budget; see the module comment for why these. */
export interface PacerOptions {
  /** The sliding window the budget counts in. */
  readonly windowMs: number;
  /** Non-stop requests to one device in any window. */
  readonly maxPerWindow: number;
  /** Of those, how many continuous values may use. */
  readonly laneMaxPerWindow: number;
  /** The least time between two sends of one lane. */
  readonly laneIntervalMs: number;
  /** The waits before each new try of a stop the server refused for its rate. */
  readonly stopRetryDelaysMs: readonly number[];
  /** True for a failure that is worth sending a stop again for (the server's 429). */
  readonly isRetryable: (error: unknown) => boolean;
}

/** Glide's budget: 150 of the provider's 240 a minute, lanes 120 of them at one per 400 ms. */
export const DEFAULT_PACER_OPTIONS: PacerOptions = {
  windowMs: 60_000,
  maxPerWindow: 150,
  laneMaxPerWindow: 120,
  laneIntervalMs: 400,
  stopRetryDelaysMs: [100, 250, 500],
  isRetryable: () => false,
};

/** What became of a value given to a lane. */
export type LaneOutcome<T> =
  | { readonly sent: true; readonly value: T }
  /** A newer value took its place, or a stop dropped it: nothing was sent for it. */
  | { readonly sent: false };

interface Waiter<T> {
  readonly keys: readonly string[];
  readonly send: () => Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

interface LaneState {
  pending: (Waiter<unknown> & { readonly dropped: () => void }) | undefined;
  inFlight: boolean;
  lastSentAt: number;
}

/** One device's sends in the current window: when, and whether by a lane. */
interface Sent {
  readonly at: number;
  readonly lane: boolean;
}

const NEVER = Number.NEGATIVE_INFINITY;

/** Paces the commands of every device; see the module comment. */
export class CommandPacer {
  private readonly options: PacerOptions;
  private readonly sent = new Map<string, Sent[]>();
  private readonly queue: Waiter<unknown>[] = [];
  private readonly lanes = new Map<string, LaneState>();
  private timer: { readonly handle: TimerHandle; readonly at: number } | undefined;

  constructor(
    private readonly clock: Clock,
    options: Partial<PacerOptions> = {},
  ) {
    this.options = { ...DEFAULT_PACER_OPTIONS, ...options };
  }

  /**
   * A discrete command to `keys` (every device it goes to): sent as soon as each has budget, in
   * the order asked, before any continuous value. Never dropped; settles as `send` does.
   */
  schedule<T>(keys: readonly string[], send: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = { keys, send, resolve, reject };
      this.queue.push(waiter as Waiter<unknown>);
      this.pump();
    });
  }

  /**
   * The newest value of the continuous control `lane` for `keys`: replaces the lane's pending
   * value (which then settles as not sent) and is sent when the lane and the budget allow.
   */
  submit<T>(
    lane: string,
    keys: readonly string[],
    send: () => Promise<T>,
  ): Promise<LaneOutcome<T>> {
    const state = this.laneOf(lane);
    state.pending?.dropped();
    return new Promise<LaneOutcome<T>>((resolve, reject) => {
      state.pending = {
        keys,
        send,
        resolve: (value) => resolve({ sent: true, value: value as T }),
        reject,
        dropped: () => resolve({ sent: false }),
      };
      this.pump();
    });
  }

  /**
   * A stop of the device `key`: sent now, whatever the budget, and counted in it. Every pending
   * continuous value that would reach `key` is dropped first. A refusal for the server's rate is
   * tried again after each of {@link PacerOptions.stopRetryDelaysMs}.
   */
  async stop<T>(key: string, send: () => Promise<T>): Promise<T> {
    this.dropLanesOf(key);
    for (let attempt = 0; ; attempt += 1) {
      this.record([key], false);
      try {
        return await send();
      } catch (error) {
        const delay = this.options.stopRetryDelaysMs[attempt];
        if (delay === undefined || !this.options.isRetryable(error)) throw error;
        await new Promise<void>((resolve) => this.clock.setTimeout(resolve, delay));
      }
    }
  }

  /** How many requests `key` has sent in the current window (stops included). */
  used(key: string): number {
    return this.window(key).length;
  }

  private laneOf(lane: string): LaneState {
    let state = this.lanes.get(lane);
    if (!state) {
      state = { pending: undefined, inFlight: false, lastSentAt: NEVER };
      this.lanes.set(lane, state);
    }
    return state;
  }

  private dropLanesOf(key: string): void {
    for (const state of this.lanes.values()) {
      const pending = state.pending;
      if (pending?.keys.includes(key)) {
        state.pending = undefined;
        pending.dropped();
      }
    }
  }

  /** The sends of `key` still inside the window (older ones are forgotten here). */
  private window(key: string): Sent[] {
    const list = this.sent.get(key) ?? [];
    const since = this.clock.now() - this.options.windowMs;
    const kept = list.filter((entry) => entry.at > since);
    if (kept.length === 0) this.sent.delete(key);
    else this.sent.set(key, kept);
    return kept;
  }

  private record(keys: readonly string[], lane: boolean): void {
    const at = this.clock.now();
    for (const key of new Set(keys)) this.sent.set(key, [...this.window(key), { at, lane }]);
  }

  /**
   * When `keys` may send next (now or later), for a lane or not: the moment enough of the
   * window's sends have left it.
   */
  private readyAt(keys: readonly string[], lane: boolean): number {
    let at = this.clock.now();
    for (const key of keys) {
      const list = this.window(key);
      at = Math.max(at, this.freeAt(list, this.options.maxPerWindow));
      if (lane) {
        const lanes = list.filter((entry) => entry.lane);
        at = Math.max(at, this.freeAt(lanes, this.options.laneMaxPerWindow));
      }
    }
    return at;
  }

  /** When a list of sends (oldest first) has fewer than `max` entries in the window. */
  private freeAt(list: readonly Sent[], max: number): number {
    if (list.length < max) return this.clock.now();
    const oldestThatMustLeave = list[list.length - max];
    return (oldestThatMustLeave?.at ?? 0) + this.options.windowMs;
  }

  /** Sends whatever may go now, and sets a timer for the next moment something may. */
  private pump(): void {
    const now = this.clock.now();
    let next = Number.POSITIVE_INFINITY;

    // Discrete commands first, in order: the first one that must wait holds the ones behind it.
    while (this.queue.length > 0) {
      const head = this.queue[0];
      if (!head) break;
      const at = this.readyAt(head.keys, false);
      if (at > now) {
        next = Math.min(next, at);
        break;
      }
      this.queue.shift();
      this.record(head.keys, false);
      head.send().then(head.resolve, head.reject);
    }

    for (const state of this.lanes.values()) {
      const pending = state.pending;
      if (!pending || state.inFlight) continue;
      // A waiting discrete command to the same device goes first.
      if (this.queue.some((waiter) => waiter.keys.some((key) => pending.keys.includes(key)))) {
        continue;
      }
      const at = Math.max(
        this.readyAt(pending.keys, true),
        state.lastSentAt + this.options.laneIntervalMs,
      );
      if (at > now) {
        next = Math.min(next, at);
        continue;
      }
      state.pending = undefined;
      state.inFlight = true;
      state.lastSentAt = now;
      this.record(pending.keys, true);
      pending.send().then(
        (value) => {
          state.inFlight = false;
          pending.resolve(value);
          this.pump();
        },
        (error: unknown) => {
          state.inFlight = false;
          pending.reject(error);
          this.pump();
        },
      );
    }

    this.wakeAt(next);
  }

  private wakeAt(at: number): void {
    if (this.timer && this.timer.at <= at) return;
    if (this.timer) this.clock.clearTimeout(this.timer.handle);
    this.timer = undefined;
    if (!Number.isFinite(at)) return;
    const handle = this.clock.setTimeout(
      () => {
        this.timer = undefined;
        this.pump();
      },
      Math.max(0, at - this.clock.now()),
    );
    this.timer = { handle, at };
  }
}
