import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { EmergencyStopButton } from '../device/emergency-stop/emergency-stop-button';
import { PageLoading } from './page-loading';
import './layout.css';

/**
 * The frame of the pages outside the main layout (device selection, shared links): no menu, so
 * that a first visit or a shared link leads straight to its one task; only the emergency stop
 * and the brand, in a slim sticky header, since a device may be running here too.
 */
export function BareLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="app-shell app-shell--bare">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header app-header--bare">
        <div className="app-header__start">
          <EmergencyStopButton />
          <Link to="/" className="app-header__brand">
            {t('app.name')}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="app-main app-main--bare">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
