import { Outlet } from 'react-router';
import { usePageTracking } from '../analytics';
import { PageMulticastSupport } from '../device/commands/page-multicast';
import { useDeviceEventNotifications } from '../device/status/use-device-event-notifications';
import { useEmergencyStopKey } from '../device/emergency-stop/use-emergency-stop';
import { useKeyBindings } from '../device/keys/use-key-bindings';
import { Notifications } from '../ui/notifications/notifications';
import { useDocumentTitle } from './use-document-title';
import { useRouteHandle } from './use-route-handle';

/**
 * Above every layout: the page, the notifications (bottom right), the document title and page
 * tracking; and the keys that act on the device from every page (the emergency stop's Escape, the
 * shortcuts), the warnings the device raises, told once as notifications, and whether the page's
 * commands may go to every linked device (its route's `multicastSupport`). The scroll position is
 * the navigation's (`lib/scroll-restoration.ts`).
 */
export function RootLayout() {
  usePageTracking();
  useDocumentTitle();
  useEmergencyStopKey();
  useKeyBindings();
  useDeviceEventNotifications();
  const handle = useRouteHandle();
  return (
    <PageMulticastSupport supported={handle?.multicastSupport === true}>
      <Outlet />
      <Notifications />
    </PageMulticastSupport>
  );
}
