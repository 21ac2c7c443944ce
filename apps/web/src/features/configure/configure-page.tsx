import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';
import { ClockSyncCard } from './clock-sync-card';
import { DeviceFactsCard } from './device-facts-card';
import { EnvironmentCard } from './environment-card';
import { InterfacesCard } from './interfaces-card';
import { RebootCard } from './reboot-card';
import { StrokeZoneCard } from './stroke-zone-card';
import { TimeOffsetCard } from './time-offset-card';
import { useConfigureDevice } from './use-configure-device';
import './configure.css';

/**
 * `/configure`: settings of the device itself. Each card reads and changes one setting and has its
 * own loading, unsupported and error state; without a connected device they say so and their
 * controls are disabled.
 */
export default function ConfigurePage() {
  // The stroke zone control speaks the HAMP page's texts: load both before the first paint.
  const { t } = useTranslation(['configure', 'hamp']);
  const { connected } = useConfigureDevice();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      {!connected && <p className="configure-notice">{t('connectFirst')}</p>}
      <div className="configure-grid">
        <TimeOffsetCard />
        <StrokeZoneCard />
        <InterfacesCard />
        <ClockSyncCard />
        <EnvironmentCard />
        <RebootCard />
        <DeviceFactsCard read="statistics" />
        <DeviceFactsCard read="capabilities" />
      </div>
    </>
  );
}
