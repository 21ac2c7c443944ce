import { useTranslation } from 'react-i18next';
import { MAX_PLAYLIST_REPEAT } from '../../preferences';
import { Button } from '../../ui';
import { NumberSetting } from './number-setting';
import type { PlaylistItem } from './use-beatbox';

/** Props of {@link BeatPlaylistPanel}. */
export interface BeatPlaylistPanelProps {
  readonly items: readonly PlaylistItem[];
  /** The stored index of the entry playing now, if the playlist plays. */
  readonly playingIndex: number | undefined;
  readonly onRepeat: (index: number, repeat: number) => void;
  readonly onMove: (from: number, to: number) => void;
  readonly onRemove: (index: number) => void;
}

/**
 * The playlist: saved beats in play order, each played its repeat count before the next, the whole
 * list looping. The entry playing now is marked in words and shape, not colour alone.
 */
export function BeatPlaylistPanel({
  items,
  playingIndex,
  onRepeat,
  onMove,
  onRemove,
}: BeatPlaylistPanelProps) {
  const { t } = useTranslation('beatbox');
  if (items.length === 0) return <p className="muted">{t('playlist.empty')}</p>;
  return (
    <ol className="beatbox-list" aria-label={t('playlist.heading')}>
      {items.map((item, position) => {
        const name = item.beat.name || t('untitled');
        const playing = item.index === playingIndex;
        return (
          <li
            key={item.index}
            className="beatbox-list__item beatbox-playlist__item"
            aria-current={playing ? 'true' : undefined}
            data-testid="beatbox-playlist-entry"
          >
            <span className="beatbox-list__name" translate="no">
              <span data-testid="beatbox-playlist-name">{name}</span>
              {playing && <span className="beatbox-badge">{t('playlist.playing')}</span>}
            </span>
            <NumberSetting
              label={t('playlist.repeat', { name })}
              value={item.repeat}
              min={1}
              max={MAX_PLAYLIST_REPEAT}
              onCommit={(repeat) => onRepeat(item.index, repeat)}
            />
            <span className="beatbox-list__actions">
              <Button
                variant="ghost"
                disabled={position === 0}
                onClick={() => onMove(item.index, item.index - 1)}
              >
                {t('playlist.up')}
                <span className="visually-hidden"> {name}</span>
              </Button>
              <Button
                variant="ghost"
                disabled={position === items.length - 1}
                onClick={() => onMove(item.index, item.index + 1)}
              >
                {t('playlist.down')}
                <span className="visually-hidden"> {name}</span>
              </Button>
              <Button variant="ghost" onClick={() => onRemove(item.index)}>
                {t('playlist.remove')}
                <span className="visually-hidden"> {name}</span>
              </Button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
