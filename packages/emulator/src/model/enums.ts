/**
 * The numeric enumerations of API v3 (reference §4). The wire carries the numbers; the names exist for
 * the control API, logs and tests.
 */

/** Device modes. HRPP (9) is listed in the reference's text though not in its enum list. */
export const DeviceMode = {
  HAMP: 0,
  HSSP: 1,
  HDSP: 2,
  MAINTENANCE: 3,
  HSP: 4,
  OTA: 5,
  BUTTON: 6,
  IDLE: 7,
  VIBRATE: 8,
  HRPP: 9,
} as const;
/** A device mode number. */
export type DeviceMode = (typeof DeviceMode)[keyof typeof DeviceMode];

/** HSP / HSSP / STREAM `play_state`. */
export const HspPlayState = {
  NOT_INITIALIZED: 0,
  PLAYING: 1,
  STOPPED: 2,
  PAUSED: 3,
  STARVING: 4,
} as const;
/** An HSP play state number. */
export type HspPlayState = (typeof HspPlayState)[keyof typeof HspPlayState];

/** HAMP `play_state`. */
export const HampPlayState = { STOPPED: 0, PLAYING: 1 } as const;
/** A HAMP play state number. */
export type HampPlayState = (typeof HampPlayState)[keyof typeof HampPlayState];

/** HDSP `state`. */
export const HdspState = { STOPPED: 0, MOVING: 1, POINT_REACHED: 2 } as const;
/** An HDSP state number. */
export type HdspState = (typeof HdspState)[keyof typeof HdspState];

/** `fw_status`. */
export const FirmwareStatus = { UP_TO_DATE: 0, UPDATE_AVAILABLE: 1, UPDATE_REQUIRED: 2 } as const;
/** A firmware status number. */
export type FirmwareStatus = (typeof FirmwareStatus)[keyof typeof FirmwareStatus];

/** Firmware release channels (`fw_feature_flags`). */
export const FEATURE_FLAGS = ['production', 'staging', 'development', 'other'] as const;
/** A firmware release channel. */
export type FeatureFlags = (typeof FEATURE_FLAGS)[number];

/** Connection modes (used by `/system/reboot`). */
export const ConnectionMode = {
  NONE: 0,
  WIFI: 1,
  BLE: 2,
  WIFI_BLE: 3,
  OFFLINE: 4,
  LEGACY_BLE: 5,
} as const;
/** A connection mode number. */
export type ConnectionMode = (typeof ConnectionMode)[keyof typeof ConnectionMode];

/** Buttons, by wire number. */
export const BUTTONS = ['POWER', 'UP', 'LEFT', 'RIGHT', 'DOWN', 'WIFI'] as const;
/** A button name. */
export type ButtonName = (typeof BUTTONS)[number];

/** Button events, by wire number. */
export const BUTTON_EVENTS = [
  'PRESSED',
  'RELEASED',
  'SHORT_PRESS',
  'LONG_PRESS_START',
  'LONG_PRESS_STEP',
  'LONG_PRESS_END',
] as const;
/** A button event name. */
export type ButtonEventName = (typeof BUTTON_EVENTS)[number];

/** Wi-Fi states. */
export const WifiState = {
  DISCONNECTED: 0,
  CONNECTED: 1,
  CONNECTING: 2,
  RECONNECTING: 3,
  FAILED_TO_CONNECT: 4,
  DISCONNECTING: 5,
} as const;
/** A Wi-Fi state number. */
export type WifiState = (typeof WifiState)[keyof typeof WifiState];

/** BLE states. */
export const BleState = {
  NOT_INITIALIZED: 0,
  INITIALIZING: 1,
  ADVERTISING: 2,
  CONNECTED: 3,
} as const;
/** A BLE state number. */
export type BleState = (typeof BleState)[keyof typeof BleState];

/** Hardware models the emulator builds: 0 is The Handy, 1 the Oh (spec §1). */
export const HardwareModel = { HANDY: 0, OH: 1 } as const;
/** A hardware model number. */
export type HardwareModel = (typeof HardwareModel)[keyof typeof HardwareModel];
