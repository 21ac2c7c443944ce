import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@glide/core';
import { formatClock } from './format';
import { HeatmapBar } from './heatmap-bar';
import { seekTo } from './media-commands';
import { useMediaPositionMs } from './use-media-state';

/** Arrow keys on the focused seek bar move by this much, as the player's global keys do. */
export const SEEK_STEP_MS = 5000;
/** Page Up / Page Down move by this much. */
const SEEK_PAGE_MS = 30_000;

/** Props of {@link SeekBar}. */
export interface SeekBarProps {
  video: HTMLVideoElement | null;
  actions: readonly Action[];
  durationMs: number;
  /** Called with the position the thumb shows while it is dragged (for the time display). */
  onScrub: (positionMs: number | undefined) => void;
}

/**
 * The seek bar (role `slider`, value "1:23 of 4:56") with the script's heatmap as its track.
 * Dragging scrubs: each move sets the media's time (the engine debounces the device side).
 */
export function SeekBar({ video, actions, durationMs, onScrub }: SeekBarProps) {
  const { t } = useTranslation('player');
  // Its own subscription: the bar moves on every `timeupdate`, the controls around it need not.
  const positionMs = useMediaPositionMs(video);
  const [scrubMs, setScrubMs] = useState<number | undefined>(undefined);
  const known = video !== null && Number.isFinite(durationMs) && durationMs > 0;
  const valueMs = Math.min(Math.max(scrubMs ?? positionMs, 0), known ? durationMs : 0);
  const seek = (ms: number) => (video && known ? seekTo(video, ms) : undefined);
  const endScrub = () => {
    setScrubMs(undefined);
    onScrub(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -SEEK_STEP_MS,
      ArrowDown: -SEEK_STEP_MS,
      ArrowRight: SEEK_STEP_MS,
      ArrowUp: SEEK_STEP_MS,
      PageDown: -SEEK_PAGE_MS,
      PageUp: SEEK_PAGE_MS,
      Home: -Infinity,
      End: Infinity,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    // The browser's own step would be one millisecond; seek by the player's steps instead.
    event.preventDefault();
    seek(move === -Infinity ? 0 : move === Infinity ? durationMs : positionMs + move);
  };
  const pct = known ? (valueMs / durationMs) * 100 : 0;
  return (
    <div className="player-seek" style={{ '--player-seek-pct': `${pct}%` } as CSSProperties}>
      <div className="player-seek__track" aria-hidden>
        <HeatmapBar actions={actions} durationMs={durationMs} />
        <span className="player-seek__played" />
      </div>
      <input
        type="range"
        className="player-seek__input"
        aria-label={t('controls.seek')}
        aria-valuetext={
          known
            ? t('controls.timeOf', {
                current: formatClock(valueMs),
                total: formatClock(durationMs),
              })
            : t('controls.lengthUnknown')
        }
        min={0}
        max={known ? durationMs : 0}
        step="any"
        value={valueMs}
        disabled={!known}
        onChange={(event) => {
          const target = seek(Number(event.currentTarget.value));
          if (target === undefined) return;
          setScrubMs(target);
          onScrub(target);
        }}
        onKeyDown={onKeyDown}
        onPointerUp={endScrub}
        onKeyUp={endScrub}
        onBlur={endScrub}
      />
    </div>
  );
}
