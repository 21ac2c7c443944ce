import type { StatusTone } from '../../ui/status-dot';
import type { ConnectionStatus } from '../connection/connection-store';

/** The colour of each connection status; always shown together with its text. */
export const STATUS_TONES: Readonly<Record<ConnectionStatus, StatusTone>> = {
  idle: 'neutral',
  connecting: 'progress',
  connected: 'success',
  disconnected: 'warning',
  error: 'danger',
};
