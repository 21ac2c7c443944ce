import { useTranslation } from 'react-i18next';
import { setVolume, toggleMuted } from './media-commands';
import { PlayerIcon } from './player-icon';

/** Props of {@link VolumeControl}. */
export interface VolumeControlProps {
  video: HTMLVideoElement | null;
  volume: number;
  muted: boolean;
}

/**
 * Mute (a toggle button) and the volume (a slider, shown from tablet width up: phones have
 * volume keys).
 */
export function VolumeControl({ video, volume, muted }: VolumeControlProps) {
  const { t } = useTranslation('player');
  const percent = Math.round((muted ? 0 : volume) * 100);
  return (
    <div className="player-volume">
      <button
        type="button"
        className="ui-icon-button player-button"
        aria-pressed={muted}
        aria-label={t('controls.mute')}
        aria-keyshortcuts="M"
        disabled={!video}
        onClick={() => {
          if (video) toggleMuted(video);
        }}
      >
        <PlayerIcon name={muted ? 'muted' : 'volume'} />
      </button>
      <input
        type="range"
        className="player-volume__slider"
        aria-label={t('controls.volume')}
        aria-valuetext={t('controls.percent', { percent })}
        min={0}
        max={100}
        step={5}
        value={percent}
        disabled={!video}
        onChange={(event) => {
          if (video) setVolume(video, Number(event.currentTarget.value) / 100);
        }}
      />
    </div>
  );
}
