/**
 * The engine's request loop. Requests go one at a time: after each answer the core
 * compares what the device should do with what it last did and sends the most important
 * difference (prepare, halt or play first, then rate, top-up or poll, synctime). Media changes
 * bump generations, so whatever was superseded while a request travelled is never sent.
 */
import { countingPort } from './counting-port';
import { prepareDevice } from './engine-prepare';
import { EngineState } from './engine-state';
import { deltaSampleMs, SyncHealthMeter } from './sync-health';
import { SlipWatch, type MediaPoint } from './slip-watch';
import { NamedTimers } from './timers';
import type { Transport } from './transport';
import {
  HSP_SYNC_FIRST_FILTER,
  RETRY_AFTER_MS,
  SLIP_CHECK_INTERVAL_MS,
  SLIP_REPLAY_MS,
  SLIP_SYNC_FILTER,
  STATE_POLL_AFTER_MS,
  WATCHDOG_INTERVAL_MS,
} from './tuning';
import {
  PlayerPlayState,
  type MediaPauseReason,
  type PlaybackDevicePort,
  type PlaybackEngineOptions,
  type PlayerStateLike,
} from './types';

type Request = () => Promise<PlayerStateLike>;
const noop = (): void => undefined;

/** The request loop of one engine; {@link createPlaybackEngine} is its public face. */
export class EngineCore extends EngineState {
  readonly port: PlaybackDevicePort;
  readonly health: SyncHealthMeter;
  readonly timers: NamedTimers;
  /** The line the device was anchored on, and whether the media has left it. */
  readonly slips = new SlipWatch();

  constructor(private readonly options: PlaybackEngineOptions) {
    super();
    this.port = countingPort(options.port, () => (this.requestCount += 1));
    this.health = new SyncHealthMeter(options.clock);
    this.timers = new NamedTimers(options.clock);
    this.lastNewsAtMs = options.clock.now();
  }

  /** The media position extrapolated to now (held while paused or stalled). */
  mediaNowMs(): number {
    const s = this.options.media.sample();
    const running = !s.paused && !s.stalled;
    return s.positionMs + (running ? (this.options.clock.now() - s.atMs) * s.rate : 0);
  }

  /** The media's position now as a point on its line. */
  mediaPoint(): MediaPoint {
    const rate = this.options.media.sample().rate;
    return { positionMs: this.mediaNowMs(), atMs: this.options.clock.now(), rate };
  }

  /** Sends whatever is due, if nothing is in flight; then publishes. */
  kick(): void {
    const ready = !this.disposed && !this.busy && !this.offline;
    if (ready && this.transport && this.options.clock.now() >= this.retryAtMs)
      this.step(this.transport);
    this.changed();
  }

  /** A correction: the device is played again at the media's time. */
  reanchor(): void {
    this.resyncCount += 1;
    this.anchorGen += 1;
  }

  stopSyncs(): void {
    this.timers.clear('sync');
    this.timers.clear('slip');
    this.syncFilter = undefined;
    this.slipDue = false;
    this.slips.clear();
  }

  /** Asks the app to pause the media; until its `pause` arrives the engine must not re-play. */
  askMediaPause(reason: MediaPauseReason): void {
    this.stopSyncs();
    if (this.mediaState === 'paused') return;
    this.mediaState = 'paused';
    this.options.pauseMedia(reason);
  }

  /** A state from the device: an answer or an event. */
  readState(state: PlayerStateLike, eventName: string | undefined): void {
    const t = this.transport;
    if (!t) return;
    const reading = t.readState(state, eventName);
    if (reading === 'foreign') return;
    this.lastNewsAtMs = this.options.clock.now();
    this.health.noteAnswer();
    if (this.device !== 'playing' || this.mediaState !== 'playing' || reading === 'ended') return;
    if (reading === 'starving') {
      t.starved();
      this.reanchor();
      return;
    }
    if (
      state.play_state === PlayerPlayState.STOPPED ||
      state.play_state === PlayerPlayState.PAUSED
    ) {
      // The engine believes it plays, so it did not halt it: a button or another app did.
      this.device = 'halted';
      this.askMediaPause('deviceStopped');
    }
  }

  /** Ticks every second while loaded: top-ups from the own estimate, polls, retries. */
  watchdog(): void {
    this.timers.set('watchdog', () => this.watchdog(), WATCHDOG_INTERVAL_MS);
    const quiet = this.options.clock.now() - this.lastNewsAtMs >= STATE_POLL_AFTER_MS;
    if (this.device === 'playing' && this.mediaState === 'playing' && quiet) this.pollDue = true;
    this.kick();
  }

  private step(t: Transport): void {
    if (this.prepared === 'no') return prepareDevice(this, t);
    if (this.prepared !== 'yes' || this.seekPending) return;
    if (this.mediaState !== 'playing') return this.halt(t);
    if (this.device !== 'playing' || this.appliedAnchorGen !== this.anchorGen) return this.start(t);
    if (this.rateDirty) return this.changeRate(t);
    if (this.slipDue) return this.fixSlip(t);
    const job = t.backgroundJob(this.pollDue);
    if (job) {
      this.pollDue = false;
      return this.send(job, noop, noop);
    }
    if (this.syncFilter !== undefined) this.syncTime(t, this.syncFilter);
  }

  private halt(t: Transport): void {
    if (this.device === 'halted') return;
    this.send(
      () => t.halt(),
      () => ((this.device = 'halted'), this.stopSyncs()),
      () => (this.device = 'unknown'),
    );
  }

  /** Plays the device at the media's time; `fresh` unless it is a slip's own re-play. */
  private start(t: Transport, fresh = true): void {
    const gen = this.anchorGen;
    const rate = this.options.media.sample().rate;
    this.slipDue = false;
    this.slips.anchor(this.mediaPoint(), fresh);
    this.send(
      () => t.start(),
      () => {
        this.device = 'playing';
        this.startFailures = 0;
        this.appliedAnchorGen = gen;
        // The play carried the rate; a change while it travelled still needs its own call.
        if (rate === this.options.media.sample().rate) this.rateDirty = false;
        this.health.restart();
        this.armSyncs(t, 0);
        this.timers.set('slip', () => this.checkSlip(), SLIP_CHECK_INTERVAL_MS);
      },
      () => {
        this.device = 'unknown';
        t.invalidate();
        // Twice in a row: the device may have lost the setup (mode change, reboot); redo it.
        this.startFailures += 1;
        if (this.startFailures >= 2) this.prepared = 'no';
      },
    );
  }

  private changeRate(t: Transport): void {
    this.rateDirty = false;
    // HSSP re-plays at the new rate; HSP keeps its stream time and a synctime follows: either
    // way the media now is the best guess of the device's new line.
    this.slips.anchor(this.mediaPoint());
    this.send(
      () => t.changeRate(),
      () => {
        if (t.syncAfterRate)
          this.syncFilter = Math.max(this.syncFilter ?? 0, HSP_SYNC_FIRST_FILTER);
      },
      // A play carries the rate too.
      () => (this.anchorGen += 1),
    );
  }

  /**
   * Every {@link SLIP_CHECK_INTERVAL_MS} while the device follows: compares the media with the
   * device's line and, on a confirmed slip within the budget, has the device re-anchored at once.
   */
  private checkSlip(): void {
    this.timers.set('slip', () => this.checkSlip(), SLIP_CHECK_INTERVAL_MS);
    const settled = this.appliedAnchorGen === this.anchorGen && !this.rateDirty;
    const following = this.device === 'playing' && this.mediaState === 'playing';
    if (!following || !settled || this.seekPending || this.slipDue) return;
    if (!this.slips.check(this.mediaPoint())) return;
    this.slipDue = true;
    this.kick();
  }

  /** Re-anchors the device on the media's line: a synctime taking it all, or a re-play if far. */
  private fixSlip(t: Transport): void {
    this.slipDue = false;
    const point = this.mediaPoint();
    // Whatever was sent since the check (a play, a synctime) may have fixed it already.
    if (!this.slips.beyond(point)) return;
    this.resyncCount += 1;
    if (Math.abs(this.slips.deviationMs(point) ?? 0) > SLIP_REPLAY_MS) {
      this.anchorGen += 1;
      return this.start(t, false);
    }
    this.syncTime(t, SLIP_SYNC_FILTER);
  }

  private syncTime(t: Transport, filter: number): void {
    const gen = this.anchorGen;
    this.syncFilter = undefined;
    // The synctime carries the media's time now: the device moves `filter` of the way to it.
    this.slips.pull(this.mediaPoint(), filter);
    this.send(
      () => t.syncTime(filter),
      (state, sentAtMs) => this.sampleHealth(state, sentAtMs, gen),
      noop,
    );
  }

  private send(
    request: Request,
    onOk: (state: PlayerStateLike, sentAtMs: number) => void,
    onFail: () => void,
  ): void {
    this.busy = true;
    const epoch = this.epoch;
    const sentAtMs = this.options.clock.now();
    let answer: Promise<PlayerStateLike>;
    try {
      answer = request();
    } catch (cause) {
      answer = Promise.reject(cause instanceof Error ? cause : new Error(String(cause)));
    }
    answer.then(
      (state) => {
        this.busy = false;
        if (epoch === this.epoch && !this.disposed) {
          this.error = undefined;
          onOk(state, sentAtMs);
          this.readState(state, undefined);
        }
        this.kick();
      },
      (cause: unknown) => {
        this.busy = false;
        if (epoch === this.epoch && !this.disposed) {
          onFail();
          this.fail(cause);
        }
        this.kick();
      },
    );
  }

  private fail(cause: unknown): void {
    this.error = { kind: 'command', cause };
    this.retryAtMs = this.options.clock.now() + RETRY_AFTER_MS;
    this.timers.set('retry', () => this.kick(), RETRY_AFTER_MS);
  }

  private armSyncs(t: Transport, index: number): void {
    const step = t.schedule.steps[index] ?? t.schedule.repeat;
    const fire = (): void => {
      this.syncFilter = Math.max(this.syncFilter ?? 0, step.filter);
      this.armSyncs(t, index + 1);
      this.kick();
    };
    this.timers.set('sync', fire, step.delayMs);
  }

  private sampleHealth(state: PlayerStateLike, sentAtMs: number, gen: number): void {
    const stale = gen !== this.anchorGen || this.device !== 'playing';
    if (stale || state.play_state !== PlayerPlayState.PLAYING) return;
    const deltaMs = deltaSampleMs({
      mediaAtAnswerMs: this.mediaNowMs(),
      sentAtMs,
      answeredAtMs: this.options.clock.now(),
      rate: this.options.media.sample().rate,
      deviceTimeMs: state.current_time,
      offsetMs: this.opts.offsetMs,
      deviceOffsetMs: this.deviceOffsetMs,
    });
    if (this.health.addSample(deltaMs, this.options.clock.now() - sentAtMs)) this.reanchor();
  }
}
