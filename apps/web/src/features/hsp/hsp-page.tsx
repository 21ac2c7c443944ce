import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';

/**
 * `/hsp`: point streaming (HSP). It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function HspPage() {
  const { t } = useTranslation('hsp');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
