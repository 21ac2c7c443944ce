import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';

/** What the player plays: the beat in the editor, or the playlist. */
export type BeatboxSource = 'beat' | 'playlist';

/** Props of {@link BeatTransport}. */
export interface BeatTransportProps {
  readonly playing: boolean;
  readonly source: BeatboxSource;
  readonly onSourceChange: (source: BeatboxSource) => void;
  /** The playlist has something to play. */
  readonly playlistPlayable: boolean;
  /** What is chosen has something to play (a beat with cells, a playlist of such beats). */
  readonly playable: boolean;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onStop: () => void;
}

/**
 * Play, pause and stop, big and within thumb reach, and the choice of what plays. A beat or a
 * playlist loops until stopped; with nothing to play, Play says so instead of doing nothing.
 */
export function BeatTransport({
  playing,
  source,
  onSourceChange,
  playlistPlayable,
  playable,
  onPlay,
  onPause,
  onStop,
}: BeatTransportProps) {
  const { t } = useTranslation('beatbox');
  // A fragment: the buttons sit right in the editor card, so on a phone they can stay in reach at
  // the bottom of the screen while the grid above them scrolls by (see beatbox.css).
  return (
    <>
      <div className="beatbox-transport__buttons">
        <Button
          className="beatbox-transport__play"
          data-testid="beatbox-play"
          aria-pressed={playing}
          disabled={!playable && !playing}
          onClick={playing ? onPause : onPlay}
        >
          {playing ? t('transport.pause') : t('transport.play')}
        </Button>
        <Button variant="secondary" data-testid="beatbox-stop" onClick={onStop}>
          {t('transport.stop')}
        </Button>
      </div>
      {!playable && (
        <p className="muted beatbox-transport__note" data-testid="beatbox-nothing-to-play">
          {source === 'beat' ? t('transport.emptyBeat') : t('transport.emptyPlaylist')}
        </p>
      )}
      <fieldset className="beatbox-source">
        <legend>{t('transport.source')}</legend>
        {(['beat', 'playlist'] as const).map((value) => (
          <label key={value} className="beatbox-source__option">
            <input
              type="radio"
              name="beatbox-source"
              value={value}
              checked={source === value}
              disabled={value === 'playlist' && !playlistPlayable}
              onChange={() => onSourceChange(value)}
            />
            {value === 'beat' ? t('transport.sourceBeat') : t('transport.sourcePlaylist')}
          </label>
        ))}
      </fieldset>
    </>
  );
}
