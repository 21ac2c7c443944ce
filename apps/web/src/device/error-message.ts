import { HandyDeviceError, HandyError, HandyHttpError, VELOCITY_RANGE_MESSAGE } from '@glide/handy';
import type commonMessages from '../i18n/locales/en-US.json';

/** A key of the `errors` group of the `common` namespace. */
export type ErrorKey = keyof (typeof commonMessages)['errors'];

/** A translatable message: a key of `common:errors` and its values. */
export interface ErrorMessage {
  readonly key: ErrorKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The spec's message for a missing key (spec §5), as the SDK raises it. */
const KEY_REQUIRED_MESSAGE = 'Connection key is required';

/**
 * Turns anything a device call can throw into a specific, translatable message; unknown failures
 * keep their own text so that nothing is swallowed.
 */
export function toErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof HandyDeviceError) {
    if (error.deviceErrorCode === 1001) return { key: 'deviceNotConnected' };
    if (error.deviceErrorCode === 1002) return { key: 'deviceTimeout' };
    return { key: 'device', values: { message: error.message } };
  }
  if (error instanceof HandyHttpError) {
    if (error.status === 401) return { key: 'unauthorized' };
    if (error.status === 429) return { key: 'tooManyRequests' };
    return { key: 'http', values: { message: error.message } };
  }
  if (error instanceof HandyError) {
    switch (error.code) {
      case 'aborted':
        return { key: 'aborted' };
      case 'timeout':
        return { key: 'timeout' };
      case 'network':
        return { key: 'network' };
      case 'no_result':
        return { key: 'noResult' };
      case 'invalid_response':
        return { key: 'invalidResponse' };
      case 'validation':
        if (error.message === VELOCITY_RANGE_MESSAGE) return { key: 'velocity' };
        if (error.message === KEY_REQUIRED_MESSAGE) return { key: 'keyRequired' };
        return { key: 'unknown', values: { message: error.message } };
      case 'device':
      case 'http':
      case 'sse':
      case 'upload':
        return { key: 'unknown', values: { message: error.message } };
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { key: 'unknown', values: { message } };
}
