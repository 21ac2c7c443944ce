import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui';
import './changelog.css';

// The markdown renderer and the file arrive in their own chunk, after the page's heading shows.
const ChangelogContent = lazy(() => import('./changelog-content'));

/** What changed in Glide, rendered from the project's CHANGELOG.md. */
export default function ChangelogPage() {
  const { t } = useTranslation('changelog');
  return (
    <div className="changelog-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <ChangelogContent />
      </Suspense>
    </div>
  );
}
