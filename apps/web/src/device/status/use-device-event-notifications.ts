import { useEffect } from 'react';
import { notify } from '../../ui/notifications/notify';
import type { NotificationKind } from '../../ui/notifications/notification-store';
import { connectionStore } from '../connection/connection-instance';
import { raisedWarnings, type RaisedWarning } from './device-warnings';
import { useWarningText } from './use-warning-text';

/** How loud each raised warning is: a failure of the device, or a caution. */
function kindOf(warning: RaisedWarning): NotificationKind {
  if (warning.kind === 'deviceError') return 'negative';
  if (warning.kind === 'lowMemory' && warning.level === 'error') return 'negative';
  return 'warning';
}

/**
 * Tells the user, once, each warning the device raises (`temp_high`, `low_memory_warning`,
 * `low_memory_error`, `device_error`) as a notification; the connection status keeps showing it.
 * Compares each new session state with the one before, so a re-render or an unrelated change
 * notifies nothing. Mounted once, in the root layout.
 */
export function useDeviceEventNotifications(): void {
  const text = useWarningText();
  useEffect(() => {
    const store = connectionStore();
    let before = store.session();
    return store.subscribe(() => {
      const after = store.session();
      if (after === before) return;
      const raised = raisedWarnings(before, after);
      before = after;
      for (const warning of raised) notify({ kind: kindOf(warning), message: text(warning) });
    });
  }, [text]);
}
