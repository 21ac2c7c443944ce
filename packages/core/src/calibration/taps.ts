/**
 * One phase of the tap calibration: from the stimulus times (beats) and the tap times on the same
 * clock, the tapper's delay behind the stimulus. Pure; every time comes in as an argument.
 */
import { circularCentre, wrapInto } from './circular';
import { estimateLocation, type LocationEstimator } from './location';
import {
  CALIBRATION_WARM_UP_TAPS,
  MAD_FLOOR_MS,
  MAD_TO_SIGMA,
  MAX_OUTLIER_SHARE,
  OUTLIER_MADS,
  PHASE_WINDOW_START,
} from './tuning';

/** What one phase gives `analyseTaps`. */
export interface PhaseTaps {
  /**
   * Stimulus times in ms, one per beat: when the flash shows (video phase), or when the device
   * would reach the top with no lag (device phase: the commanded tops). Any order; non-finite
   * values are ignored.
   */
  readonly beatsMs: readonly number[];
  /** Tap times in ms on the same clock as `beatsMs`. Any order; non-finite values are ignored. */
  readonly tapsMs: readonly number[];
  /** The beat period in ms (500 at 120 BPM); must be positive and finite. */
  readonly periodMs: number;
  /** How many of the earliest taps are warm-up and dropped; `CALIBRATION_WARM_UP_TAPS` if left out. */
  readonly warmUp?: number;
}

/** A phase's delay estimate and what went into it. */
export interface PhaseEstimate {
  /** The beat period the phase was analysed with. */
  readonly periodMs: number;
  /**
   * The tapper's delay behind the stimulus (tap − beat) in ms, within the phase window
   * `[−0.2, 0.8)` periods; `null` with fewer than two accepted taps. Only known modulo the period.
   */
  readonly offsetMs: number | null;
  /** Standard error of `offsetMs`; `null` with it. */
  readonly standardErrorMs: number | null;
  /** Half-width of the 95 % interval of `offsetMs`; `null` with it. */
  readonly halfWidthMs: number | null;
  /** Which estimator gave `offsetMs` (location.ts); `null` with it. */
  readonly estimator: LocationEstimator | null;
  /**
   * The spread of the accepted delays: their standard deviation in ms (0 for fewer than two).
   * It is the tapper's jitter, not the estimate's uncertainty.
   */
  readonly spreadMs: number;
  /** How well the taps keep one phase: the mean resultant length in [0, 1] (1: every tap alike). */
  readonly coherence: number;
  /** Every finite tap given. */
  readonly taps: number;
  /** Taps dropped as warm-up (the earliest ones). */
  readonly warmUpDiscarded: number;
  /**
   * Taps more than half a period from every beat once the delay is known: before the first beat
   * or after the last.
   */
  readonly unpaired: number;
  /** Extra taps on a beat (double taps): each beat keeps one, see `analyseTaps`. */
  readonly doubleTaps: number;
  /** Taps farther from the median delay than the MAD rule allows (outliers). */
  readonly rejected: number;
  /** Taps the estimate rests on. */
  readonly accepted: number;
}

/** The index of the value in `sorted` nearest to `target` (`sorted` ascending, non-empty). */
function nearestIndex(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && target - (sorted[lo - 1] ?? 0) <= (sorted[lo] ?? 0) - target) return lo - 1;
  return lo;
}

/**
 * `values` sorted ascending, as a new array. Insertion sort: a phase holds at most a few hundred
 * taps, nearly in order, and the analysis runs after every tap; on such arrays it is several times
 * faster than `Array#sort` with a comparator.
 */
function sortedCopy(values: readonly number[]): number[] {
  const sorted = values.slice();
  for (let i = 1; i < sorted.length; i++) {
    const value = sorted[i] ?? 0;
    let j = i - 1;
    while (j >= 0 && (sorted[j] ?? 0) > value) {
      sorted[j + 1] = sorted[j] ?? 0;
      j--;
    }
    sorted[j + 1] = value;
  }
  return sorted;
}

/** The value of `values` (non-empty) nearest to `target`, the first of equals. */
function nearestTo(values: readonly number[], target: number): number {
  let best = values[0] ?? Number.NaN;
  for (const value of values) {
    if (Math.abs(value - target) < Math.abs(best - target)) best = value;
  }
  return best;
}

/** The median of `values`; NaN when empty. */
function median(values: readonly number[]): number {
  const sorted = sortedCopy(values);
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const upper = sorted[n >> 1] ?? Number.NaN;
  return n % 2 === 1 ? upper : ((sorted[(n >> 1) - 1] ?? Number.NaN) + upper) / 2;
}

/** The finite `values` in ascending order; `values` itself when it already is. */
function ascendingFinite(values: readonly number[]): readonly number[] {
  let previous = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value) || value < previous) {
      return sortedCopy(values.filter((v) => Number.isFinite(v)));
    }
    previous = value;
  }
  return values;
}

/**
 * Estimates how long after each stimulus the taps come.
 *
 * 1. The `warmUp` earliest taps are dropped.
 * 2. The centre: each tap's time after its nearest beat, modulo the period, is a phase; their
 *    circular mean is the centre. Nearest-beat pairing alone would alias once the delay passes half
 *    a period (a 350 ms reaction would pair with the next beat and read −150 ms), and would split
 *    delays near half a period between two beats; the circle has no such edge.
 * 3. Pairing: each tap goes with the beat nearest to (tap − centre), so its delay is unwrapped to
 *    within half a period of the centre. A tap more than half a period from every such beat (before
 *    the first beat, after the last) is `unpaired`. A beat with several taps keeps the one nearest
 *    the median delay of the beats with a single tap (the centre when there are none), so even a
 *    tapper who double-taps most beats keeps the right ones; the others are `doubleTaps`.
 * 4. Outliers: a delay farther from the median than `OUTLIER_MADS` × max(1.4826 · MAD,
 *    `MAD_FLOOR_MS`) is `rejected`, but never more than `MAX_OUTLIER_SHARE` of them: when the rule
 *    would reject more, the MAD has misjudged the spread (a chance cluster of a few taps) and the
 *    limit widens to keep the rest.
 * 5. The accepted delays go to `estimateLocation` (midrange for uniform-looking jitter, else the
 *    mean), and the result is moved by whole periods into the phase window.
 *
 * Missed beats need nothing: a beat without a tap is simply not used.
 *
 * @throws RangeError when `periodMs` is not a positive finite number or `warmUp` is negative.
 */
export function analyseTaps({
  beatsMs,
  tapsMs,
  periodMs,
  warmUp = CALIBRATION_WARM_UP_TAPS,
}: PhaseTaps): PhaseEstimate {
  if (!(periodMs > 0) || !Number.isFinite(periodMs)) {
    throw new RangeError(`periodMs must be a positive number, got ${periodMs}`);
  }
  if (!(warmUp >= 0)) throw new RangeError(`warmUp must be 0 or more, got ${warmUp}`);
  const beats = ascendingFinite(beatsMs);
  const allTaps = ascendingFinite(tapsMs);
  const warmUpDiscarded = Math.min(Math.floor(warmUp), allTaps.length);
  const taps = allTaps.slice(warmUpDiscarded);
  const counts = { periodMs, taps: allTaps.length, warmUpDiscarded };
  const firstBeat = beats[0];
  const lastBeat = beats[beats.length - 1];
  if (taps.length === 0 || firstBeat === undefined || lastBeat === undefined) {
    return empty({ ...counts, unpaired: taps.length, coherence: 0 });
  }

  // 2. The centre on the circle, from the taps that could belong to some beat at all.
  const phases: number[] = [];
  for (const tap of taps) {
    if (tap < firstBeat - periodMs || tap >= lastBeat + 1.5 * periodMs) continue;
    phases.push(tap - (beats[nearestIndex(beats, tap)] ?? tap));
  }
  const { centreMs, coherence } = circularCentre(phases, periodMs);
  const centre = wrapInto(centreMs, PHASE_WINDOW_START * periodMs, periodMs);

  // 3. Pairing: each delay unwrapped around the centre. The taps are in time order, so the taps
  // of one beat come together.
  const byBeat: number[][] = [];
  let previousBeat = -1;
  let unpaired = 0;
  for (const tap of taps) {
    const index = nearestIndex(beats, tap - centre);
    const delay = tap - (beats[index] ?? Number.NaN);
    if (!(Math.abs(delay - centre) <= periodMs / 2)) {
      unpaired++;
    } else if (index === previousBeat) {
      byBeat[byBeat.length - 1]?.push(delay);
    } else {
      byBeat.push([delay]);
      previousBeat = index;
    }
  }
  // One tap per beat: the one nearest the median delay of the beats that got a single tap.
  const singles = byBeat.flatMap((delays) => (delays.length === 1 ? delays : []));
  const reference = singles.length > 0 ? median(singles) : centre;
  const paired = byBeat.map((delays) => nearestTo(delays, reference));
  const doubleTaps = byBeat.reduce((sum, delays) => sum + delays.length - 1, 0);

  // 4. Outliers by the median absolute deviation.
  const mid = median(paired);
  const distances = sortedCopy(paired.map((delay) => Math.abs(delay - mid)));
  const mad = median(distances);
  // Never more than `MAX_OUTLIER_SHARE` of the taps: beyond that the MAD has misjudged the spread.
  const kept = distances[Math.ceil((1 - MAX_OUTLIER_SHARE) * distances.length) - 1] ?? 0;
  const limit = Math.max(OUTLIER_MADS * Math.max(MAD_TO_SIGMA * mad, MAD_FLOOR_MS), kept);
  const accepted = sortedCopy(paired.filter((delay) => Math.abs(delay - mid) <= limit));
  const outliers = paired.length - accepted.length;

  // 5. The estimate.
  const location = estimateLocation(accepted);
  if (location === undefined) {
    return {
      ...empty({ ...counts, unpaired, coherence }),
      doubleTaps,
      rejected: outliers,
      accepted: accepted.length,
    };
  }
  return {
    periodMs,
    // Only the phase is known: the estimate moves by whole periods into the window.
    offsetMs: wrapInto(location.valueMs, PHASE_WINDOW_START * periodMs, periodMs),
    standardErrorMs: location.standardErrorMs,
    halfWidthMs: location.halfWidthMs,
    estimator: location.estimator,
    spreadMs: standardDeviation(accepted),
    coherence,
    taps: counts.taps,
    warmUpDiscarded,
    unpaired,
    doubleTaps,
    rejected: outliers + location.edgeOutliers,
    accepted: accepted.length - location.edgeOutliers,
  };
}

function standardDeviation(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return Math.sqrt(squares / (n - 1));
}

function empty(counts: {
  periodMs: number;
  taps: number;
  warmUpDiscarded: number;
  unpaired: number;
  coherence: number;
}): PhaseEstimate {
  return {
    offsetMs: null,
    standardErrorMs: null,
    halfWidthMs: null,
    estimator: null,
    spreadMs: 0,
    doubleTaps: 0,
    rejected: 0,
    accepted: 0,
    ...counts,
  };
}
