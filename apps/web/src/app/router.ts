import { connectionStore } from '../device/connection/connection-instance';
import { describeError } from '../device/errors/describe-error';
import { i18nextStarted } from '../i18n/started';
import { logger } from '../lib/logger';
import { preferencesStore } from '../preferences/preferences-instance';
import { notify } from '../ui/notifications/notify';
import { sharedVisit } from '../device/sharing/shared-visit';
import { takeHeldKeys } from './address-keys';
import { createNavigation, type AppNavigation } from '../lib/navigation';
import { createNavigationLoader } from './navigation-loader';
import { browserHistory } from '../lib/page-history';
import { createRoutes } from './routes';

/** The app's router (`createAppRouter`). */
export type AppRouter = AppNavigation;

/**
 * The app's router: the browser's history, base `/` (spec §2), the route table and its guard. It
 * starts its first navigation at once: the guard runs and the page's code and texts load. The page's
 * texts wait for i18next's start (`lazy-page.tsx`), and so does a notification of the guard's.
 */
export function createAppRouter(): AppRouter {
  const guard = createNavigationLoader({
    preferences: preferencesStore,
    connection: connectionStore,
    notify,
    describeError,
    whenTextsReady: (show) => void i18nextStarted().then(show),
    logError: (message, error) => logger.error(message, error),
    currentHref: () => window.location.href,
    holdSharedLink: (link) => sharedVisit.hold(link),
    takeHeldKeys,
  });
  return createNavigation({
    routes: createRoutes(),
    guard,
    history: browserHistory(),
    onGuardError: (error) => logger.error('navigation guard failed', error),
  });
}
