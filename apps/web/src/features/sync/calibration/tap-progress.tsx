import { useTranslation } from 'react-i18next';
import {
  CALIBRATION_MAX_TAPS,
  CALIBRATION_MIN_TAPS,
  CALIBRATION_WARM_UP_TAPS,
  type PhaseEstimate,
} from '@glide/core';
import { Button } from '../../../ui';
import { formatUncertainty } from '../../../player';

/** Props of {@link TapProgress}. */
export interface TapProgressProps {
  readonly estimate: PhaseEstimate | undefined;
  /** Why taps do not count now, if they do not: the clip is paused, or the device not following. */
  readonly waitingFor: 'clip' | 'device' | undefined;
  readonly onResume: () => void;
}

/**
 * How far a phase is: the taps on the beat against the minimum, then, while the spread is too wide
 * to trust, the uncertainty so far, a request for more and how many more at most before the phase
 * ends anyway (it stops at `CALIBRATION_MAX_TAPS`, and the bar then counts toward that). Screen
 * readers hear each stage once.
 */
export function TapProgress({ estimate, waitingFor, onResume }: TapProgressProps) {
  const { t, i18n } = useTranslation('sync');
  const accepted = estimate?.accepted ?? 0;
  const taps = estimate?.taps ?? 0;
  const halfWidth = estimate?.halfWidthMs ?? null;
  const stage =
    taps <= CALIBRATION_WARM_UP_TAPS
      ? 'warmUp'
      : accepted < CALIBRATION_MIN_TAPS || halfWidth === null
        ? 'counting'
        : 'spread';
  const text =
    stage === 'warmUp'
      ? t('calibration.progress.warmUp')
      : stage === 'counting'
        ? t('calibration.progress.counting', { accepted, min: CALIBRATION_MIN_TAPS })
        : t('calibration.progress.spread', {
            accepted,
            uncertainty: formatUncertainty(halfWidth ?? 0, i18n.language),
            count: Math.max(0, CALIBRATION_MAX_TAPS - taps),
          });
  // A screen reader hears the stage, not every tap: speech on each tap would cover the click the
  // person taps to.
  const announcement =
    stage === 'warmUp'
      ? t('calibration.progress.warmUp')
      : stage === 'counting'
        ? t('calibration.progress.countingStarted')
        : t('calibration.progress.keepGoing');
  return (
    <div className="tap-progress">
      {/* Toward the minimum; past it, while the spread is too wide, toward the tap limit: a full
          bar never sits beside a request for more taps. */}
      {stage === 'spread' ? (
        <progress
          className="tap-progress__bar"
          max={CALIBRATION_MAX_TAPS}
          value={Math.min(taps, CALIBRATION_MAX_TAPS)}
          aria-label={t('calibration.progress.labelLimit')}
        />
      ) : (
        <progress
          className="tap-progress__bar"
          max={CALIBRATION_MIN_TAPS}
          value={Math.min(accepted, CALIBRATION_MIN_TAPS)}
          aria-label={t('calibration.progress.label')}
        />
      )}
      <p data-testid="calibration-progress" aria-hidden>
        {text}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
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
