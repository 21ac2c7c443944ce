import { HandyDeviceError, HandyError, HandyHttpError, VELOCITY_RANGE_MESSAGE } from '@glide/handy';
import type { ParseKeys } from 'i18next';

/** A translatable message: an i18n key and its values. */
export interface ErrorMessage {
  key: ParseKeys;
  values?: Record<string, string | number>;
}

/** Hardware model 1 is the Oh; every other model is The Handy (spec §1). */
export function isOhModel(modelNo: number | undefined): boolean {
  return modelNo === 1;
}

/** Turns anything a call can throw into a specific, translated message. */
export function toErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof HandyDeviceError) {
    if (error.deviceErrorCode === 1001) return { key: 'errors.deviceNotConnected' };
    if (error.deviceErrorCode === 1002) return { key: 'errors.deviceTimeout' };
    return { key: 'errors.device', values: { message: error.message } };
  }
  if (error instanceof HandyHttpError) {
    if (error.status === 401) return { key: 'errors.unauthorized' };
    if (error.status === 429) return { key: 'errors.tooManyRequests' };
    return { key: 'errors.http', values: { message: error.message } };
  }
  if (error instanceof HandyError) {
    switch (error.code) {
      case 'aborted':
        return { key: 'errors.aborted' };
      case 'timeout':
        return { key: 'errors.timeout' };
      case 'network':
        return { key: 'errors.network' };
      case 'no_result':
        return { key: 'errors.noResult' };
      case 'invalid_response':
        return { key: 'errors.invalidResponse' };
      case 'validation':
        if (error.message === VELOCITY_RANGE_MESSAGE) return { key: 'errors.velocity' };
        if (error.message === 'Connection key is required') return { key: 'errors.keyRequired' };
        return { key: 'errors.unknown', values: { message: error.message } };
      case 'device':
      case 'http':
      case 'sse':
      case 'upload':
        return { key: 'errors.unknown', values: { message: error.message } };
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { key: 'errors.unknown', values: { message } };
}
