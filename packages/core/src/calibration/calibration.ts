/**
 * The two phases together: whether a phase has enough taps, and the device's perceived lag with
 * its uncertainty.
 */
import { wrapInto } from './circular';
import type { PhaseEstimate } from './taps';
import {
  CALIBRATION_MAX_TAPS,
  CALIBRATION_MIN_TAPS,
  CALIBRATION_PHASE_HALF_WIDTH_MS,
  CALIBRATION_TRUSTED_UNCERTAINTY_MS,
  LAG_WINDOW_START,
} from './tuning';

/**
 * Where a phase stands:
 * - `needMoreTaps` — fewer than `CALIBRATION_MIN_TAPS` accepted, or the 95 % half-width is above
 *   `CALIBRATION_PHASE_HALF_WIDTH_MS`, and fewer than `CALIBRATION_MAX_TAPS` taps so far;
 * - `enough` — both met;
 * - `capped` — not met after `CALIBRATION_MAX_TAPS` taps: the wizard stops asking and the result
 *   is flagged wide.
 */
export type PhaseVerdict = 'needMoreTaps' | 'enough' | 'capped';

/** Whether `estimate` is good enough to stop the phase (see `PhaseVerdict`). */
export function phaseVerdict(estimate: PhaseEstimate): PhaseVerdict {
  const halfWidth = estimate.halfWidthMs;
  if (
    estimate.accepted >= CALIBRATION_MIN_TAPS &&
    halfWidth !== null &&
    halfWidth <= CALIBRATION_PHASE_HALF_WIDTH_MS
  ) {
    return 'enough';
  }
  return estimate.taps >= CALIBRATION_MAX_TAPS ? 'capped' : 'needMoreTaps';
}

/**
 * What the wizard does next: tap more in the video phase, tap more in the device phase, show the
 * result, or say that a phase ended (capped) without a usable estimate (`noResult`: fewer than two
 * taps followed the beat).
 */
export type CalibrationVerdict = 'needMoreVideoTaps' | 'needMoreDeviceTaps' | 'ready' | 'noResult';

/** The calibration's outcome. */
export interface CalibrationResult {
  /**
   * The device's perceived lag in ms: the device phase's delay minus the video phase's, moved by
   * whole periods into `[−0.4, 0.6)` periods (−200 to +300 ms at 120 BPM). Positive: the device
   * reaches the top after the beat it was commanded for. `null` unless both phases have an estimate.
   */
  readonly lagMs: number | null;
  /** Standard error of `lagMs`: √(σ_video² + σ_device²). */
  readonly standardErrorMs: number | null;
  /**
   * Half-width of the 95 % interval of `lagMs`: √(h_video² + h_device²) of the phases' own 95 %
   * half-widths, which is exact for Gaussian errors and a little wide for the midrange's
   * Laplace-like ones. The wizard shows "+42 ms ± 6 ms" from `lagMs` and this.
   */
  readonly uncertaintyMs: number | null;
  readonly verdict: CalibrationVerdict;
  /**
   * A phase was capped before reaching its target and the lag's 95 % half-width is over
   * {@link CALIBRATION_TRUSTED_UNCERTAINTY_MS} (or there is no lag): less certain than the wizard
   * can vouch for (`uncertaintyMs` says how much). `video`/`device` say which phase was capped.
   */
  readonly wide: boolean;
  readonly video: PhaseVerdict;
  readonly device: PhaseVerdict;
}

/**
 * Combines the video phase (the tapper's reaction) and the device phase (reaction plus the
 * device's lag) into the device's lag.
 *
 * @throws RangeError when the phases were analysed with different periods.
 */
export function combineCalibration(video: PhaseEstimate, device: PhaseEstimate): CalibrationResult {
  const periodMs = video.periodMs;
  if (device.periodMs !== periodMs) {
    throw new RangeError(`the phases' periods differ: ${periodMs} and ${device.periodMs} ms`);
  }
  const videoVerdict = phaseVerdict(video);
  const deviceVerdict = phaseVerdict(device);
  const verdicts = { video: videoVerdict, device: deviceVerdict };
  const capped = videoVerdict === 'capped' || deviceVerdict === 'capped';
  const none = {
    lagMs: null,
    standardErrorMs: null,
    uncertaintyMs: null,
    wide: capped,
    ...verdicts,
  };
  if (videoVerdict === 'needMoreTaps') return { ...none, verdict: 'needMoreVideoTaps' };
  if (deviceVerdict === 'needMoreTaps') return { ...none, verdict: 'needMoreDeviceTaps' };
  if (
    video.offsetMs === null ||
    device.offsetMs === null ||
    video.standardErrorMs === null ||
    device.standardErrorMs === null ||
    video.halfWidthMs === null ||
    device.halfWidthMs === null
  ) {
    return { ...none, verdict: 'noResult' };
  }
  const uncertaintyMs = Math.hypot(video.halfWidthMs, device.halfWidthMs);
  return {
    lagMs: wrapInto(device.offsetMs - video.offsetMs, LAG_WINDOW_START * periodMs, periodMs),
    standardErrorMs: Math.hypot(video.standardErrorMs, device.standardErrorMs),
    uncertaintyMs,
    verdict: 'ready',
    wide: capped && uncertaintyMs > CALIBRATION_TRUSTED_UNCERTAINTY_MS,
    ...verdicts,
  };
}
