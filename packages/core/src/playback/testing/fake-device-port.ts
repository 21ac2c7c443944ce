/**
 * An in-memory device behind {@link PlaybackDevicePort}, on an injected clock: a server clock
 * offset, per-request latency with seeded jitter, an HSP buffer with `max_points`, a play clock,
 * starving, HSSP (upload, setup, SCRIPT_SET), and a log of what it did. Used by the engine's unit
 * tests and by the bench (import it relatively from `packages/core/src/playback/testing/`).
 */
import { createRandom } from '../../random';
import { parseCsvScript } from '../../script/csv';
import type { Clock } from '../../time/clock';
import { PlayerPlayState, type PlaybackDevicePort, type PlayerStateLike } from '../types';
import { FakePointPlayer } from './fake-device-player';

export { flushMicrotasks, runFor } from './run-for';

/** Options of {@link FakeDevice}. */
export interface FakeDeviceOptions {
  readonly clock: Clock;
  /** Server clock minus the engine's clock (default 5000: the clocks differ by seconds). */
  readonly serverOffsetMs?: number;
  /** Error of the port's server-time estimate, ms (default 0: a perfect clock sync). */
  readonly clockErrorMs?: number;
  /** One-way network latency, ms (default 40), each way. */
  readonly latencyMs?: number;
  /** Uniform jitter ± this much on each one-way trip (default 20). */
  readonly jitterMs?: number;
  /**
   * Extra delay on the way back only, exponential with this mean (default 0): uneven jitter with
   * a network's long tail (mostly fast, sometimes slow), which biases a half-round-trip estimate
   * of when the device read its clock.
   */
  readonly answerJitterMs?: number;
  /**
   * The device's own offset (`/hstp/offset`, + = later): its play clock runs on the server time
   * minus this, and `current_time` reflects it, as on the emulator (default 0).
   */
  readonly deviceOffsetMs?: number;
  /** Seed of the jitter (default 1). */
  readonly seed?: number;
  /**
   * The device's play clock runs this many parts per million fast (negative: slow), so it drifts
   * from the media unless synctimes pull it back (default 0).
   */
  readonly driftPpm?: number;
  /** HSP buffer size (default 4000). */
  readonly maxPoints?: number;
  /** How long HSSP setup stays in SETTING_SCRIPT (default 500). */
  readonly hsspSetupMs?: number;
  /** Event stream: each notification, after a one-way latency. */
  readonly onEvent?: (state: PlayerStateLike, eventName: string) => void;
  /**
   * The event the device tells its state with after a stop or a pause (as the provider's stream
   * does, `hsp_state_changed`); none by default.
   */
  readonly stateEventOnHalt?: string;
}

/** One request as the device received it. */
export interface FakeRequest {
  /** Engine-clock ms at arrival. */
  readonly atMs: number;
  readonly name: string;
  readonly body: unknown;
}

/** The device's log. */
export interface FakeDeviceLog {
  readonly requests: FakeRequest[];
  /** Each `hsp_starving`: engine-clock ms and the script time the device ran dry at. */
  readonly starves: { readonly atMs: number; readonly scriptMs: number }[];
  /** Every notification sent (name and engine-clock ms), dropped ones included. */
  readonly events: { readonly atMs: number; readonly name: string; readonly dropped: boolean }[];
}

/** The fake device; `port` is what the engine gets. */
export class FakeDevice {
  readonly port: PlaybackDevicePort;
  readonly log: FakeDeviceLog = { requests: [], starves: [], events: [] };
  /** Port calls that reject (by name, e.g. `hssp.upload`), with what they reject with. */
  readonly failures = new Map<string, unknown>();
  /** Notifications to drop (e.g. `hsp_threshold_reached`), to prove the engine copes. */
  readonly dropEvents = new Set<string>();
  /** HSSP setups that end in SCRIPT_FAILED. */
  failScripts = false;
  readonly player: FakePointPlayer;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly scripts = new Map<string, { t: number; x: number }[]>();
  private mode: 'none' | 'hssp' | 'hsp' = 'none';
  private deviceOffsetMs: number;

  constructor(private readonly options: FakeDeviceOptions) {
    this.clock = options.clock;
    this.random = createRandom(options.seed ?? 1);
    this.deviceOffsetMs = options.deviceOffsetMs ?? 0;
    this.player = new FakePointPlayer(
      this.clock,
      // The device plays against its reference time: the server's minus its own offset.
      () => this.serverNowMs() - this.deviceOffsetMs,
      options.maxPoints ?? 4000,
      (name) => this.emit(name),
      1 + (options.driftPpm ?? 0) / 1e6,
    );
    this.port = this.createPort();
  }

  /** The server's clock now. */
  serverNowMs(): number {
    return this.clock.now() + (this.options.serverOffsetMs ?? 5000);
  }

  /** Script time the device is at now, or undefined while it does not run. */
  scriptTimeMs(): number | undefined {
    const s = this.player.playState;
    const moving = s === PlayerPlayState.PLAYING || s === PlayerPlayState.STARVING;
    return moving && this.player.running ? this.player.streamNowMs() : undefined;
  }

  /** The user saved a new offset on the device (`PUT /hstp/offset`): its play clock moves. */
  setDeviceOffset(ms: number): void {
    this.deviceOffsetMs = ms;
    this.player.timeBaseChanged();
  }

  /** Requests received with this name. */
  requests(name: string): FakeRequest[] {
    return this.log.requests.filter((r) => r.name === name);
  }

  /** Another app switched the device's mode: the player's setup is gone and it stops. */
  changeModeElsewhere(): void {
    this.mode = 'none';
    this.player.halt(PlayerPlayState.STOPPED);
  }

  /** Stops the device's timer. */
  dispose(): void {
    this.player.dispose();
  }

  private oneWayMs(back = false): number {
    const base = this.options.latencyMs ?? 40;
    const jitter = this.options.jitterMs ?? 20;
    const answerJitterMs = this.options.answerJitterMs ?? 0;
    // Drawn only when asked for, so runs without it keep their seeded sequence.
    const extra = back && answerJitterMs > 0 ? -Math.log(1 - this.random()) * answerJitterMs : 0;
    return Math.max(0, base + (this.random() * 2 - 1) * jitter) + extra;
  }

  /** Stops (2) or pauses (3) the player; its state, told on the stream too if the options say so. */
  private halt(playState: 2 | 3): PlayerStateLike {
    this.player.halt(playState);
    if (this.options.stateEventOnHalt) this.emit(this.options.stateEventOnHalt);
    return this.player.state();
  }

  private emit(name: string): void {
    const dropped = this.dropEvents.has(name);
    this.log.events.push({ atMs: this.clock.now(), name, dropped });
    if (name === 'hsp_starving') {
      this.log.starves.push({ atMs: this.clock.now(), scriptMs: this.player.streamNowMs() });
    }
    if (dropped || !this.options.onEvent) return;
    const state = this.player.state();
    const deliver = this.options.onEvent;
    this.clock.setTimeout(() => deliver(state, name), this.oneWayMs());
  }

  /** Runs `apply` when the request arrives and answers after the way back. */
  private call<T>(name: string, body: unknown, apply: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.clock.setTimeout(() => {
        this.log.requests.push({ atMs: this.clock.now(), name, body });
        let outcome: { ok: true; value: T } | { ok: false; error: unknown };
        if (this.failures.has(name)) outcome = { ok: false, error: this.failures.get(name) };
        else {
          try {
            outcome = { ok: true, value: apply() };
          } catch (error) {
            outcome = { ok: false, error };
          }
        }
        this.clock.setTimeout(() => {
          if (outcome.ok) resolve(outcome.value);
          else
            reject(
              outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)),
            );
        }, this.oneWayMs(true));
      }, this.oneWayMs());
    });
  }

  private inMode(mode: 'hssp' | 'hsp'): PlayerStateLike {
    if (this.mode !== mode) throw new Error(`device not in ${mode} mode`);
    return this.player.state();
  }

  private createPort(): PlaybackDevicePort {
    const p = this.player;
    const state = () => p.state();
    return {
      serverTimeMs: () => this.serverNowMs() + (this.options.clockErrorMs ?? 0),
      clockRoundTripMs: () => 2 * (this.options.latencyMs ?? 40),
      clockOffsetMs: () => (this.options.serverOffsetMs ?? 5000) + (this.options.clockErrorMs ?? 0),
      hssp: {
        upload: (csv, filename) =>
          this.call('hssp.upload', { filename }, () => {
            const url = `https://scripts.test/${this.scripts.size + 1}/${filename}`;
            const actions = parseCsvScript(csv).actions;
            this.scripts.set(
              url,
              actions.map((a) => ({ t: a.at, x: a.pos })),
            );
            return url;
          }),
        setup: (url) =>
          this.call('hssp.setup', { url }, () => {
            const points = this.scripts.get(url);
            this.mode = 'hssp';
            p.setup(1, true);
            if (!points || this.failScripts) throw new Error('SCRIPT_FAILED');
            p.add(points, points.length, true);
            return state();
          }).then((answer) => this.after(this.options.hsspSetupMs ?? 500, answer)),
        play: (a) =>
          this.call('hssp.play', a, () => {
            this.inMode('hssp');
            p.play(a.startTimeMs, a.serverTimeMs, a.playbackRate, a.loop);
            return state();
          }),
        stop: () => this.call('hssp.stop', {}, () => (this.inMode('hssp'), this.halt(2))),
        syncTime: (a) =>
          this.call('hssp.syncTime', a, () => {
            this.inMode('hssp');
            p.syncTime(a.currentTimeMs, a.serverTimeMs, a.filter);
            return state();
          }),
      },
      hsp: {
        setup: (streamId) =>
          this.call('hsp.setup', { streamId }, () => {
            this.mode = 'hsp';
            p.setup(streamId, false);
            return state();
          }),
        add: (a) =>
          this.call('hsp.add', a, () => {
            this.inMode('hsp');
            if (a.points.length > 100) throw new Error('too many points');
            p.add(a.points, a.tailPointStreamIndex, a.flush ?? false, a.tailPointThreshold);
            return state();
          }),
        play: (a) =>
          this.call('hsp.play', a, () => {
            this.inMode('hsp');
            if (a.add)
              p.add(
                a.add.points,
                a.add.tailPointStreamIndex,
                a.add.flush ?? false,
                a.add.tailPointThreshold,
              );
            p.play(a.startTimeMs, a.serverTimeMs, a.playbackRate, a.loop);
            return state();
          }),
        pause: () => this.call('hsp.pause', {}, () => (this.inMode('hsp'), this.halt(3))),
        stop: () => this.call('hsp.stop', {}, () => (this.inMode('hsp'), this.halt(2))),
        syncTime: (a) =>
          this.call('hsp.syncTime', a, () => {
            this.inMode('hsp');
            p.syncTime(a.currentTimeMs, a.serverTimeMs, a.filter);
            return state();
          }),
        setPlaybackRate: (rate) =>
          this.call(
            'hsp.setPlaybackRate',
            { rate },
            () => (this.inMode('hsp'), p.setRate(rate), state()),
          ),
        state: () => this.call('hsp.state', {}, () => this.inMode('hsp')),
      },
    };
  }

  /** Resolves with `value` after `delayMs` (HSSP's SETTING_SCRIPT time). */
  private after<T>(delayMs: number, value: T): Promise<T> {
    return new Promise((resolve) => this.clock.setTimeout(() => resolve(value), delayMs));
  }
}
