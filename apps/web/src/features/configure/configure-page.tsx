import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device/connection-status';
import { PageHeader } from '../../ui';

/**
 * `/configure`: settings of the device itself. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function ConfigurePage() {
  const { t } = useTranslation('configure');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
