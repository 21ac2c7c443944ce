/**
 * The machine's runner: it feeds events through the pure machine (`machine.ts`) and carries out
 * the commands on the device port, the media and the timers. What a command needs comes in the
 * command; the runner keeps only the machine's current state, its injected dependencies, the
 * timers, and the instruments the machine may not hold because they read the clock or stand for
 * the device's side: the loaded script's transport (the stream the device holds), the slip watch,
 * the health meter and the request count (ADR 0011). Events are handled at once, nested when a
 * command's outcome is an event (as a synchronous call would be), and the status is published once
 * the outermost event is done.
 */
import { createHspTransport } from './hsp-transport';
import { createHsspTransport } from './hssp-transport';
import { createLiveTransport } from './live-transport';
import { transition } from './machine';
import { initialState, isFollowing, loadedOf, mediaModeOf, statusPhase } from './machine-state';
import type { Command, EventBody, MachineState, MediaMode, Request } from './machine-types';
import { SlipWatch, type MediaPoint } from './slip-watch';
import { deltaSampleMs, SyncHealthMeter } from './sync-health';
import { NamedTimers } from './timers';
import { syncsAfterRate, type Loaded, type Transport, type TransportContext } from './transport';
import type {
  BufferInfo,
  PlaybackEngineOptions,
  PlaybackStatus,
  PlayerStateLike,
  TransportKind,
} from './types';

/** One engine's runner; `createPlaybackEngine` is its public face. */
export class EngineRunner {
  /** The machine's state; only `transition` makes the next one. */
  state: MachineState;
  /** Called once the outermost event is handled, when a transition asked to publish. */
  published: () => void = () => undefined;
  /**
   * The loaded script's transport: what the device's side holds (its stream, the points sent, an
   * upload's URL). Made by `install`, forgotten by `drop`; it holds no script or setting.
   */
  private transport: Transport | undefined;
  /** Requests sent since the script was loaded, counted as each one leaves. */
  private requestCount = 0;
  private readonly health: SyncHealthMeter;
  /** The line the device was anchored on, and whether the media has left it. */
  private readonly slips = new SlipWatch();
  private readonly timers: NamedTimers;
  /** What every transport call reads besides what is loaded: the port, the clocks, the media. */
  private readonly deps: Omit<TransportContext, keyof Loaded | 'scriptNowMs'>;
  private depth = 0;
  private publishDue = false;

  constructor(private readonly options: PlaybackEngineOptions) {
    this.state = initialState(options.clock.now());
    this.health = new SyncHealthMeter(options.clock);
    this.timers = new NamedTimers(options.clock);
    const { media, port } = options;
    this.deps = {
      send: (call) => {
        this.requestCount += 1;
        return call(port);
      },
      serverTimeMs: () => port.serverTimeMs(),
      rate: () => media.sample().rate,
      durationMs: () => media.sample().durationMs,
      random: options.random ?? Math.random,
      preparing: () => this.dispatch({ type: 'uploaded' }),
    };
  }

  /** Hands `event` to the machine, at the clock's time now, and runs its commands. */
  dispatch(event: EventBody): void {
    const { state, commands } = transition(this.state, { ...event, atMs: this.now() });
    this.state = state;
    this.depth += 1;
    try {
      for (const command of commands) this.run(command);
    } finally {
      this.depth -= 1;
    }
    if (this.depth === 0 && this.publishDue) {
      this.publishDue = false;
      this.published();
    }
  }

  /** What the media does now, for an event that may load a script. */
  mediaMode(): MediaMode {
    return mediaModeOf(this.options.media.sample());
  }

  /** The status: read off the machine's state and the instruments. */
  status(): PlaybackStatus {
    const { state } = this;
    const { port } = this.options;
    return {
      phase: statusPhase(state),
      transport: state.transport,
      error: state.error,
      health: {
        verdict: this.health.verdict(isFollowing(state)),
        deltaMs: this.health.deltaMs,
        clockOffsetMs: port.clockOffsetMs(),
        roundTripMs: port.clockRoundTripMs(),
        resyncCount: state.resyncCount,
      },
      buffer: this.buffer(),
      requestCount: this.requestCount,
    };
  }

  private buffer(): BufferInfo | undefined {
    const loaded = loadedOf(this.state);
    return loaded && this.transport?.buffer(this.context(loaded));
  }

  /** The media position extrapolated to now (held while paused or stalled). */
  private mediaNowMs(): number {
    const s = this.options.media.sample();
    const running = !s.paused && !s.stalled;
    return s.positionMs + (running ? (this.now() - s.atMs) * s.rate : 0);
  }

  private now(): number {
    return this.options.clock.now();
  }

  private mediaPoint(): MediaPoint {
    const rate = this.options.media.sample().rate;
    return { positionMs: this.mediaNowMs(), atMs: this.now(), rate };
  }

  private run(command: Command): void {
    const t = this.transport;
    switch (command.type) {
      case 'send':
        if (t) this.send(t, command.request, command.loaded);
        break;
      case 'findBackground': {
        const { poll, loaded, editFromMs } = command;
        const job = t?.backgroundJob(this.context(loaded), poll, editFromMs);
        this.dispatch({ type: 'background', job });
        break;
      }
      case 'measureSlip': {
        const point = this.mediaPoint();
        const deviationMs = this.slips.deviationMs(point) ?? 0;
        this.dispatch({ type: 'slipMeasured', beyond: this.slips.beyond(point), deviationMs });
        break;
      }
      case 'checkSlip':
        if (this.slips.check(this.mediaPoint())) this.dispatch({ type: 'slipSeen' });
        break;
      case 'setTimer':
        this.timers.set(command.timer, () => this.fired(command.timer), command.delayMs);
        break;
      case 'clearTimer':
        this.timers.clear(command.timer);
        break;
      case 'clearTimers':
        this.timers.clearAll();
        break;
      case 'armSync':
        if (t) this.armSync(t, command.index);
        break;
      case 'stopSyncs':
        this.timers.clear('sync');
        this.timers.clear('slip');
        this.slips.clear();
        break;
      case 'pauseMedia':
        this.options.pauseMedia(command.reason);
        break;
      case 'stopDevice':
        // Fire and forget: a stop never waits for the loop.
        t?.stop(this.deps).catch(() => undefined);
        break;
      case 'install':
        this.transport = createTransport(command.transport, command.live);
        this.requestCount = 0;
        break;
      case 'drop':
        this.transport = undefined;
        break;
      case 'restartHealth':
        this.health.restart();
        break;
      case 'sampleHealth':
        this.sampleHealth(command);
        break;
      case 'readState': {
        const { state, eventName, loaded } = command;
        const reading = t?.readState(this.context(loaded), state, eventName);
        if (reading === undefined || reading === 'foreign') break;
        this.health.noteAnswer();
        this.dispatch({ type: 'deviceNews', reading, playState: state.play_state });
        break;
      }
      case 'transport':
        t?.[command.call]();
        break;
      case 'kick':
        this.dispatch({ type: 'kick' });
        break;
      case 'publish':
        this.publishDue = true;
        break;
    }
  }

  private fired(timer: 'seek' | 'watchdog' | 'retry' | 'slip'): void {
    if (timer === 'seek') this.dispatch({ type: 'seekSettled' });
    else if (timer === 'watchdog') this.dispatch({ type: 'watchdog' });
    else if (timer === 'retry') this.dispatch({ type: 'kick' });
    else this.dispatch({ type: 'slipTick' });
  }

  /** What a transport call reads: the port, the clocks and the media, and what is `loaded`. */
  private context(loaded: Loaded): TransportContext {
    const { script, loop, offsetMs } = loaded;
    return { ...this.deps, script, loop, scriptNowMs: () => this.mediaNowMs() - offsetMs };
  }

  /** Sends `request` with `t`; its answer or failure goes back to the machine. */
  private send(t: Transport, request: Request, loaded: Loaded): void {
    const epoch = this.state.epoch;
    const ctx = this.context(loaded);
    if (request.kind === 'prepare') {
      t.prepare(ctx).then(
        () => this.dispatch({ type: 'prepareDone', epoch }),
        (cause: unknown) => this.dispatch({ type: 'prepareFailed', epoch, cause }),
      );
      return;
    }
    const rate = this.options.media.sample().rate;
    const sentAtMs = this.now();
    let answer: Promise<PlayerStateLike>;
    try {
      answer = this.call(t, request, ctx);
    } catch (cause) {
      answer = Promise.reject(cause instanceof Error ? cause : new Error(String(cause)));
    }
    answer.then(
      (state) => {
        const rateHeld = rate === this.options.media.sample().rate;
        this.dispatch({ type: 'answered', epoch, request, state, sentAtMs, rateHeld });
      },
      (cause: unknown) => this.dispatch({ type: 'failed', epoch, request, cause }),
    );
  }

  /** Makes the call for `request`, after the slip watch has taken the line it puts the device on. */
  private call(
    t: Transport,
    request: Exclude<Request, { kind: 'prepare' }>,
    ctx: TransportContext,
  ): Promise<PlayerStateLike> {
    switch (request.kind) {
      case 'start':
        this.slips.anchor(this.mediaPoint(), request.fresh);
        return t.start(ctx);
      case 'halt':
        return t.halt(ctx);
      case 'changeRate':
        // HSSP re-plays at the new rate: the media now is the device's new line. HSP keeps its
        // stream time (a synctime follows): its line runs on from where the device is.
        if (syncsAfterRate(t.kind)) this.slips.rerate(this.mediaPoint());
        else this.slips.anchorRate(this.mediaPoint());
        return t.changeRate(ctx);
      case 'syncTime':
        // The synctime carries the media's time now: the device moves `filter` of the way.
        this.slips.pull(this.mediaPoint(), request.filter);
        return t.syncTime(ctx, request.filter);
      case 'background':
        // The job the transport found just before (its plan counts it sent).
        return t.background(ctx, request.job);
    }
  }

  private armSync(t: Transport, index: number): void {
    const step = t.schedule.steps[index] ?? t.schedule.repeat;
    const fire = (): void => this.dispatch({ type: 'syncDue', filter: step.filter, index });
    this.timers.set('sync', fire, step.delayMs);
  }

  private sampleHealth(sample: Command & { type: 'sampleHealth' }): void {
    const deltaMs = deltaSampleMs({
      mediaAtAnswerMs: this.mediaNowMs(),
      sentAtMs: sample.sentAtMs,
      answeredAtMs: this.now(),
      rate: this.options.media.sample().rate,
      deviceTimeMs: sample.state.current_time,
      offsetMs: sample.offsetMs,
      deviceOffsetMs: sample.deviceOffsetMs,
    });
    if (this.health.addSample(deltaMs, this.now() - sample.sentAtMs))
      this.dispatch({ type: 'healthLost' });
  }
}

/** A new transport of `kind` (`live`: for a live script, always HSP). */
function createTransport(kind: TransportKind, live: boolean): Transport {
  if (live) return createLiveTransport();
  return kind === 'hssp' ? createHsspTransport() : createHspTransport();
}
