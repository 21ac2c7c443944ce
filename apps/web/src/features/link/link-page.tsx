import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device/connection-status';
import { PageHeader } from '../../ui';

/**
 * `/link`: linking several devices for multicast. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function LinkPage() {
  const { t } = useTranslation('link');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
