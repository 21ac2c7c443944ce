/**
 * The one owner of random classic's timer: it walks the schedule of `@glide/core`
 * (`nextRandomStep`) on an injected clock, sends each step to the device through a small port, and
 * says where it stands (running, paused, failed, stopped and why) to whoever subscribes. No React:
 * the page's hook builds the port from the device layer's commands and tells it what the device
 * reports (connected, stroking); tests drive it with a fake clock and a fake port.
 *
 * Each new step reads the settings then, so a change applies at the next change without a restart.
 * The clock's one timer wakes at the next change or at the next whole second of the countdown,
 * whichever is first, so the countdown needs no timer of its own.
 */
import {
  createRandom,
  nextRandomStep,
  randomClassicProblems,
  type Clock,
  type RandomClassicProblem,
  type RandomClassicSettings,
  type RandomSource,
  type RandomStep,
  type RandomZonePct,
  type TimerHandle,
} from '@glide/core';
import type { ErrorMessage } from '../../device';

/** What one device command came to. */
export type CommandResult =
  | { readonly kind: 'ok' }
  | { readonly kind: 'failed'; readonly error: ErrorMessage }
  /** Nothing was sent for it: a newer value took its place, a stop dropped it, or no device. */
  | { readonly kind: 'dropped' };

/** The device calls random classic makes; the page builds them from `useHamp` and `useSlider`. */
export interface RandomClassicDevice {
  /** Starts automatic stroking at `speedPct`. */
  readonly start: (speedPct: number) => Promise<CommandResult>;
  /** Changes the speed of running automatic stroking (paced: the newest value wins). */
  readonly setSpeed: (speedPct: number) => Promise<CommandResult>;
  /** Changes the stroke zone (paced: the newest value wins). */
  readonly setZone: (zone: RandomZonePct) => Promise<CommandResult>;
  /** Stops automatic stroking at once. */
  readonly stop: () => Promise<CommandResult>;
}

/** What the device reports, as the session state has it. */
export interface DeviceReport {
  readonly connected: boolean;
  /** Automatic stroking runs (HAMP's play state). */
  readonly stroking: boolean;
}

/** Why a run ended. */
export type StopReason =
  /** The user pressed Stop here. */
  | 'user'
  /** The device stopped stroking without this page asking: Escape, "Stop all", another app. */
  | 'elsewhere'
  /** The device went offline or the connection ended. */
  | 'disconnected';

/** What went wrong, and what Retry does. */
export type RunFailure =
  | {
      readonly kind: 'device';
      readonly error: ErrorMessage;
      /** The command that failed; Retry sends it again. */
      readonly during: 'start' | 'change' | 'pause' | 'stop';
    }
  /** The stored settings cannot be run (changed elsewhere); Retry reads them again. */
  | { readonly kind: 'settings'; readonly problems: readonly RandomClassicProblem[] };

/** Where a run stands. */
export type RunPhase =
  | { readonly kind: 'idle' }
  /** Start or Resume was pressed; the device has not answered yet. */
  | { readonly kind: 'starting'; readonly step: RandomStep }
  | { readonly kind: 'running'; readonly step: RandomStep; readonly changeAtMs: number }
  | { readonly kind: 'paused'; readonly step: RandomStep; readonly remainingMs: number }
  | {
      readonly kind: 'failed';
      readonly failure: RunFailure;
      readonly step: RandomStep | undefined;
    }
  | { readonly kind: 'stopped'; readonly reason: StopReason };

/** One change the run made, for the history graph. */
export interface HistoryEntry {
  /** Clock time of the change, ms. */
  readonly atMs: number;
  readonly step: RandomStep;
}

/** What subscribers read. */
export interface RunSnapshot {
  readonly phase: RunPhase;
  /** Whole seconds to the next change while running (rounded up), otherwise `undefined`. */
  readonly secondsToChange: number | undefined;
  /** The last changes, oldest first. */
  readonly history: readonly HistoryEntry[];
}

/** What the runner needs. */
export interface RandomClassicRunnerOptions {
  readonly clock: Clock;
  readonly device: RandomClassicDevice;
  /** The settings in force, read at every new step. */
  readonly settings: () => RandomClassicSettings;
  /** The random source; a fresh seed from the clock when not given. */
  readonly random?: RandomSource;
  /** How many changes the history keeps. */
  readonly historyLength?: number;
}

/** The history graph's default length: enough to see a pattern, short enough for a phone. */
export const HISTORY_LENGTH = 12;

const SECOND_MS = 1000;

/** Runs random classic; see the module comment. Call {@link RandomClassicRunner.dispose} when done. */
export class RandomClassicRunner {
  private readonly clock: Clock;
  private readonly device: RandomClassicDevice;
  private readonly settings: () => RandomClassicSettings;
  private readonly random: RandomSource;
  private readonly historyLength: number;
  private readonly listeners = new Set<() => void>();
  private timer: TimerHandle | undefined;
  /** Bumped by every start, pause, stop and dispose: answers of an older run are ignored. */
  private run = 0;
  /** The device reported stroking since this run (re)started: a later "not stroking" is a stop. */
  private sawStroking = false;
  private disposed = false;
  private snapshot: RunSnapshot = {
    phase: { kind: 'idle' },
    secondsToChange: undefined,
    history: [],
  };

  constructor(options: RandomClassicRunnerOptions) {
    this.clock = options.clock;
    this.device = options.device;
    this.settings = options.settings;
    this.random = options.random ?? createRandom(options.clock.now());
    this.historyLength = options.historyLength ?? HISTORY_LENGTH;
  }

  /** The current state; the same object until something changes. */
  getSnapshot = (): RunSnapshot => this.snapshot;

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts a new run from its first step (from idle, stopped or a failure). */
  start(): void {
    const { kind } = this.snapshot.phase;
    if (this.disposed || kind === 'starting' || kind === 'running' || kind === 'paused') return;
    const step = this.nextStep(undefined);
    if (!step) return;
    this.history(step);
    void this.begin(step, step.durationMs);
  }

  /** Stops the device and holds the countdown where it is; {@link resume} carries on. */
  pause(): void {
    const { phase } = this.snapshot;
    if (phase.kind !== 'running' && phase.kind !== 'starting') return;
    const remainingMs =
      phase.kind === 'running'
        ? Math.max(0, phase.changeAtMs - this.clock.now())
        : phase.step.durationMs;
    this.sendPause(phase.step, remainingMs);
  }

  /** Carries on after {@link pause} with the same step and the time it had left. */
  resume(): void {
    const { phase } = this.snapshot;
    if (phase.kind !== 'paused') return;
    void this.begin(phase.step, phase.remainingMs);
  }

  /** Stops the run and the device (the page's Stop). */
  stop(): void {
    const { phase } = this.snapshot;
    if (phase.kind === 'idle' || phase.kind === 'stopped') return;
    this.sendStop('step' in phase ? phase.step : undefined);
  }

  /** Sends again what failed (or reads the settings again), then carries on. */
  retry(): void {
    const { phase } = this.snapshot;
    if (phase.kind !== 'failed') return;
    const { failure, step } = phase;
    if (failure.kind === 'settings') {
      this.start();
      return;
    }
    switch (failure.during) {
      case 'stop':
        this.sendStop(step);
        return;
      case 'start':
        if (step) void this.begin(step, step.durationMs);
        return;
      case 'change':
        if (step) void this.change(step, this.newRun());
        return;
      case 'pause':
        if (step) this.sendPause(step, step.durationMs);
        return;
    }
  }

  /**
   * What the device reports now. Offline ends the run (`disconnected`); a device that stops
   * stroking while the run has it stroke was stopped elsewhere (Escape, "Stop all", another app),
   * which ends the run too. Neither sends anything: the device is already still or unreachable.
   */
  deviceReport(report: DeviceReport): void {
    const { phase } = this.snapshot;
    if (phase.kind === 'idle' || phase.kind === 'stopped') return;
    if (!report.connected) {
      this.newRun();
      this.sawStroking = false;
      this.set({ kind: 'stopped', reason: 'disconnected' });
      return;
    }
    if (phase.kind !== 'running' && phase.kind !== 'starting') return;
    if (report.stroking) {
      this.sawStroking = true;
      return;
    }
    if (this.sawStroking) {
      this.newRun();
      this.sawStroking = false;
      this.set({ kind: 'stopped', reason: 'elsewhere' });
    }
  }

  /**
   * Ends everything: the timer, the listeners and, when the run has the device stroke, the device
   * (a random speed must not outlive the page that changes it).
   */
  dispose(): void {
    if (this.disposed) return;
    const { kind } = this.snapshot.phase;
    // A failure may leave the device stroking (a change, a pause or a stop that did not go through).
    const moving = kind === 'running' || kind === 'starting' || kind === 'failed';
    this.newRun();
    this.disposed = true;
    this.listeners.clear();
    if (moving) void this.device.stop();
  }

  /** Starts a new run number and clears the timer: answers of the old run are ignored. */
  private newRun(): number {
    this.run += 1;
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    return this.run;
  }

  /** Pauses with `remainingMs` of `step` left, and stops the device. */
  private sendPause(step: RandomStep, remainingMs: number): void {
    const run = this.newRun();
    this.sawStroking = false;
    this.set({ kind: 'paused', step, remainingMs });
    void this.device.stop().then((result) => {
      if (run !== this.run || result.kind !== 'failed') return;
      this.set({
        kind: 'failed',
        failure: { kind: 'device', error: result.error, during: 'pause' },
        step,
      });
    });
  }

  /** Ends the run as the user asked, and stops the device. */
  private sendStop(step: RandomStep | undefined): void {
    const run = this.newRun();
    this.sawStroking = false;
    this.set({ kind: 'stopped', reason: 'user' });
    void this.device.stop().then((result) => {
      if (run !== this.run || result.kind !== 'failed') return;
      this.set({
        kind: 'failed',
        failure: { kind: 'device', error: result.error, during: 'stop' },
        step,
      });
    });
  }

  /** The step after `previous`, or a failure when the settings cannot be run. */
  private nextStep(previous: RandomStep | undefined): RandomStep | undefined {
    const settings = this.settings();
    const problems = randomClassicProblems(settings);
    if (problems.length > 0) {
      this.newRun();
      this.set({ kind: 'failed', failure: { kind: 'settings', problems }, step: previous });
      return undefined;
    }
    return nextRandomStep(settings, this.random, previous);
  }

  /** Sends a (re)start with `step` and runs it for `durationMs` once the device answered. */
  private async begin(step: RandomStep, durationMs: number): Promise<void> {
    const run = this.newRun();
    this.sawStroking = false;
    this.set({ kind: 'starting', step });
    const result = await this.sendStart(step);
    if (run !== this.run) {
      // Paused, stopped or left while the start was on its way: a start that landed after the
      // stop must not leave the device stroking.
      if (result.kind === 'ok') void this.device.stop();
      return;
    }
    if (result.kind === 'failed') {
      this.newRun();
      this.set({
        kind: 'failed',
        failure: { kind: 'device', error: result.error, during: 'start' },
        step,
      });
      return;
    }
    // Nothing was sent: a stop from elsewhere (Escape) dropped the zone on its way.
    if (result.kind === 'dropped') {
      this.newRun();
      this.set({ kind: 'stopped', reason: 'elsewhere' });
      return;
    }
    // The device answered its start with a stroking state: from now on, still means stopped.
    this.sawStroking = true;
    this.set({ kind: 'running', step, changeAtMs: this.clock.now() + durationMs });
    this.arm();
  }

  private async sendStart(step: RandomStep): Promise<CommandResult> {
    if (step.kind === 'rest') return this.device.start(0);
    // The zone first, so that the device starts within it.
    const zone = await this.device.setZone(step.zone);
    if (zone.kind !== 'ok') return zone;
    return this.device.start(step.speedPct);
  }

  /** Moves on to the next step now (the timer's work). */
  private advance(): void {
    const { phase } = this.snapshot;
    if (phase.kind !== 'running') return;
    const step = this.nextStep(phase.step);
    if (!step) return;
    this.history(step);
    const run = this.run;
    this.set({ kind: 'running', step, changeAtMs: this.clock.now() + step.durationMs });
    this.arm();
    void this.change(step, run);
  }

  /** Sends a running step's speed and zone; a failure stops the schedule with a retry. */
  private async change(step: RandomStep, run: number): Promise<void> {
    if (this.snapshot.phase.kind !== 'running') {
      this.set({ kind: 'running', step, changeAtMs: this.clock.now() + step.durationMs });
      this.arm();
    }
    const results = await Promise.all(
      step.kind === 'rest'
        ? [this.device.setSpeed(0)]
        : [this.device.setZone(step.zone), this.device.setSpeed(step.speedPct)],
    );
    if (run !== this.run) return;
    const failed = results.find((result) => result.kind === 'failed');
    if (!failed) return;
    this.newRun();
    this.set({
      kind: 'failed',
      failure: { kind: 'device', error: failed.error, during: 'change' },
      step,
    });
  }

  /** Sets the one timer: at the next change, or at the countdown's next whole second. */
  private arm(): void {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    const { phase } = this.snapshot;
    if (phase.kind !== 'running') return;
    const leftMs = phase.changeAtMs - this.clock.now();
    const toNextSecond = leftMs % SECOND_MS || SECOND_MS;
    const delayMs = Math.max(0, Math.min(leftMs, toNextSecond));
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      const current = this.snapshot.phase;
      if (current.kind !== 'running') return;
      if (this.clock.now() >= current.changeAtMs) {
        this.advance();
        return;
      }
      this.publish();
      this.arm();
    }, delayMs);
  }

  private history(step: RandomStep): void {
    const entry = { atMs: this.clock.now(), step };
    const history = [...this.snapshot.history, entry].slice(-this.historyLength);
    this.snapshot = { ...this.snapshot, history };
  }

  private set(phase: RunPhase): void {
    this.snapshot = { ...this.snapshot, phase };
    this.publish();
  }

  /** Writes the countdown and tells every listener. */
  private publish(): void {
    const { phase } = this.snapshot;
    const secondsToChange =
      phase.kind === 'running'
        ? Math.max(0, Math.ceil((phase.changeAtMs - this.clock.now()) / SECOND_MS))
        : undefined;
    this.snapshot = { ...this.snapshot, secondsToChange };
    for (const listener of [...this.listeners]) listener();
  }
}
