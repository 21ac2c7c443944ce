import { useTranslation } from 'react-i18next';
import { CALIBRATION_MIN_TAPS, CALIBRATION_WARM_UP_TAPS, type PhaseEstimate } from '@glide/core';
import { Button } from '../../../ui';
import { formatMs } from './calibration-format';

/** Props of {@link TapProgress}. */
export interface TapProgressProps {
  readonly estimate: PhaseEstimate | undefined;
  /** Why taps do not count now, if they do not: the clip is paused, or the device not following. */
  readonly waitingFor: 'clip' | 'device' | undefined;
  readonly onResume: () => void;
}

/**
 * How far a phase is: the taps on the beat against the minimum, then, while the spread is too wide
 * to trust, the uncertainty so far and a request for more. Said politely as it changes.
 */
export function TapProgress({ estimate, waitingFor, onResume }: TapProgressProps) {
  const { t, i18n } = useTranslation('sync');
  const accepted = estimate?.accepted ?? 0;
  const taps = estimate?.taps ?? 0;
  const halfWidth = estimate?.halfWidthMs ?? null;
  const text =
    taps <= CALIBRATION_WARM_UP_TAPS
      ? t('calibration.progress.warmUp')
      : accepted < CALIBRATION_MIN_TAPS || halfWidth === null
        ? t('calibration.progress.counting', { accepted, min: CALIBRATION_MIN_TAPS })
        : t('calibration.progress.spread', {
            accepted,
            uncertainty: formatMs(halfWidth, i18n.language),
          });
  return (
    <div className="tap-progress">
      <progress
        className="tap-progress__bar"
        max={CALIBRATION_MIN_TAPS}
        value={Math.min(accepted, CALIBRATION_MIN_TAPS)}
        aria-label={t('calibration.progress.label')}
      />
      <p role="status" aria-live="polite" data-testid="calibration-progress">
        {text}
      </p>
      {waitingFor !== undefined && (
        <div className="tap-progress__paused notice notice--warning" role="status">
          <p>
            {waitingFor === 'clip'
              ? t('calibration.progress.ignored')
              : t('calibration.progress.waitingForDevice')}
          </p>
          {waitingFor === 'clip' && (
            <Button variant="secondary" onClick={onResume}>
              {t('calibration.progress.resume')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
