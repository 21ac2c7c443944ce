import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus, StrokeZoneControl, asksToConnect, useConnection } from '../../device';
import { LiveDeviceFigure } from '../../player';
import { PageHeader } from '../../ui';
import { HampControls } from './hamp-controls';
import { HampLiveState } from './hamp-live-state';
import './hamp.css';

/**
 * `/hamp`: automatic stroking. Start, stop and speed, the device drawn as it moves (its zone, its
 * speed and, with the emulator, its live position) beside the live state the event stream reports,
 * and the stroke zone HAMP strokes within. Without a device the controls are disabled and the page
 * says to connect first.
 */
export default function HampPage() {
  const { t } = useTranslation('hamp');
  const { status } = useConnection();
  const controlsId = useId();
  const liveId = useId();
  const zoneId = useId();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      {asksToConnect(status) && (
        <p className="notice" data-testid="hamp-connect-first">
          {t('connectFirst')}
        </p>
      )}
      <div className="hamp-grid">
        <section className="card" aria-labelledby={controlsId}>
          <h2 id={controlsId}>{t('controls.heading')}</h2>
          <HampControls />
        </section>
        <section className="card" aria-labelledby={liveId}>
          <h2 id={liveId}>{t('live.heading')}</h2>
          <div className="hamp-live-figure">
            <LiveDeviceFigure />
            <HampLiveState />
          </div>
        </section>
        <section className="card hamp-grid__wide" aria-labelledby={zoneId}>
          <h2 id={zoneId}>{t('strokeZone.heading')}</h2>
          <StrokeZoneControl />
        </section>
      </div>
    </>
  );
}
