import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';

/**
 * `/sync`: the sync test: how well video and device stay in step. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function SyncPage() {
  const { t } = useTranslation('sync');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
