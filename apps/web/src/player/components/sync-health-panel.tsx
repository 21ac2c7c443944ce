import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackStatus, SyncVerdict } from '@glide/core';
import { useDeviceCalibration, type CalibrationRecord } from '../../device';
import { useBreakpoint } from '../../lib/use-breakpoint';
import { Button, DisclosureButton, StatusDot, type StatusTone } from '../../ui';
import {
  formatDay,
  formatInteger,
  formatLag,
  formatSeconds,
  formatSigned,
  formatSignedMs,
} from './format';
import { PlayerIcon, type PlayerIconName } from './player-icon';
import './sync-health-panel.css';

/** Props of {@link SyncHealthPanel}. */
export interface SyncHealthPanelProps {
  /** The engine's status; undefined while there is no engine (no script, no device). */
  status: PlaybackStatus | undefined;
  /** "Resync now": re-anchor the device at the media's time. */
  onResync: () => void;
  /**
   * Whether a device is connected (default yes). Without one, an engine that waits for a device
   * says so instead of "Preparing the device…", which would never end.
   */
  connected?: boolean;
}

/** What the headline says: the verdict while playing, else where the engine is. */
export type Headline =
  SyncVerdict | 'noScript' | 'noDevice' | 'uploading' | 'preparing' | 'ready' | 'waiting' | 'error';

export const HEADLINE_TONES: Record<Headline, StatusTone> = {
  unknown: 'progress',
  inSync: 'success',
  drifting: 'warning',
  lost: 'danger',
  noScript: 'neutral',
  noDevice: 'neutral',
  uploading: 'progress',
  preparing: 'progress',
  ready: 'neutral',
  waiting: 'warning',
  error: 'danger',
};

const ICONS: Partial<Record<Headline, PlayerIconName>> = {
  inSync: 'check',
  drifting: 'drift',
  lost: 'lost',
  unknown: 'measuring',
  error: 'lost',
};

export function headlineOf(status: PlaybackStatus | undefined, connected: boolean): Headline {
  if (!status) return 'noScript';
  if (!connected && status.phase !== 'idle') return 'noDevice';
  switch (status.phase) {
    case 'idle':
      return 'noScript';
    case 'playing':
      return status.health.verdict;
    case 'uploading':
    case 'preparing':
    case 'ready':
    case 'waiting':
    case 'error':
      return status.phase;
  }
}

/**
 * The device's last tap calibration in a line: its lag ± uncertainty, date and applied offset, in
 * the figures and the language the wizard shows them (`format.ts`).
 */
function useCalibrationLine(record: CalibrationRecord | undefined): string {
  const { t, i18n } = useTranslation('player');
  const language = i18n.language;
  if (!record) return t('health.notMeasured');
  const values = {
    ...formatLag(record.lagMs, record.uncertaintyMs, language),
    date: formatDay(record.measuredAtMs, language),
  };
  // A result from a phase that reached its tap limit says so, as the wizard did.
  if (record.appliedOffsetMs === undefined) {
    return t(record.wide ? 'health.calibrationResultWide' : 'health.calibrationResult', values);
  }
  return t(record.wide ? 'health.calibrationAppliedWide' : 'health.calibrationApplied', {
    ...values,
    offset: formatSignedMs(record.appliedOffsetMs, language),
  });
}

/**
 * The sync-health panel: how well the device follows the video, in words, colour and an icon
 * (in sync / drifting / lost / measuring), the measured delta, the clock figures, the HSP buffer,
 * the resync count, the device's last tap calibration and "Resync now". On phones it is one line
 * that opens to the details. Only the verdict is a live region, so a screen reader hears a change
 * of state, not every figure.
 */
export function SyncHealthPanel({ status, onResync, connected = true }: SyncHealthPanelProps) {
  const { t, i18n } = useTranslation('player');
  const language = i18n.language;
  const compact = useBreakpoint() === 'compact';
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headline = headlineOf(status, connected);
  const calibration = useCalibrationLine(useDeviceCalibration().record);
  const icon = ICONS[headline];
  const health = status?.health;
  const ms = (value: number | undefined) =>
    value === undefined
      ? t('health.notMeasured')
      : t('health.ms', { ms: formatInteger(Math.abs(value), language) });
  const signedMs = (value: number | undefined) =>
    value === undefined
      ? t('health.notMeasured')
      : t('health.ms', { ms: formatSigned(Math.round(value), language) });
  const delta = health?.deltaMs;
  const deltaText =
    delta === undefined
      ? t('health.notMeasured')
      : Math.round(delta) === 0
        ? t('health.deltaZero')
        : t(delta > 0 ? 'health.deltaBehind' : 'health.deltaAhead', {
            ms: formatInteger(Math.abs(delta), language),
          });
  const canResync = status?.phase === 'playing' || status?.phase === 'waiting';
  const showDetails = !compact || open;
  return (
    <section className="player-health card" aria-labelledby={`${detailsId}-heading`}>
      <div className="player-health__summary">
        <h2 id={`${detailsId}-heading`} className="player-health__heading">
          {t('health.heading')}
        </h2>
        <p className={`player-health__verdict player-health__verdict--${HEADLINE_TONES[headline]}`}>
          <StatusDot tone={HEADLINE_TONES[headline]} />
          {icon && <PlayerIcon name={icon} />}
          <span aria-live="polite" data-testid="sync-verdict">
            {t(`health.headline.${headline}`)}
          </span>
        </p>
        {headline !== 'noScript' && (
          <span className="player-health__delta" data-testid="sync-delta">
            <span className="visually-hidden">{t('health.delta')} </span>
            {deltaText}
          </span>
        )}
        <Button
          variant="secondary"
          className="player-health__resync"
          disabled={!canResync}
          onClick={onResync}
        >
          {t('health.resync')}
        </Button>
        {compact && (
          <DisclosureButton
            className="ui-button ui-button--ghost player-health__toggle"
            open={open}
            onOpenChange={setOpen}
            controls={detailsId}
          >
            {t('health.details')}
          </DisclosureButton>
        )}
      </div>
      <div id={detailsId} className="player-health__details" hidden={!showDetails}>
        <dl className="facts">
          <dt>{t('health.transport')}</dt>
          <dd>{status ? t(`health.transportName.${status.transport}`) : t('health.none')}</dd>
          <dt>{t('health.clockOffset')}</dt>
          <dd>{signedMs(health?.clockOffsetMs)}</dd>
          <dt>{t('health.roundTrip')}</dt>
          <dd>{ms(health?.roundTripMs)}</dd>
          {status?.buffer && (
            <>
              <dt>{t('health.bufferAhead')}</dt>
              <dd>
                {t('health.seconds', { seconds: formatSeconds(status.buffer.aheadMs, language) })}
              </dd>
              <dt>{t('health.pointsAhead')}</dt>
              <dd>{formatInteger(status.buffer.aheadPoints, language)}</dd>
            </>
          )}
          <dt>{t('health.resyncs')}</dt>
          <dd>{formatInteger(health?.resyncCount ?? 0, language)}</dd>
          <dt>{t('health.requests')}</dt>
          <dd>{formatInteger(status?.requestCount ?? 0, language)}</dd>
          <dt>{t('health.calibration')}</dt>
          <dd data-testid="sync-calibration">{calibration}</dd>
        </dl>
      </div>
    </section>
  );
}
