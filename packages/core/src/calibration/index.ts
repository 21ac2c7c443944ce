/**
 * The tap calibration's public face (issue 21): analyse one phase's taps against its beats, say
 * whether a phase has enough, combine the video and device phases into the device's perceived lag,
 * the numbers the wizard stops on, and the seeded simulated tapper the tests and
 * `npm run bench` run sessions with. The estimator and the circular arithmetic stay inside.
 */
export { analyseTaps, type PhaseEstimate, type PhaseTaps } from './taps';
export type { LocationEstimator } from './location';
export {
  combineCalibration,
  phaseVerdict,
  type CalibrationResult,
  type CalibrationVerdict,
  type PhaseVerdict,
} from './calibration';
export {
  CALIBRATION_MAX_TAPS,
  CALIBRATION_MIN_TAPS,
  CALIBRATION_PHASE_HALF_WIDTH_MS,
  CALIBRATION_TRUSTED_UNCERTAINTY_MS,
  CALIBRATION_WARM_UP_TAPS,
} from './tuning';
export {
  simulateCalibrationSession,
  type JitterShape,
  type SimulatedSession,
  type SimulatedSessionOptions,
  type SimulatedTapper,
} from './testing/simulated-tapper';
