import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device/connection-status';
import { PageHeader } from '../../ui';

/**
 * `/remote`: remote control of the device by a partner. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function RemotePage() {
  const { t } = useTranslation('remote');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
