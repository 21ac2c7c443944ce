import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { notificationStore } from './notify';
import type { NotificationStore } from './notification-store';

const NotificationsView = lazy(() => import('./notifications-view'));

/**
 * Shows the app's notifications at the bottom right (see `notifications-view.tsx`). The toast
 * component's script loads with the first notification, not at start-up; from then on it stays.
 */
export function Notifications({ store = notificationStore() }: { store?: NotificationStore }) {
  const shown = useSyncExternalStore(store.subscribe, store.list, store.list);
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length > 0) setNeeded(true);
  if (!needed && shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsView store={store} />
    </Suspense>
  );
}
