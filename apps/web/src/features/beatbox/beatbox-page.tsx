import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';

/**
 * `/beatbox`: the beatbox pattern editor. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function BeatboxPage() {
  const { t } = useTranslation('beatbox');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
