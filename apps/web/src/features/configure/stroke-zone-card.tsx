import { useTranslation } from 'react-i18next';
import { StrokeZoneControl } from '../../device';
import { ConfigureCard } from './configure-card';
import { LegacyNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';

/** The stroke zone, with the same control as the HAMP page (it says itself when a model has none). */
export function StrokeZoneCard() {
  const { t } = useTranslation('configure');
  const { connected, legacy } = useConfigureDevice();
  return (
    <ConfigureCard
      title={t('strokeZone.title')}
      description={t('strokeZone.description')}
      testId="configure-stroke-zone"
    >
      {!connected && <p className="muted">{t('state.offline')}</p>}
      {legacy ? <LegacyNotice /> : <StrokeZoneControl />}
    </ConfigureCard>
  );
}
