import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@glide/core';
import { NativeSelect } from '../../ui/native-select';
import { CLOCK_STEP_MS, formatClock, formatRate } from './format';
import { HeatmapLegend } from './heatmap-legend';
import { setRate, togglePlay } from './media-commands';
import { PlayerIcon } from './player-icon';
import { SeekBar } from './seek-bar';
import { canFullscreen, toggleFullscreen, useIsFullscreen } from './use-fullscreen';
import { useMediaPositionMs, useMediaState } from './use-media-state';
import { VolumeControl } from './volume-control';
import './player-controls.css';

/**
 * The rates the menu offers, 0.5–2 (Glide's range: the spec gives only the buttons' 0.1 step; see
 * docs/deviations.md); a rate the device's buttons set is added to them.
 */
export const PLAYBACK_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** Props of {@link PlayerControls}. */
export interface PlayerControlsProps {
  /** The element the controls drive; null before a video is chosen (all controls disabled). */
  video: HTMLVideoElement | null;
  /** The script, for the heatmap under the seek bar; empty for none. */
  actions: readonly Action[];
  /** Whether the media loops (the page applies it to the element and the engine). */
  loop: boolean;
  onLoopChange: (loop: boolean) => void;
  /** What goes full screen: the video with its overlays; the button is disabled without it. */
  fullscreenTarget: HTMLElement | null;
}

/** The rate as a menu value: rounded, so 1.3000000000000003 from ±0.1 steps is `1.3`. */
const rateKey = (rate: number) => String(Math.round(rate * 100) / 100);

/**
 * The time, "1:23 / 4:56", or where the thumb is while the bar is dragged: it renders when the
 * second it shows changes, not on every `timeupdate`.
 */
function PlayerTime({
  video,
  scrubMs,
  durationMs,
}: {
  video: HTMLVideoElement | null;
  scrubMs: number | undefined;
  durationMs: number;
}) {
  const { t } = useTranslation('player');
  const playedMs = useMediaPositionMs(video, CLOCK_STEP_MS);
  const shownMs = scrubMs ?? playedMs;
  return (
    <p className="player-controls__time">
      <span aria-hidden>
        {formatClock(shownMs)} / {formatClock(durationMs)}
      </span>
      <span className="visually-hidden">
        {t('controls.timeOf', { current: formatClock(shownMs), total: formatClock(durationMs) })}
      </span>
    </p>
  );
}

/**
 * The player's controls: play/pause, the seek bar with the script's heatmap and its legend, the
 * time, the playback rate, loop, volume and mute, full screen. They follow the element's own
 * events, so a change made elsewhere (keys, the device's buttons, the engine) shows here too.
 */
export function PlayerControls({
  video,
  actions,
  loop,
  onLoopChange,
  fullscreenTarget,
}: PlayerControlsProps) {
  const { t, i18n } = useTranslation('player');
  const media = useMediaState(video);
  const [scrubMs, setScrubMs] = useState<number | undefined>(undefined);
  const fullscreen = useIsFullscreen(fullscreenTarget);
  const language = i18n.resolvedLanguage;
  const current = rateKey(media.rate);
  const rates = PLAYBACK_RATES.map(rateKey);
  if (!rates.includes(current)) rates.push(current);
  rates.sort((a, b) => Number(a) - Number(b));
  return (
    <div className="player-controls" role="group" aria-label={t('controls.label')}>
      <SeekBar video={video} actions={actions} durationMs={media.durationMs} onScrub={setScrubMs} />
      <div className="player-controls__meta">
        {actions.length > 0 && <HeatmapLegend />}
        <PlayerTime video={video} scrubMs={scrubMs} durationMs={media.durationMs} />
      </div>
      <div className="player-controls__row">
        <button
          type="button"
          className="ui-icon-button player-button player-button--play"
          aria-label={media.paused ? t('controls.play') : t('controls.pause')}
          aria-keyshortcuts="Space"
          disabled={!video}
          onClick={() => {
            if (video) togglePlay(video);
          }}
        >
          <PlayerIcon name={media.paused ? 'play' : 'pause'} />
        </button>
        <span className="player-controls__spacer" />
        <div className="player-controls__rate">
          <NativeSelect
            label={t('controls.rate')}
            hideLabel
            value={current}
            disabled={!video}
            options={rates.map((rate) => ({
              value: rate,
              label: t('controls.rateValue', { rate: formatRate(Number(rate), language) }),
            }))}
            onValueChange={(rate) => {
              if (video) setRate(video, Number(rate));
            }}
          />
        </div>
        <button
          type="button"
          className="ui-icon-button player-button"
          aria-pressed={loop}
          aria-label={t('controls.loop')}
          onClick={() => onLoopChange(!loop)}
        >
          <PlayerIcon name="loop" />
        </button>
        <VolumeControl video={video} volume={media.volume} muted={media.muted} />
        <button
          type="button"
          className="ui-icon-button player-button"
          aria-label={fullscreen ? t('controls.exitFullscreen') : t('controls.fullscreen')}
          aria-keyshortcuts="F"
          disabled={!canFullscreen(fullscreenTarget)}
          onClick={() => toggleFullscreen(fullscreenTarget)}
        >
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
      {!video && <p className="player-controls__empty muted">{t('controls.noVideo')}</p>}
    </div>
  );
}
