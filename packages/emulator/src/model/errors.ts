/**
 * The errors a device call can end in. Codes 1001/1002 are the reference's (§3), 3001/3002 and 4001
 * come from docs/api-extensions.md, and the rest are the emulator's own, listed in the README.
 */

/** The wire body of a device error (`{"error": …}`). */
export interface DeviceErrorBody {
  code: number;
  name: string;
  message: string;
  connected: boolean;
  data?: Record<string, unknown>;
}

/**
 * Thrown by the model when a call fails. `httpStatus` is 200 for device-level failures (the API
 * reports them inside a 200 answer) and 400 for requests the device refuses as malformed.
 */
export class DeviceCallError extends Error {
  readonly code: number;
  readonly errorName: string;
  readonly connected: boolean;
  readonly httpStatus: 200 | 400;

  constructor(
    code: number,
    errorName: string,
    message: string,
    options: { connected?: boolean; httpStatus?: 200 | 400 } = {},
  ) {
    super(message);
    this.name = 'DeviceCallError';
    this.code = code;
    this.errorName = errorName;
    this.connected = options.connected ?? true;
    this.httpStatus = options.httpStatus ?? 200;
  }

  /**
   * The body the API answers with. A refused request (HTTP 400) is a GenericError, without the
   * device's `connected` flag (docs/api-extensions.md).
   */
  toBody(): { error: DeviceErrorBody | Omit<DeviceErrorBody, 'connected'> } {
    const error = { code: this.code, name: this.errorName, message: this.message };
    return { error: this.httpStatus === 200 ? { ...error, connected: this.connected } : error };
  }
}

/** Factories for every error the model raises. */
export const deviceErrors = {
  notConnected: () =>
    new DeviceCallError(1001, 'DeviceNotConnected', 'Device not connected', { connected: false }),
  timeout: () => new DeviceCallError(1002, 'DeviceTimeout', 'Device timeout'),
  notSupported: () => new DeviceCallError(2002, 'MethodNotFound', 'Not supported by this device'),
  otaVersionNotFound: () =>
    new DeviceCallError(3001, 'OtaVersionNotFound', 'Specific OTA not found'),
  otaInProgress: () => new DeviceCallError(3002, 'OtaInProgress', 'Update already in progress'),
  invalidRequest: (message: string) =>
    new DeviceCallError(4001, 'InvalidRequest', message, { httpStatus: 400 }),
  /**
   * A value the contract allows but the emulated device cannot carry out (a 200 mm position, a
   * playback rate of 0): the device refuses it, inside a 200 answer like any device error.
   */
  invalidArgument: (message: string) => new DeviceCallError(4002, 'InvalidArgument', message),
  scriptDownloadFailed: () =>
    new DeviceCallError(4101, 'ScriptDownloadFailed', 'Script could not be downloaded'),
  invalidScript: (message: string) => new DeviceCallError(4102, 'InvalidScript', message),
  streamNotFound: () => new DeviceCallError(4103, 'StreamNotFound', 'Stream not found'),
  illegalState: () => new DeviceCallError(4201, 'IllegalState', 'Illegal state.'),
} as const;
