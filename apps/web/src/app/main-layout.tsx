import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useBreakpoint } from '../lib/use-breakpoint';
import { isAtLeast } from '../lib/breakpoints';
import { AppHeader } from './app-header';
import { CalibrationOfferSlot } from './calibration-offer-slot';
import { MainNav } from './main-nav';
import { NavDrawer } from './nav-drawer';
import { PageLoading } from './page-loading';
import { RouteNotices } from './route-notices';
import { useRouteHandle } from './use-route-handle';
import './layout.css';

/**
 * The main layout (spec §2 `/`): header, menu and the page. From 1024 px the menu is a sidebar;
 * below, a button in the header opens it as a drawer. The route's meta sets the padding and the
 * notices above the page, and the tap calibration's offer after a first connect.
 */
export function MainLayout() {
  const { t } = useTranslation('common');
  const wide = isAtLeast(useBreakpoint(), 'expanded');
  const handle = useRouteHandle();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppHeader menu={wide ? undefined : <NavDrawer />} />
      <div className="app-shell__body">
        {wide && (
          <aside className="app-sidebar">
            <MainNav />
          </aside>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={handle?.noPadding ? 'app-main app-main--flush' : 'app-main'}
          data-app={handle?.app ? 'true' : undefined}
        >
          <RouteNotices handle={handle} />
          <CalibrationOfferSlot />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
