import { useTranslation } from 'react-i18next';
import type { MediaPauseReason } from '@glide/core';
import './player-notice.css';

/** Props of {@link PauseNotice}. */
export interface PauseNoticeProps {
  readonly reason: MediaPauseReason | undefined;
}

/**
 * Why the player paused by itself (the device stopped, reconnected or went offline) and what to
 * do next, so that a pause nobody asked for does not look like a fault of the player.
 */
export function PauseNotice({ reason }: PauseNoticeProps) {
  const { t } = useTranslation('player');
  if (reason === undefined) return null;
  return (
    <div className="player-notice notice" role="status" data-testid="player-pause-reason">
      <p>{t(`pausedBy.${reason}`)}</p>
    </div>
  );
}
