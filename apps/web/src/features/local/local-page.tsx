import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';

/**
 * `/local`: the local video and script player. It says what the page is for and shows the live connection; its controls
 * arrive with the issue that builds the feature.
 */
export default function LocalPage() {
  const { t } = useTranslation('local');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
    </>
  );
}
