import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../../device';
import { Button } from '../../../ui';
import { isSaving, type WizardState } from './calibration-wizard';
import {
  formatLag,
  formatMs,
  formatSignedMs,
  LEAST_SHOWN_UNCERTAINTY_MS,
  shownUncertaintyMs,
} from '../../../player';

type Finished = Extract<WizardState, { step: 'result' | 'applied' | 'undone' }>;

/** Props of {@link CalibrationResult}. */
export interface CalibrationResultProps {
  readonly state: Finished;
  /** The offset the device plays with now, ms (the page's draft). */
  readonly offsetMs: number;
  /** Why "Apply" waits: the device's current offset is not known yet ("Undo" restores it). */
  readonly applyWaitsFor: 'deviceOffset' | undefined;
  /** The clip is paused: after "Apply", a button plays it to check by eye. */
  readonly clipPaused: boolean;
  readonly onResume: () => void;
  readonly onApply: () => void;
  readonly onUndo: () => void;
  readonly onAgain: () => void;
  readonly onClose: () => void;
}

/**
 * The lag with its uncertainty ("+42 ms ± 6 ms") in words, what "Apply" will set, and after it the
 * request to check by eye, with "Undo". Outcomes and failures are announced as they change.
 */
export function CalibrationResult({
  state,
  offsetMs,
  applyWaitsFor,
  clipPaused,
  onResume,
  onApply,
  onUndo,
  onAgain,
  onClose,
}: CalibrationResultProps) {
  const { t, i18n } = useTranslation('sync');
  const { t: tc } = useTranslation('common');
  const language = i18n.language;
  const whyId = useId();
  const { outcome } = state;
  // While "Apply" or "Undo" is on its way the wizard stays here: leaving now would change the
  // device's offset with no "Undo" to take it back.
  const saving = isSaving(state);
  if (outcome.kind === 'noResult') {
    return (
      <div className="calibration-result stack">
        <p role="status" className="notice notice--warning">
          {outcome.phase === 'video'
            ? t('calibration.result.noResultVideo')
            : t('calibration.result.noResultDevice')}
        </p>
        <div className="row">
          <Button onClick={onAgain}>{t('calibration.result.again')}</Button>
          <Button variant="ghost" onClick={onClose}>
            {t('calibration.result.close')}
          </Button>
        </div>
      </div>
    );
  }
  const { lag, uncertainty } = formatLag(outcome.lagMs, outcome.uncertaintyMs, language);
  const magnitude = formatMs(outcome.lagMs, language);
  const { wide } = outcome.result;
  // A lag within its (shown) uncertainty is no lag that can be told: "in step" only when the
  // interval is also as tight as the wizard aims for; "+12 ms ± 15 ms" cannot be told from 0 ms.
  const withinUncertainty =
    Math.round(outcome.lagMs) === 0 ||
    Math.abs(outcome.lagMs) <= shownUncertaintyMs(outcome.uncertaintyMs);
  const tight = !wide && outcome.uncertaintyMs <= LEAST_SHOWN_UNCERTAINTY_MS;
  const meaning = withinUncertainty
    ? t(tight ? 'calibration.result.inStep' : 'calibration.result.indistinct')
    : t(outcome.lagMs > 0 ? 'calibration.result.late' : 'calibration.result.early', {
        lag: magnitude,
      });
  const nothingToChange = outcome.proposedOffsetMs === offsetMs;
  const again = (
    <Button variant={wide ? 'primary' : 'secondary'} onClick={onAgain} disabled={saving}>
      {t('calibration.result.again')}
    </Button>
  );
  const reason = (error: ErrorMessage) => tc(`errors.${error.key}`, error.values);
  return (
    <div className="calibration-result stack">
      <h3 className="calibration-result__heading">{t('calibration.result.heading')}</h3>
      <p className="calibration-result__figure" data-testid="calibration-lag">
        {t('calibration.result.figure', { lag, uncertainty })}
      </p>
      <p>{meaning}</p>
      {wide && (
        <p className="notice notice--warning" data-testid="calibration-wide">
          {t('calibration.result.wide')}
        </p>
      )}
      {state.step === 'result' && (
        <>
          <p data-testid="calibration-proposal">
            {nothingToChange
              ? t('calibration.result.nothingToChange')
              : t('calibration.result.propose', {
                  proposed: formatSignedMs(outcome.proposedOffsetMs, language),
                  current: formatSignedMs(offsetMs, language),
                })}
          </p>
          <div className="row">
            {/* A wide result is better measured again than applied: that is the first choice. */}
            {wide && again}
            <Button
              variant={wide ? 'secondary' : 'primary'}
              onClick={onApply}
              disabled={nothingToChange || saving || applyWaitsFor !== undefined}
              aria-describedby={applyWaitsFor && !nothingToChange ? whyId : undefined}
            >
              {saving ? t('calibration.result.applying') : t('calibration.result.apply')}
            </Button>
            {!wide && again}
            <Button variant="ghost" onClick={onClose} disabled={saving}>
              {t('calibration.result.close')}
            </Button>
          </div>
          {applyWaitsFor && !nothingToChange && (
            <p id={whyId} className="muted">
              {t('calibration.result.waitsForOffset')}
            </p>
          )}
        </>
      )}
      {state.step === 'applied' && (
        <div className="row">
          <Button variant="secondary" onClick={onUndo} disabled={saving}>
            {saving ? t('calibration.applied.undoing') : t('calibration.applied.undo')}
          </Button>
          {clipPaused && (
            <Button variant="secondary" onClick={onResume}>
              {t('calibration.progress.resume')}
            </Button>
          )}
          <Button onClick={onClose} disabled={saving}>
            {t('calibration.applied.done')}
          </Button>
        </div>
      )}
      {state.step === 'undone' && (
        <div className="row">
          <Button variant="secondary" onClick={onAgain}>
            {t('calibration.result.again')}
          </Button>
          <Button onClick={onClose}>{t('calibration.applied.done')}</Button>
        </div>
      )}
      <div role="status" aria-live="polite" data-testid="calibration-status">
        {state.step === 'result' && state.saving?.kind === 'failed' && (
          <p className="notice notice--danger">
            {state.saving.error
              ? t('calibration.result.failed', { reason: reason(state.saving.error) })
              : t('calibration.result.failedUnknown')}
          </p>
        )}
        {state.step === 'applied' && (
          <>
            <p className="notice notice--success">
              <span aria-hidden>✓ </span>
              {t('calibration.applied.saved', {
                offset: formatSignedMs(state.appliedOffsetMs, language),
              })}{' '}
              {t('calibration.applied.confirm')}
            </p>
            {state.undoing?.kind === 'failed' && (
              <p className="notice notice--danger">
                {state.undoing.error
                  ? t('calibration.applied.undoFailed', { reason: reason(state.undoing.error) })
                  : t('calibration.applied.undoFailedUnknown')}
              </p>
            )}
          </>
        )}
        {state.step === 'undone' && (
          <p className="notice notice--success">
            {t('calibration.applied.undone', {
              offset: formatSignedMs(state.previousOffsetMs, language),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
