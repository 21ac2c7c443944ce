import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectButton, hasStrokeSettings, useConnection, useDeviceState } from '../../device';
import { LiveDeviceFigure } from '../../player';
import { usePreferences } from '../../preferences/use-preferences';
import { PageHeader } from '../../ui';
import { HISTORY_LENGTH } from './random-classic-runner';
import { RandomClassicRun } from './random-classic-run';
import { RandomClassicSettings } from './random-classic-settings';
import { RandomHistoryGraph } from './random-history-graph';
import { useRandomClassic } from './use-random-classic';
import './random-classic.css';

/**
 * `/random-classic`: random strokes. Automatic stroking (HAMP) whose speed and stroke zone change
 * at random, within the ranges and at the pace the user sets. The device figure shows the zone,
 * the speed and (with the emulator) the live position; the run panel the state, the countdown and
 * Start / Pause / Stop; the graph the last changes. The settings stay editable without a device;
 * Start then asks to connect.
 */
export default function RandomClassicPage() {
  const { t } = useTranslation('random-classic');
  const { status } = useConnection();
  const connected = status === 'connected';
  const modelNo = useDeviceState((state) => state.device.hw_model_no);
  const pauseSeconds = usePreferences().randomClassic.currentPauseSeconds;
  const controls = useRandomClassic();
  const [askedToConnect, setAskedToConnect] = useState(false);
  const nowId = useId();
  const historyId = useId();
  const settingsId = useId();

  const start = () => {
    if (!connected) {
      setAskedToConnect(true);
      return;
    }
    setAskedToConnect(false);
    controls.start();
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} lead={t('lead')} />
      {!connected && (
        <div className="notice random-classic__connect" data-testid="random-connect">
          <div>
            <strong>{t('connect.title')}</strong>
            <p>{t('connect.body')}</p>
            {askedToConnect && <p role="alert">{t('connect.asked')}</p>}
          </div>
          <ConnectButton />
        </div>
      )}
      <div className="random-classic">
        <section className="card random-classic__now" aria-labelledby={nowId}>
          <h2 id={nowId}>{t('now.heading')}</h2>
          <div className="random-classic__now-body">
            <LiveDeviceFigure />
            <RandomClassicRun
              snapshot={controls.snapshot}
              connected={connected}
              pauseSeconds={pauseSeconds}
              onStart={start}
              onPause={controls.pause}
              onResume={controls.resume}
              onStop={controls.stop}
              onRetry={controls.retry}
            />
          </div>
          {connected && modelNo !== undefined && !hasStrokeSettings(modelNo) && (
            <p className="muted">{t('now.zoneUnsupported')}</p>
          )}
        </section>
        <section className="card random-classic__history" aria-labelledby={historyId}>
          <h2 id={historyId}>{t('history.heading')}</h2>
          <RandomHistoryGraph history={controls.snapshot.history} slots={HISTORY_LENGTH} />
        </section>
        <section className="card random-classic__settings" aria-labelledby={settingsId}>
          <h2 id={settingsId}>{t('settings.heading')}</h2>
          <RandomClassicSettings />
        </section>
      </div>
    </>
  );
}
