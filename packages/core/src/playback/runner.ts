/**
 * The machine's runner: it holds what the pure machine (`machine.ts`) cannot — the transport,
 * the timers, the slip watch, the health meter, the script — feeds events through `transition`
 * and carries out the commands on the device port and the timers. Events are handled at once,
 * nested when a command's outcome is an event (as a synchronous call would be), and the status
 * is published once the outermost event is done.
 */
import { createHspTransport } from './hsp-transport';
import { createHsspTransport } from './hssp-transport';
import { createLiveTransport } from './live-transport';
import { transition } from './machine';
import { initialState, mediaModeOf } from './machine-state';
import type { Command, EventBody, MachineState, Request } from './machine-types';
import { SlipWatch, type MediaPoint } from './slip-watch';
import { deltaSampleMs, SyncHealthMeter } from './sync-health';
import { NamedTimers } from './timers';
import type { Transport, TransportContext } from './transport';
import {
  isLiveScript,
  type LoadOptions,
  type PlaybackEngineOptions,
  type PlaybackSource,
  type PlayerStateLike,
} from './types';

type Job = () => Promise<PlayerStateLike>;

/** One engine's runner; `createPlaybackEngine` is its public face. */
export class EngineRunner {
  state: MachineState;
  script: PlaybackSource | undefined;
  transport: Transport | undefined;
  opts: LoadOptions = { transport: 'hsp', loop: false, offsetMs: 0 };
  /** What the device itself adds to everything it plays (its `/hstp/offset`), ms. */
  deviceOffsetMs = 0;
  /** Requests sent since the script was loaded, counted as each one leaves. */
  requestCount = 0;
  readonly health: SyncHealthMeter;
  /** Called once the outermost event is handled, when a transition asked to publish. */
  published: () => void = () => undefined;
  private readonly timers: NamedTimers;
  /** The line the device was anchored on, and whether the media has left it. */
  private readonly slips = new SlipWatch();
  /** The script being loaded and its transport, taken by the `install` command. */
  private loading: { script: PlaybackSource; opts: LoadOptions; transport: Transport } | undefined;
  /** The background request the transport handed out, until the machine sends it. */
  private job: Job | undefined;
  private depth = 0;
  private publishDue = false;

  constructor(private readonly options: PlaybackEngineOptions) {
    this.state = initialState(options.clock.now());
    this.health = new SyncHealthMeter(options.clock);
    this.timers = new NamedTimers(options.clock);
  }

  /** Loads `script`: the machine resets and the `install` command takes it. */
  load(script: PlaybackSource, loadOptions: LoadOptions): void {
    const opts: LoadOptions = isLiveScript(script)
      ? { ...loadOptions, transport: 'hsp' }
      : loadOptions;
    const transport = isLiveScript(script)
      ? createLiveTransport(this.context(script))
      : opts.transport === 'hssp'
        ? createHsspTransport(this.context(script))
        : createHspTransport(this.context(script));
    this.loading = { script, opts, transport };
    const media = mediaModeOf(this.options.media.sample());
    const { kind, syncAfterRate } = transport;
    this.dispatch({ type: 'load', transport: kind, syncAfterRate, media });
    this.loading = undefined;
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

  /** The media position extrapolated to now (held while paused or stalled). */
  mediaNowMs(): number {
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
        if (t) this.send(t, command.request);
        break;
      case 'findBackground':
        this.job = t?.backgroundJob(command.poll);
        this.dispatch({ type: 'background', found: this.job !== undefined });
        break;
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
        t?.stop().catch(() => undefined);
        break;
      case 'install':
        this.install();
        break;
      case 'drop':
        this.script = undefined;
        this.transport = undefined;
        break;
      case 'restartHealth':
        this.health.restart();
        break;
      case 'sampleHealth':
        this.sampleHealth(command.state, command.sentAtMs);
        break;
      case 'readState':
        this.readState(command.state, undefined);
        break;
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

  private install(): void {
    const loading = this.loading;
    if (!loading) return;
    this.script = loading.script;
    this.opts = loading.opts;
    this.transport = loading.transport;
    this.deviceOffsetMs = loading.opts.deviceOffsetMs ?? 0;
    this.requestCount = 0;
  }

  /** A state from the device (an answer or an event), read by the transport first. */
  readState(state: PlayerStateLike, eventName: string | undefined): void {
    const t = this.transport;
    if (!t) return;
    const reading = t.readState(state, eventName);
    if (reading === 'foreign') return;
    this.health.noteAnswer();
    this.dispatch({ type: 'deviceNews', reading, playState: state.play_state });
  }

  private context<S extends PlaybackSource>(script: S): TransportContext<S> {
    const { media, port } = this.options;
    const random = this.options.random ?? Math.random;
    return {
      send: (call) => {
        this.requestCount += 1;
        return call(port);
      },
      serverTimeMs: () => port.serverTimeMs(),
      clock: this.options.clock,
      script,
      scriptNowMs: () => this.mediaNowMs() - this.opts.offsetMs,
      rate: () => media.sample().rate,
      loop: () => this.opts.loop,
      durationMs: () => media.sample().durationMs,
      random,
      preparing: () => this.dispatch({ type: 'uploaded' }),
    };
  }

  /** Sends `request` with `t`; its answer or failure goes back to the machine. */
  private send(t: Transport, request: Request): void {
    const epoch = this.state.epoch;
    if (request.kind === 'prepare') {
      t.prepare().then(
        () => this.dispatch({ type: 'prepareDone', epoch }),
        (cause: unknown) => this.dispatch({ type: 'prepareFailed', epoch, cause }),
      );
      return;
    }
    const rate = this.options.media.sample().rate;
    const sentAtMs = this.now();
    let answer: Promise<PlayerStateLike>;
    try {
      answer = this.requestOf(t, request)();
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

  /** The call for `request`, after the slip watch has taken the line it puts the device on. */
  private requestOf(t: Transport, request: Exclude<Request, { kind: 'prepare' }>): Job {
    switch (request.kind) {
      case 'start':
        this.slips.anchor(this.mediaPoint(), request.fresh);
        return () => t.start();
      case 'halt':
        return () => t.halt();
      case 'changeRate':
        // HSSP re-plays at the new rate; HSP keeps its stream time and a synctime follows:
        // either way the media now is the best guess of the device's new line.
        this.slips.anchor(this.mediaPoint());
        return () => t.changeRate();
      case 'syncTime':
        // The synctime carries the media's time now: the device moves `filter` of the way.
        this.slips.pull(this.mediaPoint(), request.filter);
        return () => t.syncTime(request.filter);
      case 'background': {
        // The job `findBackground` took from the transport just before (its plan counts it sent).
        const job = this.job;
        this.job = undefined;
        return job ?? (() => Promise.reject(new Error('no background job')));
      }
    }
  }

  private armSync(t: Transport, index: number): void {
    const step = t.schedule.steps[index] ?? t.schedule.repeat;
    const fire = (): void => this.dispatch({ type: 'syncDue', filter: step.filter, index });
    this.timers.set('sync', fire, step.delayMs);
  }

  private sampleHealth(state: PlayerStateLike, sentAtMs: number): void {
    const deltaMs = deltaSampleMs({
      mediaAtAnswerMs: this.mediaNowMs(),
      sentAtMs,
      answeredAtMs: this.now(),
      rate: this.options.media.sample().rate,
      deviceTimeMs: state.current_time,
      offsetMs: this.opts.offsetMs,
      deviceOffsetMs: this.deviceOffsetMs,
    });
    if (this.health.addSample(deltaMs, this.now() - sentAtMs))
      this.dispatch({ type: 'healthLost' });
  }
}
