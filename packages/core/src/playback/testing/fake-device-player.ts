/**
 * The point player of the in-memory fake device: a buffer of points with stream indexes, a play
 * clock on the server's time, loop, pause, threshold and starving (reference §11). Only what the
 * engine's tests and the bench need; the emulator has the full model.
 */
import type { HspPoint } from '../../script/hsp';
import type { Clock, TimerHandle } from '../../time/clock';
import { PlayerPlayState, type PlayerStateLike } from '../types';

interface BufferedPoint extends HspPoint {
  readonly streamIndex: number;
}

type PlayClock =
  | { readonly running: true; readonly anchorServerMs: number; readonly anchorStreamMs: number }
  | { readonly running: false; readonly streamMs: number };

/** Float slack so that a timer due exactly at a point's time counts as having reached it. */
const EPSILON_MS = 1e-6;

/** One player (HSP, or HSSP with an unbounded buffer). */
export class FakePointPlayer {
  playState: number = PlayerPlayState.NOT_INITIALIZED;
  streamId = 0;
  loop = false;
  rate = 1;
  threshold = 0;
  tailStreamIndex = 0;
  /** An HSSP script ends (`stream_end_reached`) instead of starving. */
  closed = false;
  private points: BufferedPoint[] = [];
  private clockState: PlayClock = { running: false, streamMs: 0 };
  private thresholdFired = false;
  private timer: TimerHandle | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly serverNowMs: () => number,
    readonly maxPoints: number,
    /** Told of each notification: `hsp_threshold_reached`, `hsp_starving`, `hsp_looping`… */
    private readonly notify: (name: string) => void,
    /** Stream ms per (server ms × rate): 1 for a perfect oscillator. */
    private readonly clockSpeed = 1,
  ) {}

  /** Clears everything for a new stream. */
  setup(streamId: number, closed: boolean): void {
    this.streamId = streamId;
    this.closed = closed;
    this.points = [];
    this.tailStreamIndex = 0;
    this.threshold = 0;
    this.loop = false;
    this.rate = 1;
    this.clockState = { running: false, streamMs: 0 };
    this.playState = PlayerPlayState.STOPPED;
    this.changed();
  }

  /** Appends a batch (sorted into place); overflow drops the oldest. */
  add(
    points: readonly HspPoint[],
    tailStreamIndex: number,
    flush: boolean,
    threshold?: number,
  ): void {
    if (flush) this.points = [];
    const first = tailStreamIndex - points.length + 1;
    const batch = points.map((p, i) => ({ t: p.t, x: p.x, streamIndex: first + i }));
    this.points = [...this.points, ...batch].sort((a, b) => a.t - b.t);
    // The server feeds an HSSP script as the device plays it: no overflow there.
    const overflow = this.points.length - this.maxPoints;
    if (!this.closed && overflow > 0) this.points = this.points.slice(overflow);
    this.tailStreamIndex = tailStreamIndex;
    if (threshold !== undefined) this.setThreshold(threshold);
    const last = this.points[this.points.length - 1];
    if (this.playState === PlayerPlayState.STARVING && last && last.t > this.streamNowMs()) {
      this.playState = PlayerPlayState.PLAYING;
    }
    this.changed();
  }

  setThreshold(streamIndex: number): void {
    this.threshold = streamIndex;
    const point = this.points.find((p) => p.streamIndex === streamIndex);
    this.thresholdFired = point !== undefined && point.t <= this.streamNowMs() + EPSILON_MS;
    this.changed();
  }

  /** At server time `serverTimeMs` be at stream time `startTimeMs`. */
  play(startTimeMs: number, serverTimeMs: number, rate: number, loop: boolean): void {
    this.rate = rate;
    this.loop = loop;
    this.clockState = { running: true, anchorServerMs: serverTimeMs, anchorStreamMs: startTimeMs };
    this.playState = PlayerPlayState.PLAYING;
    this.thresholdFired = false;
    this.changed();
  }

  /** Pause or stop: the clock holds. */
  halt(state: number): void {
    this.clockState = { running: false, streamMs: this.streamNowMs() };
    if (this.playState !== PlayerPlayState.NOT_INITIALIZED) this.playState = state;
    this.changed();
  }

  /** Moves the clock `filter` of the way to "at `serverTimeMs` be at `currentTimeMs`". */
  syncTime(currentTimeMs: number, serverTimeMs: number, filter: number): void {
    const c = this.clockState;
    if (!c.running) return;
    const wanted = currentTimeMs + (this.serverNowMs() - serverTimeMs) * this.rate;
    const shift = filter * (wanted - this.streamNowMs());
    this.clockState = { ...c, anchorStreamMs: c.anchorStreamMs + shift };
    this.changed();
  }

  setRate(rate: number): void {
    const now = this.streamNowMs();
    this.rate = rate;
    if (this.clockState.running) this.runFrom(now);
    this.changed();
  }

  /** Stream time now. */
  streamNowMs(): number {
    const c = this.clockState;
    if (!c.running) return c.streamMs;
    return c.anchorStreamMs + (this.serverNowMs() - c.anchorServerMs) * this.rate * this.clockSpeed;
  }

  /**
   * Where the device's motion is now: its buffer interpolated at its stream time, held at the
   * ends (a perfect motor). Undefined with an empty buffer.
   */
  positionNow(): number | undefined {
    const now = this.streamNowMs();
    let before: HspPoint | undefined;
    for (const p of this.points) {
      if (p.t > now) {
        if (!before) return p.x;
        return before.x + ((p.x - before.x) * (now - before.t)) / (p.t - before.t);
      }
      before = p;
    }
    return before?.x;
  }

  /** Whether the stream clock runs (PLAYING or STARVING without pause). */
  get running(): boolean {
    return this.clockState.running;
  }

  state(): PlayerStateLike {
    const now = this.streamNowMs();
    let current = -1;
    for (let i = 0; i < this.points.length && (this.points[i]?.t ?? Infinity) <= now; i++)
      current = i;
    return {
      play_state: this.playState,
      points: this.points.length,
      max_points: this.maxPoints,
      current_point: current,
      current_time: Math.round(now),
      loop: this.loop,
      playback_rate: this.rate,
      first_point_time: this.points[0]?.t ?? 0,
      last_point_time: this.points[this.points.length - 1]?.t ?? 0,
      stream_id: this.streamId,
      tail_point_stream_index: this.tailStreamIndex,
      tail_point_stream_index_threshold: this.threshold,
    };
  }

  /** The reference time jumped (the device's own offset changed): re-plan what is due. */
  timeBaseChanged(): void {
    this.changed();
  }

  /** Cancels the timer. */
  dispose(): void {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private runFrom(streamMs: number): void {
    this.clockState = {
      running: true,
      anchorServerMs: this.serverNowMs(),
      anchorStreamMs: streamMs,
    };
  }

  /** Handles what is due now and arms the timer for the next threshold or end of buffer. */
  private changed(): void {
    this.dispose();
    if (!this.clockState.running || this.playState !== PlayerPlayState.PLAYING) return;
    const now = this.streamNowMs();
    const thresholdPoint = this.points.find((p) => p.streamIndex === this.threshold);
    if (
      this.threshold > 0 &&
      !this.thresholdFired &&
      thresholdPoint &&
      thresholdPoint.t <= now + EPSILON_MS
    ) {
      this.thresholdFired = true;
      this.notify('hsp_threshold_reached');
    }
    const first = this.points[0];
    const last = this.points[this.points.length - 1];
    if (!first || !last || now + EPSILON_MS >= last.t) {
      this.reachEnd(now, first, last);
      if (this.playState !== PlayerPlayState.PLAYING) return;
    }
    let nextMs = this.points[this.points.length - 1]?.t ?? now;
    if (thresholdPoint && !this.thresholdFired && thresholdPoint.t > now) {
      nextMs = Math.min(nextMs, thresholdPoint.t);
    }
    const delay = Math.max(0, (nextMs - this.streamNowMs()) / (this.rate * this.clockSpeed));
    this.timer = this.clock.setTimeout(() => this.changed(), delay);
  }

  private reachEnd(
    now: number,
    first: BufferedPoint | undefined,
    last: BufferedPoint | undefined,
  ): void {
    if (this.loop && first && last && last.t > first.t) {
      this.runFrom(first.t + (Math.max(0, now - last.t) % (last.t - first.t)));
      this.thresholdFired = false;
      this.notify('hsp_looping');
      return;
    }
    if (this.closed) {
      this.clockState = { running: false, streamMs: last?.t ?? now };
      this.playState = PlayerPlayState.STOPPED;
      this.notify('stream_end_reached');
      return;
    }
    this.playState = PlayerPlayState.STARVING;
    this.notify('hsp_starving');
  }
}
