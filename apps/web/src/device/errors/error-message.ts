import type commonMessages from '../../i18n/locales/en-US.json';
import { AppError, type AppErrorReason } from './app-error';
import { NoDeviceError } from '../playback/no-device-error';

/** A key of the `errors` group of the `common` namespace. */
export type ErrorKey = keyof (typeof commonMessages)['errors'];

/** Every application message of the app is a key of `common:errors` (checked here, by type). */
const APP_ERROR_KEY: { readonly [R in AppErrorReason]: R & ErrorKey } = {
  unknownDevice: 'unknownDevice',
  sseNotInitialized: 'sseNotInitialized',
  infoNotInitialized: 'infoNotInitialized',
  hstpNotInitialized: 'hstpNotInitialized',
  firmwareVersionsNotFound: 'firmwareVersionsNotFound',
  specificOtaNotFound: 'specificOtaNotFound',
  firmwareUpdateFailed: 'firmwareUpdateFailed',
};

/** A translatable message: a key of `common:errors` and its values. */
export interface ErrorMessage {
  readonly key: ErrorKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The fields of the SDK's errors this reads. The SDK's classes are matched by their `code` and
 * fields rather than `instanceof`, so that this module (which the start-up bundle needs) does not
 * pull in the SDK, which loads on the first connect.
 */
interface SdkErrorShape {
  readonly message: string;
  readonly code: string;
  readonly status?: unknown;
  readonly deviceErrorCode?: unknown;
  /** The rule a validation error enforces (`HandyValidationReason`), or what a no-result error lacked. */
  readonly reason?: unknown;
}

const SDK_CODES = new Set([
  'aborted',
  'timeout',
  'network',
  'no_result',
  'invalid_response',
  'validation',
  'device',
  'http',
  'sse',
  'upload',
]);

/** The SDK error `error` is, if it is one. */
export function asSdkError(error: unknown): SdkErrorShape | undefined {
  if (!(error instanceof Error)) return undefined;
  const fields: Error & {
    code?: unknown;
    status?: unknown;
    deviceErrorCode?: unknown;
    reason?: unknown;
  } = error;
  const { code, status, deviceErrorCode, reason } = fields;
  if (typeof code !== 'string' || !SDK_CODES.has(code)) return undefined;
  return { message: error.message, code, status, deviceErrorCode, reason };
}

/** A refused HTTP status, in whatever call it came (a command or the event stream). */
function statusMessage(status: number, message: string): ErrorMessage {
  if (status === 401 || status === 403) return { key: 'unauthorized' };
  if (status === 429) return { key: 'tooManyRequests' };
  return { key: 'http', values: { message } };
}

/**
 * Turns anything a device call can throw into a specific, translatable message; unknown failures
 * keep their own text so that nothing is swallowed.
 */
export function toErrorMessage(error: unknown): ErrorMessage {
  // The player's calls without a device (`playback/device-port.ts`).
  if (error instanceof NoDeviceError) return { key: 'deviceNotConnected' };
  // The app's own application messages (spec §8), by their stable reason.
  if (error instanceof AppError) {
    const key = APP_ERROR_KEY[error.reason];
    return error.values ? { key, values: error.values } : { key };
  }
  const sdk = asSdkError(error);
  if (sdk) {
    switch (sdk.code) {
      case 'device':
        if (sdk.deviceErrorCode === 1001) return { key: 'deviceNotConnected' };
        if (sdk.deviceErrorCode === 1002) return { key: 'deviceTimeout' };
        return { key: 'device', values: { message: sdk.message } };
      case 'http':
        return typeof sdk.status === 'number'
          ? statusMessage(sdk.status, sdk.message)
          : { key: 'http', values: { message: sdk.message } };
      case 'sse':
        // A stream that could not be opened or dropped without an HTTP answer: the server is not
        // reachable (the SDK keeps retrying it).
        if (typeof sdk.status === 'number') return statusMessage(sdk.status, sdk.message);
        return { key: 'network' };
      case 'aborted':
        return { key: 'aborted' };
      case 'timeout':
        return { key: 'timeout' };
      case 'network':
        return { key: 'network' };
      case 'no_result':
        // By the SDK's stable reason: a `/servertime` answer without a time is spec §8's own message.
        return sdk.reason === 'server_time' ? { key: 'noServerTime' } : { key: 'noResult' };
      case 'invalid_response':
        return { key: 'invalidResponse' };
      case 'upload':
        // The script host's own words (too large, not a script…), for the HSSP upload.
        return { key: 'upload', values: { message: sdk.message } };
      case 'validation':
        // By the SDK's stable reason, never by its message text.
        if (sdk.reason === 'velocity_range') return { key: 'velocity' };
        if (sdk.reason === 'connection_key_required') return { key: 'keyRequired' };
        if (sdk.reason === 'sse_config_not_set') return { key: 'sseConfigNotSet' };
        return { key: 'unknown', values: { message: sdk.message } };
      default:
        return { key: 'unknown', values: { message: sdk.message } };
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { key: 'unknown', values: { message } };
}
