import { createBrowserRouter } from 'react-router';
import { connectionStore } from '../device/connection/connection-instance';
import { describeError } from '../device/errors/describe-error';
import { logger } from '../lib/logger';
import { preferencesStore } from '../preferences/preferences-instance';
import { notify } from '../ui/notifications/notify';
import { sharedVisit } from '../device/sharing/shared-visit';
import { takeHeldKeys } from './address-keys';
import { createNavigationLoader } from './navigation-loader';
import { createRoutes } from './routes';

/** The app's router: history mode, base `/` (spec §2), the route table and its navigation loader. */
export function createAppRouter() {
  const navigationLoader = createNavigationLoader({
    preferences: preferencesStore,
    connection: connectionStore,
    notify,
    describeError,
    logError: (message, error) => logger.error(message, error),
    currentHref: () => window.location.href,
    holdSharedLink: (link) => sharedVisit.hold(link),
    takeHeldKeys,
  });
  return createBrowserRouter(createRoutes(navigationLoader), { basename: '/' });
}
