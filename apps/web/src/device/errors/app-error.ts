/**
 * The application messages of spec §8 that the app raises itself (the SDK's own come as its typed
 * errors). Each has a stable `reason`, which is also its key in `common:errors`, so the message is
 * shown translated; the error's own `message` is the spec's English text, for logs. A file of its
 * own, free of the SDK, so that the error mapping the start-up bundle carries can know it.
 */

/** The spec's text of each message, by the key it is translated under. */
export const APP_ERROR_MESSAGES = {
  /** A device choice that is neither The Handy nor the Oh (spec §4 device selection). */
  unknownDevice: 'Unknown device',
  /** A connect whose event stream is closed, so the device can never be announced on it. */
  sseNotInitialized: 'SSE not initialized',
  /** A device-specific step asked for before the connect flow has read the device's info. */
  infoNotInitialized: 'Info CMD not initialized',
  /** A clock sync asked for while no device session exists to own it. */
  hstpNotInitialized: 'HSTP is not initialized',
  /** The server listed no firmware for the device (`GET /ota/versions`). */
  firmwareVersionsNotFound: 'Firmware versions not found',
  /** The firmware a route or a choice names is not among those listed for the device. */
  specificOtaNotFound: 'Specific OTA not found',
  /** `PUT /ota/update/version` failed; the OTA state is marked failed with it. */
  firmwareUpdateFailed: 'Failed to update firmware version',
} as const;

/** Which application message an {@link AppError} is. */
export type AppErrorReason = keyof typeof APP_ERROR_MESSAGES;

/** An application message of spec §8, raised by the app. */
export class AppError extends Error {
  /** Stable, and the message's key in `common:errors`. */
  readonly reason: AppErrorReason;
  /** Values of the translated message's placeholders (e.g. the firmware `version`). */
  readonly values: Readonly<Record<string, string | number>> | undefined;

  constructor(
    reason: AppErrorReason,
    options?: {
      readonly values?: Readonly<Record<string, string | number>>;
      readonly cause?: unknown;
    },
  ) {
    super(APP_ERROR_MESSAGES[reason], { cause: options?.cause });
    this.name = 'AppError';
    this.reason = reason;
    this.values = options?.values;
  }
}
