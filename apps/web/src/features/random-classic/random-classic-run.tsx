import { useTranslation } from 'react-i18next';
import type { RandomClassicProblem } from '@glide/core';
import { Button } from '../../ui';
import type { RunFailure, RunPhase, RunSnapshot } from './random-classic-runner';

/** Props of {@link RandomClassicRun}. */
export interface RandomClassicRunProps {
  readonly snapshot: RunSnapshot;
  readonly connected: boolean;
  /** The rest after each change, s: the countdown says "Rest in" instead of "Next change in". */
  readonly pauseSeconds: number;
  readonly onStart: () => void;
  readonly onPause: () => void;
  readonly onResume: () => void;
  readonly onStop: () => void;
  readonly onRetry: () => void;
}

/** The state's name, in words (never colour alone). */
function stateKey(phase: RunPhase) {
  switch (phase.kind) {
    case 'idle':
      return 'now.state.idle';
    case 'starting':
      return 'now.state.starting';
    case 'running':
      return phase.step.kind === 'rest' ? 'now.state.resting' : 'now.state.stroking';
    case 'paused':
      return 'now.state.paused';
    case 'failed':
      return 'now.state.failed';
    case 'stopped':
      return 'now.state.stopped';
  }
}

/**
 * The run: what it does now (state, the step's speed and zone, the countdown to the next change),
 * one large Start / Pause / Resume button beside Stop, why it stopped, and a failure with Retry.
 */
export function RandomClassicRun({
  snapshot,
  connected,
  pauseSeconds,
  onStart,
  onPause,
  onResume,
  onStop,
  onRetry,
}: RandomClassicRunProps) {
  const { t } = useTranslation('random-classic');
  const { phase, secondsToChange } = snapshot;
  const moving = phase.kind === 'running' || phase.kind === 'starting';
  const step = 'step' in phase ? phase.step : undefined;

  let countdown: string | undefined;
  if (phase.kind === 'running' && secondsToChange !== undefined) {
    const seconds = secondsToChange;
    if (phase.step.kind === 'rest') countdown = t('now.countdown.resume', { seconds });
    else if (pauseSeconds > 0) countdown = t('now.countdown.rest', { seconds });
    else countdown = t('now.countdown.change', { seconds });
  } else if (phase.kind === 'paused') {
    countdown = t('now.countdown.paused', { seconds: Math.ceil(phase.remainingMs / 1000) });
  }

  const target =
    step && (moving || phase.kind === 'paused')
      ? step.kind === 'rest'
        ? t('now.targetRest')
        : t('now.target', {
            speed: Math.round(step.speedPct),
            min: Math.round(step.zone.minPct),
            max: Math.round(step.zone.maxPct),
          })
      : undefined;

  // One primary button that says what a press does now: Start, Pause or Resume.
  let primary: { label: string; onClick: () => void; disabled: boolean };
  if (moving) primary = { label: t('actions.pause'), onClick: onPause, disabled: false };
  else if (phase.kind === 'paused') {
    primary = { label: t('actions.resume'), onClick: onResume, disabled: !connected };
  } else {
    // A failure offers Retry beside its message; Start would begin a second story.
    primary = { label: t('actions.start'), onClick: onStart, disabled: phase.kind === 'failed' };
  }

  // Laid out by the page's grid: the info beside the device figure, the rest under both.
  return (
    <>
      <div className="random-classic-run__info">
        {/* Only the state is announced: the target and countdown change too often for that. */}
        <p
          className="random-classic-run__state"
          data-testid="random-state"
          data-phase={phase.kind}
          aria-live="polite"
        >
          {t(stateKey(phase))}
        </p>
        {target && (
          <p className="random-classic-run__target" data-testid="random-target">
            {target}
          </p>
        )}
        <p className="random-classic-run__countdown" data-testid="random-countdown">
          {countdown ?? '\u00a0'}
        </p>
      </div>
      {phase.kind === 'stopped' && phase.reason !== 'user' && (
        <p
          className="notice random-classic-run__wide"
          role="status"
          data-testid="random-stopped-why"
        >
          {phase.reason === 'elsewhere' ? t('now.stoppedElsewhere') : t('now.disconnected')}
        </p>
      )}
      {phase.kind === 'failed' && <FailureNotice failure={phase.failure} onRetry={onRetry} />}
      <div className="random-classic-run__actions random-classic-run__wide">
        <Button onClick={primary.onClick} disabled={primary.disabled}>
          {primary.label}
        </Button>
        <Button
          variant="danger"
          onClick={onStop}
          disabled={phase.kind === 'idle' || phase.kind === 'stopped'}
        >
          {t('actions.stop')}
        </Button>
      </div>
    </>
  );
}

/** A failure in words, with the button that tries again. */
function FailureNotice({ failure, onRetry }: { failure: RunFailure; onRetry: () => void }) {
  const { t, i18n } = useTranslation(['random-classic', 'common']);
  const problems = (list: readonly RandomClassicProblem[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      list.map((problem) => t(`random-classic:failure.problems.${problem}`)),
    );
  const message =
    failure.kind === 'settings'
      ? t('random-classic:failure.settings', { problems: problems(failure.problems) })
      : t(`random-classic:failure.${failure.during}`, {
          message: t(`common:errors.${failure.error.key}`, failure.error.values),
        });
  return (
    <div
      className="notice notice--danger random-classic-run__failure random-classic-run__wide"
      role="alert"
    >
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('random-classic:actions.retry')}
      </Button>
    </div>
  );
}
