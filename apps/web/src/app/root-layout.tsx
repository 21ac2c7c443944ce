import { Outlet, ScrollRestoration } from 'react-router';
import { usePageTracking } from '../analytics';
import { useDeviceEventNotifications } from '../device/status/use-device-event-notifications';
import { useEmergencyStopKey } from '../device/emergency-stop/use-emergency-stop';
import { useKeyBindings } from '../device/keys/use-key-bindings';
import { Notifications } from '../ui/notifications/notifications';
import { useDocumentTitle } from './use-document-title';

/**
 * Above every layout: the page, the notifications (bottom right), scroll to top on a new
 * navigation (and back to the old position on Back), the document title and page tracking; and the
 * keys that act on the device from every page (the emergency stop's Escape, the shortcuts), and
 * the warnings the device raises, told once as notifications.
 */
export function RootLayout() {
  usePageTracking();
  useDocumentTitle();
  useEmergencyStopKey();
  useKeyBindings();
  useDeviceEventNotifications();
  return (
    <>
      <Outlet />
      <Notifications />
      <ScrollRestoration />
    </>
  );
}
