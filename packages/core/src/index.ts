/**
 * `@glide/core`'s public surface: what the app, the SDK's neighbours, the emulator, e2e, bench and
 * scripts import, and nothing else (`scripts/public-surface.test.ts` holds it). A name used only
 * inside core stays off this list, so it can change without a look outside; export one here when
 * something outside starts to need it. Grouped by the file that declares each name.
 */
export {
  ANALYTICS_ID_ITERATIONS,
  ANALYTICS_ID_SALT,
  analyticsIdentity,
  webCryptoPbkdf2,
} from './analytics/identity';
export {
  type CalibrationResult,
  combineCalibration,
  phaseVerdict,
} from './calibration/calibration';
export { analyseTaps, type PhaseEstimate } from './calibration/taps';
export {
  type JitterShape,
  simulateCalibrationSession,
} from './calibration/testing/simulated-tapper';
export {
  CALIBRATION_MAX_TAPS,
  CALIBRATION_MIN_TAPS,
  CALIBRATION_TRUSTED_UNCERTAINTY_MS,
  CALIBRATION_WARM_UP_TAPS,
} from './calibration/tuning';
export {
  MOTOR_TEMP_HIGH_TRIGGER_C,
  MOTOR_TEMP_HYSTERESIS_C,
  motorTemperatureHigh,
} from './device/motor-temperature';
export { firmwareMajor, isLegacyFirmware } from './firmware/firmware-version';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  preferredLanguageTag,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './language/language';
export { DEVICE_MAX_SPEED_MM_PER_S, TOO_DENSE_INTERVAL_MS } from './library/device-limits';
export {
  type LibraryEntry,
  type LibraryFileRef,
  type LibraryPairing,
  pairLibrary,
} from './library/pairing';
export { preflight, type PreflightContext } from './library/preflight';
export {
  type Finding,
  type FindingKind,
  type FixKind,
  suggestedTransform,
} from './library/preflight-findings';
export { scriptLengthMismatch, type ScriptLengthMismatch } from './library/script-length';
export { applyTransforms, describeTransforms, type Transform } from './library/transform-list';
export { type Beat, type BeatCell, beatCycle, type BeatGrid, rowPositionPct } from './pattern/beat';
export { compareCells, gridFromCells, isCellInGrid, resizeBeat } from './pattern/beat-cells';
export {
  cyclePositionAt,
  EMPTY_CYCLE,
  isCycleEmpty,
  normaliseCycle,
  type PatternCycle,
} from './pattern/cycle';
export {
  beatToFunscript,
  cycleToActions,
  type NamedPlaylistEntry,
  playlistToFunscript,
} from './pattern/funscript-beat';
export { type BeatImport, funscriptToBeat } from './pattern/funscript-beat-import';
export { type BeatImportReport } from './pattern/funscript-beat-import-types';
export { playlistCycle, type PlaylistEntry, playlistPositionAt } from './pattern/playlist';
export { BEAT_PRESETS, type BeatPreset } from './pattern/presets';
export {
  nextRandomStep,
  RANDOM_CLASSIC_DEFAULTS,
  type RandomClassicProblem,
  randomClassicProblems,
  type RandomClassicSettings,
  type RandomSource,
  type RandomStep,
  type RandomZonePct,
} from './pattern/random-classic';
export { MIN_RANDOM_ZONE_PCT, strokeRangeProblem } from './pattern/stroke-range';
export { startTimeline, switchTimeline, type TimelinePhase } from './pattern/timeline';
export { timelineLiveScript } from './pattern/timeline-live';
export { timelinePointsAfter } from './pattern/timeline-stream';
export { type PatternTimeline } from './pattern/timeline-types';
export {
  type LaidLoop,
  laidLoopPhaseAt,
  laidLoopPlayable,
  layLoop,
  restartLoop,
} from './playable/pattern-playable';
export {
  loopPlayable,
  type Playable,
  playablePositionAt,
  type PlayedPlayable,
  scriptPlayable,
  type ScriptPlayable,
} from './playable/playable';
export { type ChoiceChange, choiceChanges, type HeldChoices, NO_CHOICES } from './playback/choices';
export { createPlaybackEngine } from './playback/engine';
export { ScriptClock } from './playback/script-clock';
export { LIVE_EDIT_LEAD_MIN_MS, liveEditLeadMs } from './playback/tuning';
export {
  type BufferInfo,
  isLiveScript,
  type LiveScript,
  type LoadOptions,
  type MediaClock,
  type MediaEvent,
  type MediaPauseReason,
  type MediaSample,
  type PlaybackChoices,
  type PlaybackDevicePort,
  type PlaybackEngine,
  type PlaybackEngineOptions,
  type PlaybackError,
  type PlaybackPhase,
  type PlaybackScript,
  type PlaybackSource,
  type PlaybackStatus,
  PlayerPlayState,
  type PlayerStateLike,
  type PortHspAddArgs,
  type PortPlayArgs,
  type PortSyncTimeArgs,
  type SyncHealth,
  type SyncVerdict,
  type TransportKind,
} from './playback/types';
export { median } from './median';
export { createRandom } from './random';
export {
  heatmap,
  HEATMAP_FULL_SPEED,
  positionAt,
  scriptDurationMs,
  speedStats,
  type SpeedStats,
} from './script/analysis';
export { toCsv } from './script/csv';
export { STROKE_AXIS } from './script/funscript';
export { toHspPoints } from './script/hsp';
export { detectScriptFormat, parseScript } from './script/parse';
export {
  type Action,
  type Script,
  ScriptError,
  type ScriptErrorCode,
  type ScriptFormat,
} from './script/types';
export { type Clock, FakeClock, type TimerHandle } from './time/clock';
export { CLOCK_ESTIMATOR_NAMES, type ClockEstimatorName } from './time/clock-estimator-names';
export {
  CLOCK_ESTIMATORS,
  type ClockEstimate,
  type ClockEstimator,
  ClockSyncError,
  DEFAULT_CLOCK_SYNC_SAMPLES,
  estimateOffsetGlide,
  estimateOffsetSpec,
  isClockSyncValid,
  syncClock,
  type TimeSample,
} from './time/clock-sync';
export { systemClock } from './time/system-clock';
