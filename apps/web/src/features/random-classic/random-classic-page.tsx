import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';

/**
 * `/random-classic`: the random stroker, classic mode. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function RandomClassicPage() {
  const { t } = useTranslation('random-classic');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
