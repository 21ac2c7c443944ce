/**
 * The pure logic of a player library: pairing a folder's videos with their scripts, checking a
 * script before it plays (preflight), and the fixes it can apply (transforms).
 */
export {
  pairLibrary,
  type LibraryAxis,
  type LibraryEntry,
  type LibraryFileRef,
  type LibraryPairing,
  type LibraryUnpaired,
  type LibraryUnpairedReason,
  type LibraryVariant,
} from './pairing';
export {
  LIBRARY_VIDEO_EXTENSIONS,
  libraryFileKind,
  splitLibraryPath,
  type LibraryFileKind,
  type LibraryPathParts,
} from './file-names';
export { axisOfName, type AxisIdentity, type LibraryAxisName } from './axis-names';
export { compareNatural, naturalKey } from './natural-order';
export { preflight, type PreflightContext, type PreflightScript } from './preflight';
export * from './preflight-findings';
export * from './device-limits';
export * from './script-length';
export { csvByteLength } from './csv-size';
export { maxSegmentSpeedPctPerS, segmentSpeedPctPerS } from './speed';
export {
  invert,
  limitSpeed,
  offsetTime,
  remapRange,
  resolveRemapRange,
  slowDown,
  usedBand,
  type PositionBand,
  type RemapRange,
  type ResolvedRemapRange,
} from './transforms';
export { DEFAULT_SIMPLIFY_TOLERANCE_PCT, simplifiedAwayCount, simplify } from './simplify';
export {
  applyTransform,
  applyTransforms,
  describeTransforms,
  type Transform,
  type TransformKind,
} from './transform-list';
