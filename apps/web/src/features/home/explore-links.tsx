import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PAGES = [
  { path: '/community', id: 'community' },
  { path: '/partners', id: 'partners' },
  { path: '/uui', id: 'uui' },
  { path: '/changelog', id: 'changelog' },
  { path: '/about', id: 'about' },
] as const;

/** Links to the content pages, with a line on each. */
export function ExploreLinks() {
  const { t } = useTranslation('home');
  return (
    <section className="card home-explore" aria-labelledby="home-explore-heading">
      <h2 id="home-explore-heading">{t('explore.heading')}</h2>
      <ul className="home-explore__list">
        {PAGES.map((page) => (
          <li key={page.id}>
            <Link to={page.path}>{t(`explore.items.${page.id}.title`)}</Link>
            <span className="muted">{t(`explore.items.${page.id}.description`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
