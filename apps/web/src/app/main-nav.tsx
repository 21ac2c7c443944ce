import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { usePreferences } from '../preferences/use-preferences';
import { borrowedCurrent, HOME_ITEM, MENU, type MenuItem } from './menu';

/** The main menu: Home, then the sections; the debug tools in developer mode. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { developerMode } = usePreferences();
  const baseId = useId();
  const { pathname, search } = useLocation();
  // An entry current on another page's address (a Stash scene on /local) is marked instead of it.
  const borrowed = borrowedCurrent(pathname, search);
  const link = (item: MenuItem, label: string) => (
    <li key={item.to}>
      {borrowed === undefined ? (
        <NavLink to={item.to} end className="main-nav__link" onClick={onNavigate}>
          {label}
        </NavLink>
      ) : (
        <Link
          to={item.to}
          className="main-nav__link"
          aria-current={item === borrowed ? 'page' : undefined}
          onClick={onNavigate}
        >
          {label}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={t('nav.label')} className="main-nav">
      <ul className="main-nav__list">{link(HOME_ITEM, t('nav.sections.home'))}</ul>
      {MENU.map((section) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className="main-nav__section">
            <p id={headingId} className="main-nav__heading">
              {t(`nav.sections.${section.id}`)}
            </p>
            <ul className="main-nav__list" aria-labelledby={headingId}>
              {section.items.map((item) => link(item, t(`routes.${item.titleKey}`)))}
              {section.id === 'settings' &&
                developerMode &&
                link({ to: '/debug', titleKey: 'debugHome' }, t('nav.debug'))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
