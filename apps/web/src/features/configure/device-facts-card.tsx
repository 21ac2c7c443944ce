import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useDeviceFacts, type FactFields, type FactsRead } from '../../device';
import { Button } from '../../ui';
import { ConfigureCard } from './configure-card';
import { FactList } from './fact-list';
import { LegacyNotice, ReadNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';

/** The translated label of each known field, per read. */
const FIELD_LABELS: {
  readonly [N in FactsRead]: (t: TFunction<'configure'>, field: FactFields[N]) => string;
} = {
  capabilities: (t, field) => t(`capabilities.fields.${field}`),
  statistics: (t, field) => t(`statistics.fields.${field}`),
};

/**
 * A read-only list of what the device reports, read on demand: its capabilities (`GET
 * /capabilities`: motors, battery, lights, memory) or its connection's transport counters (`GET
 * /statistics`). Firmware below 4 answers neither, and the card says so.
 */
export function DeviceFactsCard({ read }: { read: FactsRead }) {
  const { t } = useTranslation('configure');
  const { connected, legacy } = useConfigureDevice();
  return (
    <ConfigureCard
      title={t(`${read}.title`)}
      description={t(`${read}.description`)}
      testId={`configure-${read}`}
    >
      {legacy ? <LegacyNotice /> : <Facts read={read} connected={connected} />}
    </ConfigureCard>
  );
}

function Facts<N extends FactsRead>({ read, connected }: { read: N; connected: boolean }) {
  const { t } = useTranslation('configure');
  const { state, refresh } = useDeviceFacts(read);
  const name: FactsRead = read;
  return (
    <>
      <ReadNotice state={state} />
      {state.status === 'ready' &&
        (state.value.length === 0 ? (
          <p className="muted">{t(`${name}.empty`)}</p>
        ) : (
          <FactList
            facts={state.value}
            label={(field) => FIELD_LABELS[read](t, field)}
            testId={`${name}-list`}
          />
        ))}
      <div className="row">
        <Button
          variant="secondary"
          onClick={refresh}
          disabled={!connected || state.status === 'loading'}
        >
          {t(`${name}.refresh`)}
        </Button>
      </div>
    </>
  );
}
