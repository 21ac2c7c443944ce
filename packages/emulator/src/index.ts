/**
 * `@glide/emulator`: a stand-in for the Handy cloud API v3 and its devices — REST v3, the event
 * stream, the script host, token issue, a control API and fault injection, over a pure device model
 * driven by an injected clock.
 */
export {
  API_PATH,
  CHANNEL_API_PATH,
  CONTROL_PATH,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  DEMO_APP_ID,
  DEMO_APP_KEY,
  DEMO_CONNECTION_KEY,
  SCRIPT_HOST_PATH,
  SSE_KEEP_ALIVE_MS,
} from './constants';
export { createEmulator, type EmulatorInstance, type EmulatorOptions } from './create-emulator';
export { startEmulator, type RunningEmulator } from './start-emulator';
export { loopbackRefusal } from './control/loopback-guard';
export {
  Emulator,
  CONNECTION_KEY_PATTERN,
  DEFAULT_AUTO_PROVISION_LIMIT,
  type EmulatorModelOptions,
} from './model/emulator';
export {
  API_BODY_LIMIT_BYTES,
  CONTROL_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
} from './http/body-limit';
export {
  VirtualDevice,
  DEFAULT_MAX_POINTS,
  REBOOT_DELAY_MS,
  type DeviceInfo,
  type DeviceSpec,
} from './model/device';
export { deviceSnapshot, positionTimeline, type PositionTimeline } from './model/device-snapshot';
export { EVENT_NAMES, type DeviceEvent, type EventName, type Json } from './model/events';
export * from './model/enums';
export { DEFAULT_SPEED_LIMITS, type Segment, type SpeedLimits } from './model/motion';
export { MAX_MOTION_LAG_MS } from './model/motion-lag';
export { STROKE_LENGTH_MM } from './model/stroke-zone';
export { FIRMWARE_CATALOG, DEFAULT_FIRMWARE, type FirmwareVersion } from './model/firmware';
export type { HspState } from './model/hsp-types';
export { FaultInjector, NO_FAULTS, type FaultSettings } from './faults/fault-injector';
export {
  streamTimeAt,
  PLAY_TIMELINE_MAX_SEGMENTS,
  PLAY_TIMELINE_WINDOW_MS,
  type PlayTimelineCause,
  type PlayTimelineSegment,
} from './model/play-timeline';
export { playTimelineAnswerSchema } from './control/play-timeline-answer';
export type { RequestCounts } from './http/request-counter';
export {
  lagSamples,
  lagStats,
  nearestRankQuantile,
  onVideoClock,
  VIDEO_CLOCK_HALF_WINDOW_MS,
  timeToSync,
  type InSyncCriterion,
  type LagOptions,
  type LagSample,
  type LagStats,
  type VideoFrameSample,
} from './measure/sync-lag';
