import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'radix-ui';
import type { NotificationStore } from './notification-store';
import '../ui.css';

const ICONS = { negative: '!', warning: '▲', positive: '✓' } as const;

/**
 * Shows the app's notifications at the bottom right. Failures and warnings are announced at once
 * (`foreground`), successes politely. The store owns the countdowns; hovering or focusing the
 * notifications (and leaving the window) pauses them, so nobody loses a message while reading it.
 */
export default function NotificationsView({ store }: { store: NotificationStore }) {
  const { t } = useTranslation('common');
  const shown = useSyncExternalStore(store.subscribe, store.list, store.list);
  return (
    // The provider's label is read before each toast as it is announced; the viewport's names the
    // region, and Radix itself puts the key that focuses it (F8) in place of `{hotkey}`.
    <Toast.Provider swipeDirection="right" label={t('notifications.label')}>
      {shown.map((notification) => (
        <Toast.Root
          key={notification.id}
          className={`ui-toast ui-toast--${notification.kind}`}
          type={notification.kind === 'positive' ? 'background' : 'foreground'}
          // The store dismisses after `timeoutMs`; Radix must not run a second timer.
          duration={Infinity}
          onOpenChange={(open) => {
            if (!open) store.dismiss(notification.id);
          }}
          onPause={() => store.pause()}
          onResume={() => store.resume()}
          data-kind={notification.kind}
        >
          <span className="ui-toast__icon" aria-hidden>
            {ICONS[notification.kind]}
          </span>
          <div className="ui-toast__body">
            <Toast.Title className="ui-toast__title">
              {t(`notifications.kind.${notification.kind}`)}
            </Toast.Title>
            <Toast.Description className="ui-toast__message">
              {notification.message}
            </Toast.Description>
          </div>
          <Toast.Close className="ui-icon-button" aria-label={t('notifications.dismiss')}>
            <span aria-hidden>×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="ui-toast-viewport" label={t('notifications.region')} />
    </Toast.Provider>
  );
}
