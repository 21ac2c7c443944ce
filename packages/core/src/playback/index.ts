/** The playback engine's public API (ADR 0001). */
export * from './types';
export * from './tuning';
export { createPlaybackEngine } from './engine';
export { ScriptClock, type ScriptClockOptions } from './script-clock';
export {
  deltaSampleMs,
  fastestMedian,
  SyncHealthMeter,
  type DeltaInput,
  type HealthSample,
} from './sync-health';
export {
  aheadOf,
  fitsInBuffer,
  indexAtOrBefore,
  isInBuffer,
  leadCapPoints,
  nextTopUp,
  padForLoop,
  seedPlan,
  thresholdFor,
  timeOfStreamIndex,
  type HspAhead,
  type HspBatch,
  type HspPlan,
} from './hsp-planner';
export { MAX_STREAM_ID, randomStreamId } from './hsp-transport';
