import { useTranslation } from 'react-i18next';

/** Shown while a page's code or texts load. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <p className="page-loading" role="status">
      {t('app.loading')}
    </p>
  );
}
