/**
 * Beat patterns, playlists and their live timeline: the pure logic behind the beatbox editor and
 * the pattern player; and random classic's schedule.
 */
export {
  EMPTY_CYCLE,
  cyclePositionAt,
  isCycleEmpty,
  normaliseCycle,
  type PatternCycle,
} from './cycle';
export * from './beat';
export * from './beat-cells';
export * from './playlist';
export * from './timeline';
export {
  timelineNextPoint,
  timelinePointsAfter,
  timelinePointsBetween,
  timelinePositionAt,
  timelinePreviousPoint,
} from './timeline-stream';
export * from './timeline-live';
export * from './funscript-beat';
export {
  funscriptToBeat,
  type BeatImport,
  type BeatImportOptions,
  type BeatImportReport,
  type MovedPosition,
  type ShiftedTime,
} from './funscript-beat-import';
export * from './presets';
export * from './random-classic';
