import type { DeviceContext } from './context';
import { HspPlayState } from './enums';
import type { EventName } from './events';
import { HspBuffer, type HspPoint } from './hsp-buffer';
import { blankState, streamWaypoints } from './hsp-waypoints';
import { PlayClock, type PlayClockSnapshot } from './play-clock';
import { PlayTimeline, type PlayTimelineCause } from './play-timeline';
import { Timer } from './timer';
import type {
  HspPlayerHooks,
  HspProtocol,
  HspState,
  PlayOptions,
  StreamWaypoint,
} from './hsp-types';

/** Float slack so that a timer firing exactly at a point's time counts as having reached it. */
const EPSILON_MS = 1e-6;

/** The HSP machinery shared by HSP, HSSP and STREAM (reference §11). */
export class HspPlayer {
  protocol: HspProtocol = 'hsp';
  playState: HspPlayState = HspPlayState.NOT_INITIALIZED;
  streamId = 0;
  loop = false;
  pauseOnStarving = false;
  threshold = 0;
  /** HSSP/STREAM push `hsp_*` notifications only when set up with `notify: true`. */
  notify = true;
  /** A closed stream (an HSSP script) ends with `stream_end_reached` instead of starving. */
  closed = false;
  /** Where the points come from: the HSSP script URL or the STREAM reference. */
  sourceRef: string | undefined;
  buffer: HspBuffer;
  /** The play clock's history over the emulator clock (control API, sync measurement). */
  readonly timeline = new PlayTimeline();
  private readonly clock: PlayClock;
  private beforePause: PlayClockSnapshot | undefined;
  private started = false;
  private starvePaused = false;
  private thresholdFired = false;
  private readonly timer: Timer;

  constructor(
    private readonly ctx: DeviceContext,
    private readonly hooks: HspPlayerHooks,
    readonly maxPoints: number,
  ) {
    this.buffer = new HspBuffer(maxPoints);
    this.timer = new Timer(ctx.clock);
    this.clock = new PlayClock(
      () => ctx.clock.now(),
      () => hooks.referenceOffsetMs(),
    );
  }

  /** The playback rate. */
  get playbackRate(): number {
    return this.clock.rate;
  }

  /** Whether setup has happened. */
  get initialized(): boolean {
    return this.playState !== HspPlayState.NOT_INITIALIZED;
  }

  /** Clears everything and prepares a new stream; server-fed protocols get an unbounded buffer. */
  setup(
    protocol: HspProtocol,
    streamId: number,
    options: { notify?: boolean | undefined; sourceRef?: string } = {},
  ): void {
    this.reset();
    this.protocol = protocol;
    this.sourceRef = options.sourceRef;
    this.streamId = streamId;
    this.notify = options.notify ?? protocol === 'hsp';
    this.buffer = new HspBuffer(protocol === 'hsp' ? this.maxPoints : Infinity);
    this.playState = HspPlayState.STOPPED;
    this.recordTimeline('change');
  }

  /** Back to NOT_INITIALIZED without events (mode change, reboot). */
  reset(): void {
    this.timer.clear();
    this.protocol = 'hsp';
    this.streamId = 0;
    this.loop = false;
    this.threshold = 0;
    this.playState = HspPlayState.NOT_INITIALIZED;
    this.pauseOnStarving = false;
    this.closed = false;
    this.sourceRef = undefined;
    this.buffer = new HspBuffer(this.maxPoints);
    this.clock.rate = 1;
    this.clock.freeze(0);
    this.beforePause = undefined;
    this.started = false;
    this.starvePaused = false;
    this.thresholdFired = false;
    this.recordTimeline('change');
  }

  /** Adds points (`flush` empties the buffer first). */
  add(points: readonly HspPoint[], tailStreamIndex: number, flush = false): void {
    if (flush) this.buffer.clear();
    this.buffer.add(points, tailStreamIndex);
    this.wakeFromStarving();
    this.changed();
  }

  /** The stream gets no more points: a player starving at its end has reached the end. */
  close(): void {
    this.closed = true;
    if (this.playState !== HspPlayState.STARVING) return;
    this.endStream();
    this.changed();
  }

  /** Empties the buffer. */
  flush(): void {
    this.buffer.clear();
    this.started = false;
    this.changed();
  }

  /** Sets the stream index whose playing raises `hsp_threshold_reached`. */
  setThreshold(streamIndex: number): void {
    this.threshold = streamIndex;
    const point = this.buffer.byStreamIndex(streamIndex);
    this.thresholdFired = point !== undefined && point.t <= this.clock.streamNowMs() + EPSILON_MS;
    this.changed();
  }

  /** Starts playing: at server time `serverTimeMs` be at stream time `startTimeMs`. */
  play(options: PlayOptions): void {
    if (options.playbackRate !== undefined) this.clock.rate = options.playbackRate;
    if (options.loop !== undefined) this.loop = options.loop;
    if (options.pauseOnStarving !== undefined) this.pauseOnStarving = options.pauseOnStarving;
    this.clock.anchor(options.serverTimeMs ?? this.hooks.serverNowMs(), options.startTimeMs);
    this.playState = HspPlayState.PLAYING;
    this.beforePause = undefined;
    this.started = true;
    this.starvePaused = false;
    this.thresholdFired = false;
    this.changed();
  }

  /** Stops; the play clock stays where it was. */
  stop(): void {
    this.clock.freeze();
    this.playState = HspPlayState.STOPPED;
    this.starvePaused = false;
    this.changed();
  }

  /** Pauses, remembering the position (and the running clock, for `pick_up`). */
  pause(): void {
    if (this.playState !== HspPlayState.PLAYING && this.playState !== HspPlayState.STARVING) return;
    this.beforePause = this.clock.snapshot();
    this.clock.freeze();
    this.playState = HspPlayState.PAUSED;
    this.changed();
  }

  /**
   * Resumes a pause: from where it paused, or with `pickUp` where playback would be had it never
   * paused (reference §11.6).
   */
  resume(pickUp: boolean): void {
    if (this.playState !== HspPlayState.PAUSED) return;
    const before = this.beforePause;
    if (pickUp && before?.running) this.clock.restore(before);
    else this.clock.runFrom(this.clock.streamNowMs());
    this.beforePause = undefined;
    this.starvePaused = false;
    this.playState = HspPlayState.PLAYING;
    this.changed();
  }

  /** Changes the playback rate without a jump in stream time. */
  setPlaybackRate(rate: number): void {
    this.clock.setRate(rate);
    this.changed();
  }

  /** Sets looping. */
  setLoop(loop: boolean): void {
    this.loop = loop;
    this.changed();
  }

  /** Sets pause-on-starving. */
  setPauseOnStarving(pause: boolean): void {
    this.pauseOnStarving = pause;
    this.changed();
  }

  /**
   * Nudges the play clock towards "at server time `serverTimeMs` the stream is at
   * `currentTimeMs`": `filter` (0–1) is the share of the error corrected now (1 = jump).
   */
  syncTime(currentTimeMs: number, serverTimeMs: number, filter: number): void {
    if (!this.clock.running) return;
    const refMs = this.ctx.clock.now() + this.hooks.referenceOffsetMs();
    const wantedMs = currentTimeMs + (refMs - serverTimeMs) * this.clock.rate;
    this.clock.shift(filter * (wantedMs - this.clock.streamNowMs()));
    this.changed();
  }

  /** Re-plans after the device's time base moved (clock sync, user offset, server offset). */
  rebase(): void {
    this.changed();
  }

  /** The stream time now (ms). */
  streamNowMs(): number {
    return this.clock.streamNowMs();
  }

  /** The state as seen through one protocol's endpoints: blank when another protocol runs. */
  stateFor(protocol: HspProtocol): HspState {
    const state = this.state();
    return this.protocol === protocol ? state : blankState(state);
  }

  /** The wire state. */
  state(): HspState {
    const nowStreamMs = this.clock.streamNowMs();
    return {
      play_state: this.playState,
      pause_on_starving: this.pauseOnStarving,
      points: Math.min(this.buffer.size, this.maxPoints),
      max_points: this.maxPoints,
      current_point: this.started ? this.buffer.indexAt(nowStreamMs + EPSILON_MS) : -1,
      current_time: Math.round(nowStreamMs),
      loop: this.loop,
      playback_rate: this.clock.rate,
      first_point_time: this.buffer.firstTimeMs,
      last_point_time: this.buffer.lastTimeMs,
      stream_id: this.streamId,
      tail_point_stream_index: this.buffer.tailStreamIndex,
      tail_point_stream_index_threshold: this.threshold,
    };
  }

  /**
   * Where the slider should be from now on (positions 0–100), looping forever when `loop` is on;
   * empty unless playing. A point due exactly now is included so that a loop's wrap visits it.
   * Everything is captured now, though the points are generated lazily.
   */
  waypoints(): Iterable<StreamWaypoint> {
    if (!this.clock.running || this.playState !== HspPlayState.PLAYING) return [];
    return streamWaypoints(
      this.buffer.points,
      this.clock.streamNowMs() - EPSILON_MS,
      this.loop,
      this.clock.mapping(),
    );
  }

  /** Cancels timers (device removed). */
  dispose(): void {
    this.timer.clear();
  }

  /** After a state change: handle what is due now, arm the next timer, move the slider. */
  private changed(): void {
    this.evaluate();
    this.recordTimeline('change');
    this.hooks.motionChanged();
  }

  /**
   * Notes the clock as it runs from now. Called after every change and after a loop wrap, so the
   * timeline holds every line the play clock followed (the timeline drops repeats).
   */
  private recordTimeline(cause: PlayTimelineCause): void {
    this.timeline.record({
      fromMs: this.ctx.clock.now(),
      streamMs: this.clock.streamNowMs(),
      rate: this.clock.rate,
      running: this.clock.running,
      playState: this.playState,
      streamId: this.streamId,
      protocol: this.protocol,
      cause,
    });
  }

  private wakeFromStarving(): void {
    if (this.playState !== HspPlayState.STARVING) return;
    const nowStreamMs = this.clock.streamNowMs();
    if (this.buffer.size === 0 || this.buffer.lastTimeMs <= nowStreamMs + EPSILON_MS) return;
    this.playState = HspPlayState.PLAYING;
    if (!this.starvePaused) return;
    this.starvePaused = false;
    this.clock.runFrom(nowStreamMs);
    this.emitHsp('hsp_resumed_on_not_starving');
  }

  private evaluate(): void {
    this.timer.clear();
    if (!this.clock.running) return;
    const nowStreamMs = this.clock.streamNowMs();
    this.checkThreshold(nowStreamMs);
    const atEnd = this.buffer.size === 0 || nowStreamMs + EPSILON_MS >= this.buffer.lastTimeMs;
    if (this.playState === HspPlayState.PLAYING && atEnd) this.reachEnd(nowStreamMs);
    this.arm();
  }

  private reachEnd(streamMs: number): void {
    const firstMs = this.buffer.firstTimeMs;
    const lastMs = this.buffer.lastTimeMs;
    const periodMs = lastMs - firstMs;
    if (this.loop && this.buffer.size >= 2 && periodMs > 0) {
      const wrappedMs = firstMs + (Math.max(0, streamMs - lastMs) % periodMs);
      this.clock.runFrom(wrappedMs);
      this.thresholdFired = false;
      this.recordTimeline('loop');
      this.emitHsp('hsp_looping');
      this.checkThreshold(wrappedMs);
      return;
    }
    if (this.closed) {
      this.endStream();
      return;
    }
    this.playState = HspPlayState.STARVING;
    if (this.pauseOnStarving) {
      this.starvePaused = true;
      this.clock.freeze(this.buffer.size > 0 ? lastMs : streamMs);
      this.emitHsp('hsp_paused_on_starving');
    } else {
      this.emitHsp('hsp_starving');
    }
    // Not caused by a client command, so the generic change goes out too (reference §7).
    this.emitHsp('hsp_state_changed');
  }

  private endStream(): void {
    this.clock.freeze(this.buffer.lastTimeMs);
    this.playState = HspPlayState.STOPPED;
    this.starvePaused = false;
    this.ctx.emit('stream_end_reached', { ...this.state() });
    this.emitHsp('hsp_state_changed');
  }

  private checkThreshold(streamMs: number): void {
    if (this.thresholdFired || this.threshold <= 0) return;
    const point = this.buffer.byStreamIndex(this.threshold);
    if (!point || point.t > streamMs + EPSILON_MS) return;
    this.thresholdFired = true;
    this.emitHsp('hsp_threshold_reached');
  }

  /** Arms the timer for the next threshold point or the end of the buffer. */
  private arm(): void {
    if (!this.clock.running || this.playState !== HspPlayState.PLAYING) return;
    const nowStreamMs = this.clock.streamNowMs();
    let nextStreamMs = this.buffer.lastTimeMs;
    const point = this.threshold > 0 ? this.buffer.byStreamIndex(this.threshold) : undefined;
    if (point && !this.thresholdFired && point.t > nowStreamMs) {
      nextStreamMs = Math.min(nextStreamMs, point.t);
    }
    this.timer.set((nextStreamMs - nowStreamMs) / this.clock.rate, () => this.changed());
  }

  private emitHsp(name: EventName): void {
    if (this.notify) this.ctx.emit(name, { ...this.state() });
  }
}
