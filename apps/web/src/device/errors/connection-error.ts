import type { ErrorMessage } from './error-message';

/**
 * Raised by `ConnectionStore.connect` (`connection/connection-store.ts`) when the device is not
 * connected afterwards. Here, below the connection, so that what maps errors to texts
 * (`describe-error.ts`) need not import the connection.
 */
export class ConnectionError extends Error {
  constructor(readonly detail: ErrorMessage) {
    super(`${detail.key}${detail.values ? ` ${JSON.stringify(detail.values)}` : ''}`);
    this.name = 'ConnectionError';
  }
}
