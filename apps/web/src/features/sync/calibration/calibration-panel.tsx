import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalibrationRecord } from '../../../device';
import { Button } from '../../../ui';
import { CalibrationResult } from './calibration-result';
import { formatDay, formatLag } from '../../../player';
import { TapPad } from './tap-pad';
import { TapProgress } from './tap-progress';
import type { TapCalibration } from './use-tap-calibration';
import './calibration.css';

/** True when nothing has the focus (the element that had it left the page). */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** Props of {@link CalibrationPanel}. */
export interface CalibrationPanelProps {
  readonly wizard: TapCalibration;
  /** Start needs a connected device… */
  readonly connected: boolean;
  /** …and the test script (the device phase times its taps from its tops). */
  readonly scriptReady: boolean;
  /** The offset the device plays with now, ms. */
  readonly offsetMs: number;
  /** The device's last calibration, shown in the intro. */
  readonly record: CalibrationRecord | undefined;
  /** Move focus to the start button (the page was opened from the offer). */
  readonly focusStart?: boolean;
}

/**
 * The tap calibration wizard's panel on `/sync`, one step at a time: what it does and "Start", the
 * video taps, the turn to the device, the device taps, the result with "Apply", then "Undo". Each
 * step's heading takes focus as it appears, so keyboard and screen reader users follow along.
 */
export function CalibrationPanel({
  wizard,
  connected,
  scriptReady,
  offsetMs,
  record,
  focusStart = false,
}: CalibrationPanelProps) {
  const { t, i18n } = useTranslation('sync');
  const language = i18n.language;
  const headingId = useId();
  const { state } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const step = state.step;
  const canStart = connected && scriptReady;
  // Focus follows the steps: each step's heading as it appears (without scrolling: the page shows
  // the clip), and "Start" again when the wizard closes. The panel moves in the page as the wizard
  // opens and closes, so it may be new when a step appears: a closed wizard (run > 0) whose button
  // went with the focus takes it back.
  const shownStep = useRef<string | undefined>(undefined);
  const run = state.run;
  useEffect(() => {
    const before = shownStep.current;
    shownStep.current = step;
    if (before === step) return;
    if (step !== 'intro') heading.current?.focus({ preventScroll: true });
    else if (before !== undefined || (run > 0 && focusLost())) startButton.current?.focus();
  }, [step, run]);
  // Opened from the offer: "Start" once it can be pressed, and until then the heading, so that
  // the reason it cannot is next. Once only: a device that disconnects and comes back later
  // must not pull the focus from wherever the person has taken it since.
  const offerFocus = useRef<'heading' | 'done' | undefined>(undefined);
  useEffect(() => {
    if (!focusStart || offerFocus.current === 'done') return;
    if (canStart) {
      const stillWaiting =
        offerFocus.current === undefined ||
        document.activeElement === heading.current ||
        focusLost();
      if (stillWaiting) startButton.current?.focus();
      offerFocus.current = 'done';
    } else if (offerFocus.current === undefined) {
      heading.current?.focus();
      offerFocus.current = 'heading';
    }
  }, [focusStart, canStart]);

  const cancel = (
    <Button variant="ghost" onClick={wizard.close}>
      {t('calibration.cancel')}
    </Button>
  );
  const startAgain = (
    <Button variant="secondary" onClick={wizard.start}>
      {t('calibration.startAgain')}
    </Button>
  );

  const body = (() => {
    switch (state.step) {
      case 'intro': {
        const reason = canStart
          ? undefined
          : !connected
            ? t('calibration.needsDevice')
            : t('calibration.needsScript');
        return (
          <>
            {state.notice === 'deviceChanged' && (
              <p className="notice notice--warning" role="status">
                {t('calibration.deviceChanged')}
              </p>
            )}
            <p>{t('calibration.intro')}</p>
            {record && (
              <p className="muted" data-testid="calibration-last">
                {t(record.wide ? 'calibration.lastWide' : 'calibration.last', {
                  date: formatDay(record.measuredAtMs, language),
                  ...formatLag(record.lagMs, record.uncertaintyMs, language),
                })}
              </p>
            )}
            <div className="row">
              <Button
                ref={startButton}
                onClick={wizard.start}
                disabled={reason !== undefined}
                aria-describedby={reason ? `${headingId}-why` : undefined}
              >
                {t('calibration.start')}
              </Button>
            </div>
            {reason && (
              <p id={`${headingId}-why`} className="muted">
                {reason}
              </p>
            )}
          </>
        );
      }
      case 'videoTaps':
      case 'deviceTaps': {
        const phase = state.step === 'videoTaps' ? 'video' : 'device';
        return (
          <>
            <p>{t(`calibration.${phase}.body`)}</p>
            <TapPad taps={state.progress?.taps ?? 0} onTap={wizard.tap} />
            <TapProgress
              estimate={state.progress}
              waitingFor={wizard.waitingFor}
              onResume={wizard.resume}
            />
            <div className="row">
              {startAgain}
              {cancel}
            </div>
          </>
        );
      }
      case 'deviceReady':
        return (
          <>
            <p>{t('calibration.deviceReady.body')}</p>
            <div className="row">
              <Button onClick={wizard.startDevice} disabled={!connected}>
                {t('calibration.deviceReady.start')}
              </Button>
              {cancel}
            </div>
            {!connected && <p className="muted">{t('calibration.needsDevice')}</p>}
          </>
        );
      case 'result':
      case 'applied':
      case 'undone':
        return (
          <CalibrationResult
            state={state}
            offsetMs={offsetMs}
            applyWaitsFor={wizard.applyWaitsFor}
            clipPaused={wizard.clipPaused}
            onResume={wizard.resume}
            onApply={wizard.apply}
            onUndo={wizard.undo}
            onAgain={wizard.start}
            onClose={wizard.close}
          />
        );
    }
  })();

  const title = (() => {
    switch (state.step) {
      case 'intro':
      case 'result':
      case 'applied':
      case 'undone':
        return t('calibration.heading');
      case 'videoTaps':
        return t('calibration.video.title');
      case 'deviceReady':
        return t('calibration.deviceReady.title');
      case 'deviceTaps':
        return t('calibration.device.title');
    }
  })();
  const stepNumber =
    state.step === 'videoTaps'
      ? 1
      : state.step === 'deviceReady' || state.step === 'deviceTaps'
        ? 2
        : 0;

  return (
    <section
      className={`calibration stack${wizard.active ? ' calibration--active' : ''}`}
      aria-labelledby={headingId}
      data-testid="calibration"
      data-step={state.step}
    >
      {stepNumber > 0 && (
        <p className="calibration__step">{t('calibration.stepOf', { step: stepNumber })}</p>
      )}
      <h2 id={headingId} ref={heading} tabIndex={-1} className="calibration__heading">
        {title}
      </h2>
      {body}
    </section>
  );
}
