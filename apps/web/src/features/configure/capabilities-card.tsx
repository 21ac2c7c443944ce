import { useTranslation } from 'react-i18next';
import type { DeviceApi, DeviceCapabilities } from '@glide/handy';
import { Button } from '../../ui';
import { ConfigureCard } from './configure-card';
import { capabilityFacts } from './device-facts';
import { FactList } from './fact-list';
import { LegacyNotice, ReadNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';
import { useDeviceRead } from './use-device-read';

const readCapabilities = (api: DeviceApi, signal: AbortSignal): Promise<DeviceCapabilities> =>
  api.capabilities({ signal });

/** What the hardware has (`GET /capabilities`): motors, battery, lights, memory. */
export function CapabilitiesCard() {
  const { t } = useTranslation('configure');
  const { connected, legacy } = useConfigureDevice();
  return (
    <ConfigureCard
      title={t('capabilities.title')}
      description={t('capabilities.description')}
      testId="configure-capabilities"
    >
      {legacy ? <LegacyNotice /> : <CapabilitiesList connected={connected} />}
    </ConfigureCard>
  );
}

function CapabilitiesList({ connected }: { connected: boolean }) {
  const { t } = useTranslation('configure');
  const { state, refresh } = useDeviceRead(readCapabilities);
  const facts = state.status === 'ready' ? capabilityFacts(state.value) : [];
  return (
    <>
      <ReadNotice state={state} />
      {state.status === 'ready' &&
        (facts.length === 0 ? (
          <p className="muted">{t('capabilities.empty')}</p>
        ) : (
          <FactList
            facts={facts}
            label={(field) => t(`capabilities.fields.${field}`)}
            testId="capabilities-list"
          />
        ))}
      <div className="row">
        <Button
          variant="secondary"
          onClick={refresh}
          disabled={!connected || state.status === 'loading'}
        >
          {t('capabilities.refresh')}
        </Button>
      </div>
    </>
  );
}
