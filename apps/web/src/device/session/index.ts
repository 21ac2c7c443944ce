/**
 * The live device session (issue 4, "Session"): the spec §3 state entities, the pure reducer that
 * applies server events and call results to them, and the connect flow that drives it.
 */
export * from './state';
export * from './initial-state';
export type * from './actions';
export * from './selectors';
export { reduce } from './reducer';
export { reduceEvent } from './reduce-event';
export { hasStrokeSettings, isLegacyFirmware, isSessionNotOlder } from './rules';
export type { ClockSyncStorage } from './clock-sync-storage';
export { SERVER_TIME_RESYNC_INTERVAL_MS } from './client-clock';
export type { SessionClient, SessionDeviceApi } from './session-client';
export type * from './session-types';
export { CONNECTING_TIMEOUT_MS, CONNECTION_KEY_REQUIRED, createDeviceSession } from './session';
