import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { DEBUG_MENU } from './menu';
import { PageLoading } from './page-loading';
import './layout.css';

/** The debug layout (spec §2 `/debug`): the header, a row of debug pages and the page. */
export function DebugLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="app-shell app-shell--debug">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppHeader title={<span className="app-header__badge">{t('nav.debug')}</span>} />
      <nav aria-label={t('nav.debugLabel')} className="debug-nav">
        <ul className="debug-nav__list">
          {DEBUG_MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className="debug-nav__link">
                {t(`routes.${item.titleKey}`)}
              </NavLink>
            </li>
          ))}
          <li className="debug-nav__back">
            <Link to="/" className="debug-nav__link">
              {t('nav.backToApp')}
            </Link>
          </li>
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="app-main app-main--debug">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
