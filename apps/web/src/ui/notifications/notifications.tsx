import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { logger } from '../../lib/logger';
import { notificationStore } from './notify';
import type { NotificationStore } from './notification-store';

/** The toast component's module, as `import('./notifications-view')` gives it. */
type ViewModule = { default: ComponentType<{ store: NotificationStore }> };

const importView = (): Promise<ViewModule> => import('./notifications-view');

/**
 * Shows the app's notifications at the bottom right (see `notifications-view.tsx`). The toast
 * component's script loads with the first notification, not at start-up; from then on it stays.
 * A failed load (offline, a new deployment) shows nothing and is tried again with the next change
 * of the notifications (a new one, one dismissed): the first notifications often come from exactly
 * such a failure, and they must not take the page down with them, as a failed lazy component
 * would. `loadView` is replaceable for tests.
 */
export function Notifications({
  store = notificationStore(),
  loadView = importView,
}: {
  store?: NotificationStore;
  loadView?: () => Promise<ViewModule>;
}) {
  const shown = useSyncExternalStore(store.subscribe, store.list, store.list);
  const [View, setView] = useState<ViewModule['default'] | undefined>(undefined);
  useEffect(() => {
    if (View || shown.length === 0) return;
    let current = true;
    loadView().then(
      (module) => {
        if (current) setView(() => module.default);
      },
      (error: unknown) =>
        logger.warn('notifications could not be loaded; the next one tries again', error),
    );
    return () => {
      current = false;
    };
  }, [View, shown, loadView]);
  return View ? <View store={store} /> : null;
}
