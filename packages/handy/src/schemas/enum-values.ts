/**
 * The numeric enumerations of the Handy API v3 (reference §4), each as a const object plus a name
 * map, so that the app can translate a wire number into a stable label without a switch. Values
 * only: their wire schemas are in `enums.ts`, so that code using only the values (the app's
 * start-up) does not load the schemas.
 */
import { PlayerPlayState } from '@glide/core';

/**
 * Invert a `{NAME: number}` const object into `{number: NAME}`. The casts only re-state the key
 * types that `Object.keys` widens to `string`; the input is our own constant, never wire data.
 */
function namesOf<const T extends Record<string, number>>(
  values: T,
): Readonly<Record<T[keyof T], keyof T>> {
  const names: Partial<Record<T[keyof T], keyof T>> = {};
  for (const key of Object.keys(values) as Array<keyof T>) names[values[key]] = key;
  return names as Readonly<Record<T[keyof T], keyof T>>;
}

/** Device modes (spec §3; reference §4 adds HRPP = 9, which only appears as a mode and an event). */
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
/** Name of each {@link DeviceMode}. */
export const DeviceModeName = namesOf(DeviceMode);

/** Connection modes of the device (used by `/system/reboot`). */
export const ConnectionType = {
  NONE: 0,
  WIFI: 1,
  BLE: 2,
  WIFI_BLE: 3,
  OFFLINE: 4,
  LEGACY_BLE: 5,
} as const;
/** A connection type number. */
export type ConnectionType = (typeof ConnectionType)[keyof typeof ConnectionType];
/** Name of each {@link ConnectionType}. */
export const ConnectionTypeName = namesOf(ConnectionType);

/** Physical buttons reported by `button_event`. */
export const Button = { POWER: 0, UP: 1, LEFT: 2, RIGHT: 3, DOWN: 4, WIFI: 5 } as const;
/** A button number. */
export type Button = (typeof Button)[keyof typeof Button];
/** Name of each {@link Button}. */
export const ButtonName = namesOf(Button);

/** What happened to a button in a `button_event`. */
export const ButtonEvent = {
  PRESSED: 0,
  RELEASED: 1,
  SHORT_PRESS: 2,
  LONG_PRESS_START: 3,
  LONG_PRESS_STEP: 4,
  LONG_PRESS_END: 5,
} as const;
/** A button event number. */
export type ButtonEvent = (typeof ButtonEvent)[keyof typeof ButtonEvent];
/** Name of each {@link ButtonEvent}. */
export const ButtonEventName = namesOf(ButtonEvent);

/** Bluetooth LE states. */
export const BleState = {
  NOT_INITIALIZED: 0,
  INITIALIZING: 1,
  ADVERTISING: 2,
  CONNECTED: 3,
} as const;
/** A BLE state number. */
export type BleState = (typeof BleState)[keyof typeof BleState];
/** Name of each {@link BleState}. */
export const BleStateName = namesOf(BleState);

/** Firmware status reported by `/info` (`fw_status`). */
export const FirmwareStatus = { UP_TO_DATE: 0, UPDATE_AVAILABLE: 1, UPDATE_REQUIRED: 2 } as const;
/** A firmware status number. */
export type FirmwareStatus = (typeof FirmwareStatus)[keyof typeof FirmwareStatus];
/** Name of each {@link FirmwareStatus}. */
export const FirmwareStatusName = namesOf(FirmwareStatus);

/**
 * HSP (and HSSP / STREAM) play states. One definition, core's `PlayerPlayState` (the playback
 * engine reads them too, and core cannot import the SDK); this is its SDK name.
 */
export const HspPlayState = PlayerPlayState;
/** An HSP play state number. */
export type HspPlayState = (typeof HspPlayState)[keyof typeof HspPlayState];
/** Name of each {@link HspPlayState}. */
export const HspPlayStateName = namesOf(HspPlayState);

/** HAMP play states. */
export const HampPlayState = { STOPPED: 0, PLAYING: 1 } as const;
/** A HAMP play state number. */
export type HampPlayState = (typeof HampPlayState)[keyof typeof HampPlayState];
/** Name of each {@link HampPlayState}. */
export const HampPlayStateName = namesOf(HampPlayState);

/** HDSP states reported by `hdsp_state_changed`. */
export const HdspState = { STOPPED: 0, MOVING: 1, POINT_REACHED: 2 } as const;
/** An HDSP state number. */
export type HdspState = (typeof HdspState)[keyof typeof HdspState];
/** Name of each {@link HdspState}. */
export const HdspStateName = namesOf(HdspState);

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
/** Name of each {@link WifiState}. */
export const WifiStateName = namesOf(WifiState);

/** The device's back-end environment (`/system/environment`). */
export const DeviceEnvironment = { production: 0, staging: 1, development: 2 } as const;
/** A device environment number. */
export type DeviceEnvironment = (typeof DeviceEnvironment)[keyof typeof DeviceEnvironment];
/** Name of each {@link DeviceEnvironment}. */
export const DeviceEnvironmentName = namesOf(DeviceEnvironment);

/** Firmware feature flags (release channels). */
export const FIRMWARE_FEATURE_FLAGS = ['production', 'staging', 'development', 'other'] as const;
/** A firmware feature flag. */
export type FirmwareFeatureFlag = (typeof FIRMWARE_FEATURE_FLAGS)[number];

/** Device error codes published for v3 (plus Glide's OTA extension codes). */
export const DeviceErrorCode = {
  DeviceNotConnected: 1001,
  DeviceTimeout: 1002,
  OtaVersionNotFound: 3001,
  OtaInProgress: 3002,
  InvalidRequest: 4001,
} as const;
/** A known device error code. */
export type DeviceErrorCode = (typeof DeviceErrorCode)[keyof typeof DeviceErrorCode];
