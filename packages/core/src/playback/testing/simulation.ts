/**
 * A whole playback on a fake clock: a virtual media clock, the fake device and an engine wired
 * together the way the app wires them, with helpers that act like a user and measure the lag.
 * Used by the engine's tests and the bench's starvation figure.
 */
import { createRandom } from '../../random';
import type { HspPoint } from '../../script/hsp';
import { FakeClock } from '../../time/clock';
import { createPlaybackEngine } from '../engine';
import { ScriptClock } from '../script-clock';
import type { LiveScript, MediaPauseReason, PlaybackEngine, TransportKind } from '../types';
import { FakeDevice, runFor, type FakeDeviceOptions } from './fake-device-port';

/** Options of {@link createSimulation}. */
export interface SimulationOptions extends Omit<FakeDeviceOptions, 'clock' | 'onEvent'> {
  readonly transport: TransportKind;
  readonly points: readonly HspPoint[];
  readonly loop?: boolean;
  readonly offsetMs?: number;
  /** Media slips: a silent jump of `stepMs` (e.g. −50) every `meanEveryMs` on average. */
  readonly mediaSlips?: { readonly meanEveryMs: number; readonly stepMs: number };
  /** Media length (default: the last point's time). */
  readonly durationMs?: number;
  /** A live script to play instead of `points` (the media then has no end). */
  readonly live?: LiveScript;
}

/** Lag samples: device script time versus where it should be, ms, + = device behind. */
export interface LagStats {
  readonly count: number;
  readonly meanAbsMs: number;
  readonly p95AbsMs: number;
  readonly maxAbsMs: number;
}

/** Summarises lag samples. */
export function lagStats(samples: readonly number[]): LagStats {
  const abs = samples.map(Math.abs).sort((a, b) => a - b);
  const sum = abs.reduce((a, b) => a + b, 0);
  return {
    count: abs.length,
    meanAbsMs: abs.length ? sum / abs.length : 0,
    p95AbsMs: abs[Math.min(abs.length - 1, Math.floor(abs.length * 0.95))] ?? 0,
    maxAbsMs: abs[abs.length - 1] ?? 0,
  };
}

/** Creates the simulation; the engine has loaded the script (nothing has run yet). */
export function createSimulation(options: SimulationOptions) {
  const clock = new FakeClock(1_000_000);
  const last = options.points[options.points.length - 1];
  const media = new ScriptClock(clock, {
    durationMs: options.live ? Infinity : (options.durationMs ?? last?.t ?? Infinity),
    loop: options.loop ?? false,
  });
  const pauses: MediaPauseReason[] = [];
  let offsetMs = options.offsetMs ?? 0;
  let deviceOffsetMs = options.deviceOffsetMs ?? 0;
  const engineRef: { current?: PlaybackEngine } = {};
  const device = new FakeDevice({
    ...options,
    clock,
    onEvent: (state, name) => engineRef.current?.deviceState(state, name),
  });
  const engine = createPlaybackEngine({
    clock,
    media,
    port: device.port,
    random: createRandom(options.seed ?? 1),
    pauseMedia: (reason) => {
      pauses.push(reason);
      media.pause();
      engine.mediaEvent('pause');
    },
  });
  engineRef.current = engine;
  engine.load(options.live ?? { points: options.points, name: 'test.funscript' }, {
    transport: options.transport,
    loop: options.loop ?? false,
    offsetMs,
    deviceOffsetMs,
  });
  /** The media position at the last step (a smaller one later means it wrapped). */
  let lastPositionMs = 0;
  /** Engine-clock ms of each media slip. */
  const slips: number[] = [];
  const slipRandom = createRandom((options.seed ?? 1) + 1_000);
  const armSlip = (): void => {
    const every = options.mediaSlips?.meanEveryMs;
    if (every === undefined) return;
    clock.setTimeout(
      () => {
        // Like a video whose clock slips: the position jumps, and no event says so.
        if (!media.sample().paused) {
          media.seek(media.positionMs() + (options.mediaSlips?.stepMs ?? 0));
          lastPositionMs = media.positionMs();
          slips.push(clock.now());
        }
        armSlip();
      },
      every * (0.5 + slipRandom()),
    );
  };
  armSlip();

  /**
   * Where the device should be: media − offset − the device's own offset (both + = later; the
   * device's one runs on its clock, so × rate in script time).
   */
  const expectedMs = (): number => media.positionMs() - offsetMs - deviceOffsetMs * media.rate;

  return {
    clock,
    media,
    device,
    engine,
    pauses,
    slips,
    /** The user (or the video) starts playing. */
    play(): void {
      media.play();
      engine.mediaEvent('play');
      engine.mediaEvent('playing');
    },
    pause(): void {
      media.pause();
      engine.mediaEvent('pause');
    },
    stall(stalled: boolean): void {
      media.stalled = stalled;
      engine.mediaEvent(stalled ? 'waiting' : 'playing');
    },
    seek(positionMs: number): void {
      engine.mediaEvent('seeking');
      media.seek(positionMs);
      lastPositionMs = media.positionMs();
      engine.mediaEvent('seeked');
    },
    setRate(rate: number): void {
      media.rate = rate;
      engine.mediaEvent('ratechange');
    },
    setOffset(ms: number): void {
      offsetMs = ms;
      engine.setOffset(ms);
    },
    /** The user saved a new offset on the device: it moves, and the engine is told. */
    setDeviceOffset(ms: number): void {
      deviceOffsetMs = ms;
      device.setDeviceOffset(ms);
      engine.setDeviceOffset(ms);
    },
    expectedMs,
    /** Device minus expected, + = device behind; undefined while the device does not run. */
    lagMs(): number | undefined {
      const deviceMs = device.scriptTimeMs();
      return deviceMs === undefined ? undefined : expectedMs() - deviceMs;
    },
    /**
     * Runs for `ms`, telling the engine when the media loops, and calls `each` after every step
     * (lag sampling).
     */
    async run(ms: number, each?: () => void, stepMs = 5): Promise<void> {
      await runFor(clock, ms, stepMs, () => {
        const positionMs = media.positionMs();
        const wrapped = media.loop && positionMs < lastPositionMs;
        lastPositionMs = positionMs;
        if (wrapped) engine.mediaEvent('looped');
        each?.();
      });
    },
  };
}

/** A simulation as {@link createSimulation} returns it. */
export type Simulation = ReturnType<typeof createSimulation>;

/** A script for tests: a stroke every `everyMs` between 10 and 90 (±jitter), for `lengthMs`. */
export function strokeScript(lengthMs: number, everyMs = 250, seed = 3): HspPoint[] {
  const random = createRandom(seed);
  const points: HspPoint[] = [];
  for (let t = 0, i = 0; t <= lengthMs; t += everyMs, i++) {
    const x = (i % 2 === 0 ? 10 : 90) + Math.round((random() - 0.5) * 10);
    points.push({ t, x });
  }
  return points;
}
