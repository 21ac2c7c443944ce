import i18next from 'i18next';
import { AppError } from './app-error';
import { ConnectionError } from './connection-error';
import { asSdkError, toErrorMessage } from './error-message';

/**
 * The text a person reads for an error, in the current language: connection, SDK and application
 * errors (spec §8) by their translated message, anything else by its own message.
 */
export function describeError(error: unknown): string {
  const detail =
    error instanceof ConnectionError
      ? error.detail
      : asSdkError(error) || error instanceof AppError
        ? toErrorMessage(error)
        : null;
  if (detail) return i18next.t(`errors.${detail.key}`, { ns: 'common', ...detail.values });
  return error instanceof Error ? error.message : String(error);
}
