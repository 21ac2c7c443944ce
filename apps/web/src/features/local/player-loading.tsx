import { useTranslation } from 'react-i18next';
import type { PlaybackPhase } from '@glide/core';

/** Props of {@link PlayerLoading}. */
export interface PlayerLoadingProps {
  readonly what: 'video' | 'script';
}

/** A placeholder the shape of what is on its way, with words, instead of a blank. */
export function PlayerLoading({ what }: PlayerLoadingProps) {
  const { t } = useTranslation('local');
  return (
    <div
      className={`local-skeleton local-skeleton--${what}`}
      role="status"
      data-testid={`local-loading-${what}`}
    >
      <span>{t(`loading.${what}`)}</span>
    </div>
  );
}

/** Props of {@link ScriptSending}. */
export interface ScriptSendingProps {
  readonly phase: PlaybackPhase | undefined;
}

/**
 * While the hosted transport uploads the script and the device prepares it, the video may already
 * play but the device waits: say so, with an indeterminate bar (the upload reports no progress).
 */
export function ScriptSending({ phase }: ScriptSendingProps) {
  const { t } = useTranslation('local');
  if (phase !== 'uploading' && phase !== 'preparing') return null;
  const words = t(`loading.${phase}`);
  return (
    <div className="local-sending" role="status" data-testid="local-sending">
      <progress className="local-sending__bar" aria-label={words} />
      <span>{words}</span>
    </div>
  );
}
