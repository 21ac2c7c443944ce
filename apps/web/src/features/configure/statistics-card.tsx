import { useTranslation } from 'react-i18next';
import type { DeviceApi, DeviceStatistics } from '@glide/handy';
import { Button } from '../../ui';
import { ConfigureCard } from './configure-card';
import { statisticsFacts } from './device-facts';
import { FactList } from './fact-list';
import { LegacyNotice, ReadNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';
import { useDeviceRead } from './use-device-read';

const readStatistics = (api: DeviceApi, signal: AbortSignal): Promise<DeviceStatistics> =>
  api.statistics({ signal });

/** The device connection's transport counters (`GET /statistics`), read on demand. */
export function StatisticsCard() {
  const { t } = useTranslation('configure');
  const { connected, legacy } = useConfigureDevice();
  return (
    <ConfigureCard
      title={t('statistics.title')}
      description={t('statistics.description')}
      testId="configure-statistics"
    >
      {legacy ? <LegacyNotice /> : <StatisticsList connected={connected} />}
    </ConfigureCard>
  );
}

function StatisticsList({ connected }: { connected: boolean }) {
  const { t } = useTranslation('configure');
  const { state, refresh } = useDeviceRead(readStatistics);
  const facts = state.status === 'ready' ? statisticsFacts(state.value) : [];
  return (
    <>
      <ReadNotice state={state} />
      {state.status === 'ready' &&
        (facts.length === 0 ? (
          <p className="muted">{t('statistics.empty')}</p>
        ) : (
          <FactList
            facts={facts}
            label={(field) => t(`statistics.fields.${field}`)}
            testId="statistics-list"
          />
        ))}
      <div className="row">
        <Button
          variant="secondary"
          onClick={refresh}
          disabled={!connected || state.status === 'loading'}
        >
          {t('statistics.refresh')}
        </Button>
      </div>
    </>
  );
}
