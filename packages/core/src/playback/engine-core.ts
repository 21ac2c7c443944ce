/**
 * The engine's request loop. Requests go one at a time: after each answer the core
 * compares what the device should do with what it last did and sends the most important
 * difference (prepare, halt or play first, then rate, top-up or poll, synctime). Media changes
 * bump generations, so whatever was superseded while a request travelled is never sent.
 */
import { countingPort } from './counting-port';
import { MediaSlipWatch } from './media-slip';
import { EngineState } from './engine-state';
import { deltaSampleMs, SyncHealthMeter } from './sync-health';
import { NamedTimers } from './timers';
import { prepareErrorOf, type Transport } from './transport';
import {
  HSP_SYNC_FIRST_FILTER,
  MEDIA_SLIP_CHECK_MS,
  MEDIA_SLIP_FILTER,
  RETRY_AFTER_MS,
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
  /** Where the device was last told the media runs; a slip off it is corrected at once. */
  readonly slip = new MediaSlipWatch();

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
    this.syncFilter = undefined;
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

  /** The device follows the media from now: called as a play or a time adjust leaves. */
  private markLine(): void {
    this.slip.mark(this.mediaNowMs(), this.options.clock.now(), this.options.media.sample().rate);
  }

  /** Ticks while loaded: a media that left the device's line (no event) is adjusted at once. */
  slipCheck(): void {
    this.timers.set('slip', () => this.slipCheck(), MEDIA_SLIP_CHECK_MS);
    const steady = this.device === 'playing' && this.mediaState === 'playing';
    if (!steady || this.seekPending || this.rateDirty) return;
    if (!this.slip.slipped(this.mediaNowMs(), this.options.clock.now())) return;
    this.syncFilter = Math.max(this.syncFilter ?? 0, MEDIA_SLIP_FILTER);
    this.kick();
  }

  /** Ticks every second while loaded: top-ups from the own estimate, polls, retries. */
  watchdog(): void {
    this.timers.set('watchdog', () => this.watchdog(), WATCHDOG_INTERVAL_MS);
    const quiet = this.options.clock.now() - this.lastNewsAtMs >= STATE_POLL_AFTER_MS;
    if (this.device === 'playing' && this.mediaState === 'playing' && quiet) this.pollDue = true;
    this.kick();
  }

  private step(t: Transport): void {
    if (this.prepared === 'no') return this.prepare(t);
    if (this.prepared !== 'yes' || this.seekPending) return;
    if (this.mediaState !== 'playing') return this.halt(t);
    if (this.device !== 'playing' || this.appliedAnchorGen !== this.anchorGen) return this.start(t);
    if (this.rateDirty) return this.changeRate(t);
    const job = t.backgroundJob(this.pollDue);
    if (job) {
      this.pollDue = false;
      return this.send(job, noop, noop);
    }
    if (this.syncFilter !== undefined) this.syncTime(t, this.syncFilter);
  }

  private halt(t: Transport): void {
    if (this.device === 'halted') return;
    this.slip.clear();
    this.send(
      () => t.halt(),
      () => ((this.device = 'halted'), this.stopSyncs()),
      () => (this.device = 'unknown'),
    );
  }

  private start(t: Transport): void {
    const gen = this.anchorGen;
    const rate = this.options.media.sample().rate;
    this.send(
      () => (this.markLine(), t.start()),
      () => {
        this.device = 'playing';
        this.startFailures = 0;
        this.appliedAnchorGen = gen;
        // The play carried the rate; a change while it travelled still needs its own call.
        if (rate === this.options.media.sample().rate) this.rateDirty = false;
        this.health.restart();
        this.armSyncs(t, 0);
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
    this.send(
      () => {
        // HSSP re-plays at the new rate; HSP's rate call is followed by a time adjust.
        if (t.syncAfterRate) this.slip.clear();
        else this.markLine();
        return t.changeRate();
      },
      () => {
        if (t.syncAfterRate)
          this.syncFilter = Math.max(this.syncFilter ?? 0, HSP_SYNC_FIRST_FILTER);
      },
      // A play carries the rate too.
      () => (this.anchorGen += 1),
    );
  }

  private syncTime(t: Transport, filter: number): void {
    const gen = this.anchorGen;
    this.syncFilter = undefined;
    this.send(
      () => (this.markLine(), t.syncTime(filter)),
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

  private prepare(t: Transport): void {
    this.prepared = 'running';
    this.preparePhase = t.kind === 'hssp' ? 'uploading' : 'preparing';
    this.busy = true;
    const epoch = this.epoch;
    t.prepare().then(
      () => {
        this.busy = false;
        if (epoch === this.epoch) {
          this.prepared = 'yes';
          this.error = undefined;
          this.device = 'halted';
          this.anchorGen += 1;
        }
        this.kick();
      },
      (cause: unknown) => {
        this.busy = false;
        if (epoch === this.epoch) {
          this.prepared = 'failed';
          this.error = prepareErrorOf(cause);
        }
        this.kick();
      },
    );
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
    });
    if (this.health.addSample(deltaMs)) this.reanchor();
  }
}
