import { Outlet, ScrollRestoration } from 'react-router';
import { usePageTracking } from '../analytics';
import { Notifications } from '../ui/notifications/notifications';
import { useDocumentTitle } from './use-document-title';

/**
 * Above every layout: the page, the notifications (bottom right), scroll to top on a new
 * navigation (and back to the old position on Back), the document title and page tracking.
 */
export function RootLayout() {
  usePageTracking();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <Notifications />
      <ScrollRestoration />
    </>
  );
}
