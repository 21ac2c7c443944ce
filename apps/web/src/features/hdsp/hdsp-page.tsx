import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device/connection-status';
import { PageHeader } from '../../ui';

/**
 * `/hdsp`: direct positioning of the slider (HDSP). It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function HdspPage() {
  const { t } = useTranslation('hdsp');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
