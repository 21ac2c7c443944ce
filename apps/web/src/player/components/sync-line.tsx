import { useTranslation } from 'react-i18next';
import type { PlaybackStatus } from '@glide/core';
import { StatusDot } from '../../ui';
import { formatInteger } from './format';
import { HEADLINE_TONES, headlineOf } from './sync-health-panel';

/** Props of {@link SyncLine}. */
export interface SyncLineProps {
  /** The engine's status; undefined while there is none. */
  readonly status: PlaybackStatus | undefined;
  readonly testId?: string;
}

/**
 * One engine's sync in a line, in the sync panel's words and colours: where it is, and once it
 * plays how far the device is behind or ahead when measured, and why it stopped when it failed.
 * For a linked device's lane, where the whole panel would be too much.
 */
export function SyncLine({ status, testId }: SyncLineProps) {
  const { t, i18n } = useTranslation('player');
  const headline = headlineOf(status, true);
  const delta = status?.phase === 'playing' ? status.health.deltaMs : undefined;
  const error = status?.phase === 'error' ? status.error : undefined;
  return (
    <p className="player-sync-line" data-testid={testId} data-headline={headline}>
      <StatusDot tone={HEADLINE_TONES[headline]} />
      <span>{t(`health.headline.${headline}`)}</span>
      {delta !== undefined && Math.round(delta) !== 0 && (
        <span className="player-sync-line__delta">
          {t(delta > 0 ? 'health.deltaBehind' : 'health.deltaAhead', {
            ms: formatInteger(Math.abs(delta), i18n.language),
          })}
        </span>
      )}
      {error && <span className="player-sync-line__error">{t(`engineError.${error.kind}`)}</span>}
    </p>
  );
}
