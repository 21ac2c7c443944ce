import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device/connection-status';
import { PageHeader } from '../../ui';

/**
 * `/hvp and /Hvp`: vibration (HVP). It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function HvpPage() {
  const { t } = useTranslation('hvp');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
