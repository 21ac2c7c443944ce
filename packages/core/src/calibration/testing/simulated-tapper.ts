/**
 * A seeded simulated tapper and a whole calibration session with it, for the tests and
 * `npm run bench`. The tapper taps as the wizard's user would: a constant reaction time after each
 * stimulus, plus jitter, with occasional double taps, missed beats and stray taps, and sloppier
 * warm-up taps; the session asks for taps until the module says a phase has enough.
 */
import { combineCalibration, phaseVerdict, type CalibrationResult } from '../calibration';
import { analyseTaps, type PhaseEstimate } from '../taps';
import { CALIBRATION_MAX_TAPS, CALIBRATION_MIN_TAPS, CALIBRATION_WARM_UP_TAPS } from '../tuning';

/** How a simulated tap's error is drawn. */
export type JitterShape = 'uniform' | 'gaussian';

/** One simulated person. */
export interface SimulatedTapper {
  /** The constant delay from a stimulus to the tap, in ms. */
  readonly reactionMs: number;
  /**
   * J, in ms: `uniform` jitter is uniform within ±J (the tapper); `gaussian` is normal
   * with σ = J/2 (so ±J holds 95 % of taps).
   */
  readonly jitterMs: number;
  /** `uniform` if left out. */
  readonly jitterShape?: JitterShape;
  /** Chance that a tap is followed by a second one 40–200 ms later (a double tap). */
  readonly doubleTapRate?: number;
  /** Chance that a beat gets no tap. */
  readonly missRate?: number;
  /** Chance that a beat also gets a tap at a random moment of its period (a stray tap). */
  readonly strayTapRate?: number;
  /**
   * The first `CALIBRATION_WARM_UP_TAPS` beats of each phase are off by up to this much more
   * (uniform), the tapper still finding the beat. 0 if left out.
   */
  readonly warmUpErrorMs?: number;
}

/** A simulated session's setting. */
export interface SimulatedSessionOptions {
  readonly tapper: SimulatedTapper;
  /** The device's true lag: it reaches the top this long after the commanded time. */
  readonly deviceLagMs: number;
  /** Uniform floats in [0, 1), e.g. `createRandom(seed)`. */
  readonly random: () => number;
  /** 500 (120 BPM) if left out. */
  readonly periodMs?: number;
}

/** What a simulated session gave. */
export interface SimulatedSession {
  readonly result: CalibrationResult;
  readonly video: PhaseEstimate;
  readonly device: PhaseEstimate;
}

/** A normal deviate by Box–Muller. */
function gaussian(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function uniformBetween(random: () => number, low: number, high: number): number {
  return low + (high - low) * random();
}

/**
 * The taps one phase would get, sorted, for stimuli `lagMs` after the beats `beatsMs`. The
 * warm-up error applies to the first beats that get a tap.
 */
function tapStream(
  tapper: SimulatedTapper,
  beatsMs: readonly number[],
  lagMs: number,
  periodMs: number,
  random: () => number,
): number[] {
  const taps: number[] = [];
  let tapped = 0;
  for (const beat of beatsMs) {
    if (random() < (tapper.strayTapRate ?? 0)) taps.push(beat + periodMs * random());
    if (random() < (tapper.missRate ?? 0)) continue;
    const jitter =
      (tapper.jitterShape ?? 'uniform') === 'uniform'
        ? uniformBetween(random, -tapper.jitterMs, tapper.jitterMs)
        : (gaussian(random) * tapper.jitterMs) / 2;
    const warmUp = tapped < CALIBRATION_WARM_UP_TAPS ? (tapper.warmUpErrorMs ?? 0) : 0;
    const tap = beat + lagMs + tapper.reactionMs + jitter + uniformBetween(random, -warmUp, warmUp);
    tapped++;
    taps.push(tap);
    if (random() < (tapper.doubleTapRate ?? 0)) taps.push(tap + uniformBetween(random, 40, 200));
  }
  return taps.sort((a, b) => a - b);
}

/** Feeds a phase's taps one by one until its verdict is no longer `needMoreTaps`. */
function runPhase(beatsMs: readonly number[], stream: readonly number[], periodMs: number) {
  // Before this many taps a phase cannot have enough accepted ones; skipping those analyses
  // changes nothing but the run time.
  const first = Math.min(CALIBRATION_WARM_UP_TAPS + CALIBRATION_MIN_TAPS, stream.length);
  let estimate = analyseTaps({ beatsMs, tapsMs: stream.slice(0, first), periodMs });
  for (let count = first + 1; count <= stream.length; count++) {
    if (phaseVerdict(estimate) !== 'needMoreTaps') break;
    estimate = analyseTaps({ beatsMs, tapsMs: stream.slice(0, count), periodMs });
  }
  return estimate;
}

/**
 * A whole calibration: the video phase (stimulus = the beat), then the device phase (stimulus =
 * the device reaching the top, `deviceLagMs` after the commanded top), each tapped until the
 * module says enough or the cap is reached.
 */
export function simulateCalibrationSession(options: SimulatedSessionOptions): SimulatedSession {
  const { tapper, deviceLagMs, random } = options;
  const periodMs = options.periodMs ?? 500;
  // Enough beats that the cap, not the clip, ends a phase: a missed beat gives no tap.
  const beatCount = 2 * CALIBRATION_MAX_TAPS + 16;
  const beatsFrom = (startMs: number) =>
    Array.from({ length: beatCount }, (_, i) => startMs + i * periodMs);
  const videoBeats = beatsFrom(10_000);
  const video = runPhase(videoBeats, tapStream(tapper, videoBeats, 0, periodMs, random), periodMs);
  const deviceBeats = beatsFrom(10_000 + (beatCount + 8) * periodMs);
  const device = runPhase(
    deviceBeats,
    tapStream(tapper, deviceBeats, deviceLagMs, periodMs, random),
    periodMs,
  );
  return { result: combineCalibration(video, device), video, device };
}
