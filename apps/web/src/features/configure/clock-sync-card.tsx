import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  syncClientClock,
  toErrorMessage,
  useDeviceState,
  useHstp,
  type ErrorMessage,
} from '../../device';
import { Button } from '../../ui';
import { ConfigureCard } from './configure-card';
import { ErrorNotice, LegacyNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';

/**
 * Both clock syncs on demand: the device against the server (`/hstp/clocksync`, answered at once
 * with `s=true`) and this browser against the server (the session's client clock sync). Their
 * figures come from the session state, so the automatic syncs show here too.
 */
export function ClockSyncCard() {
  const { t, i18n } = useTranslation('configure');
  const { connected, legacy } = useConfigureDevice();
  const clock = useDeviceState((s) => s.clock);
  const clientError = useDeviceState((s) => s.sdk.clockSyncError);
  const command = useHstp();
  const { busy } = command;
  const [clientBusy, setClientBusy] = useState(false);
  // A sync refused before any session exists has no session state to land in.
  const [refused, setRefused] = useState<ErrorMessage>();

  const syncDevice = () => void command.syncDeviceClock();

  const syncClient = async () => {
    setClientBusy(true);
    setRefused(undefined);
    try {
      await syncClientClock();
    } catch (error) {
      setRefused(toErrorMessage(error));
    } finally {
      setClientBusy(false);
    }
  };

  const milliseconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 1,
  });
  const ms = (value: number | undefined) =>
    value === undefined ? t('clock.unknown') : milliseconds.format(value);
  const lastSync =
    clock.lastClockSyncAtMs === undefined
      ? t('clock.never')
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(
          clock.lastClockSyncAtMs,
        );

  return (
    <ConfigureCard
      title={t('clock.title')}
      description={t('clock.description')}
      testId="configure-clock"
    >
      {!connected && <p className="muted">{t('state.offline')}</p>}
      <div className="stack" data-testid="clock-device">
        <h3>{t('clock.deviceHeading')}</h3>
        {legacy ? (
          <LegacyNotice />
        ) : (
          <>
            <dl className="facts">
              <dt>{t('clock.offset')}</dt>
              <dd data-testid="device-clock-offset">{ms(clock.deviceClockOffsetMs)}</dd>
              <dt>{t('clock.roundTrip')}</dt>
              <dd data-testid="device-clock-rtd">{ms(clock.deviceRtdMs)}</dd>
              <dt>{t('clock.deviceTime')}</dt>
              <dd>{ms(clock.deviceTimeMs)}</dd>
            </dl>
            <div className="row">
              <Button onClick={syncDevice} disabled={!connected || busy}>
                {t('clock.syncDevice')}
              </Button>
            </div>
          </>
        )}
      </div>
      <div className="stack" data-testid="clock-client">
        <h3>{t('clock.clientHeading')}</h3>
        <dl className="facts">
          <dt>{t('clock.lastSync')}</dt>
          <dd data-testid="client-clock-last-sync">{lastSync}</dd>
          <dt>{t('clock.offset')}</dt>
          <dd data-testid="client-clock-offset">{ms(clock.clockOffsetMs)}</dd>
          <dt>{t('clock.roundTrip')}</dt>
          <dd data-testid="client-clock-rtd">{ms(clock.rtdMs)}</dd>
        </dl>
        <div className="row">
          <Button onClick={() => void syncClient()} disabled={!connected || clientBusy}>
            {clientBusy ? t('clock.syncing') : t('clock.syncClient')}
          </Button>
        </div>
        {refused && <ErrorNotice error={refused} />}
        {!refused && clientError && <ErrorNotice error={toErrorMessage(clientError)} />}
      </div>
    </ConfigureCard>
  );
}
