import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAppLink } from './tips-schema';

/** The "learn more" link of a tip: routed in place for app paths, a new tab for other sites. */
export function TipLink({ link }: { link: string }) {
  const { t } = useTranslation('home', { keyPrefix: 'tip' });
  if (isAppLink(link)) {
    return (
      <Link className="random-tip__link" to={link}>
        {t('learnMore')}
      </Link>
    );
  }
  return (
    <a className="random-tip__link" href={link} target="_blank" rel="noopener noreferrer">
      {t('learnMore')} <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}
