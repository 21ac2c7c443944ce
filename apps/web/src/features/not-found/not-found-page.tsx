import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../ui';

/** Any path the route table does not know (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation('not-found');
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <p>
        {t('address')} <code translate="no">{pathname}</code>
      </p>
      <p>
        <Link to="/">{t('home')}</Link>
      </p>
    </>
  );
}
