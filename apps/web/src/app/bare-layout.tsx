import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from './page-loading';
import './layout.css';

/**
 * The frame of the pages outside the main layout (device selection, shared links): no menu, so
 * that a first visit or a shared link leads straight to its one task.
 */
export function BareLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="app-shell app-shell--bare">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <main id="main" tabIndex={-1} className="app-main app-main--bare">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
