import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { heatmap, scriptDurationMs, type Action } from '@glide/core';
import { heatColor } from './heatmap-ramp';
import './heatmap.css';

/** How many bins the bar draws: finer than a phone's width needs, coarse enough to stay cheap. */
export const HEATMAP_BINS = 200;

/** Props of {@link HeatmapBar}. */
export interface HeatmapBarProps {
  actions: readonly Action[];
  /**
   * The media's length in ms, so the bar lines up with the seek bar; the script's own length is
   * used while it is unknown (NaN, Infinity or 0). A script longer than the media is cut off.
   */
  durationMs: number;
  /** How many bins to draw (default {@link HEATMAP_BINS}; a small preview needs far fewer). */
  bins?: number;
}

/**
 * The script's intensity along the media as a strip of colour (viridis: dark slow, bright fast),
 * drawn under the seek bar. An empty script draws an empty strip. A picture with a name; the words
 * are in {@link HeatmapLegend}. It renders again only when its props change, not with the seek
 * bar around it on each tick of a playing video (its 200 strips were most of a tick's work).
 */
export const HeatmapBar = memo(function HeatmapBar({
  actions,
  durationMs,
  bins: count = HEATMAP_BINS,
}: HeatmapBarProps) {
  const { t } = useTranslation('player');
  const bins = useMemo(() => heatmap(actions, count), [actions, count]);
  const spanMs =
    Number.isFinite(durationMs) && durationMs > 0 ? durationMs : scriptDurationMs(actions);
  return (
    <svg
      className="player-heatmap"
      role="img"
      aria-label={bins.length > 0 ? t('heatmap.label') : t('heatmap.empty')}
      viewBox="0 0 1000 1"
      preserveAspectRatio="none"
      data-bins={bins.length}
    >
      {spanMs > 0 &&
        bins.map((bin) => {
          const x = (bin.startMs / spanMs) * 1000;
          if (x >= 1000) return null;
          const width = Math.min(1000 - x, ((bin.endMs - bin.startMs) / spanMs) * 1000);
          return (
            <rect
              key={bin.startMs}
              x={x}
              y={0}
              // A hair wider than the bin, so no seams show between neighbours.
              width={width + 0.5}
              height={1}
              fill={heatColor(bin.intensity)}
            />
          );
        })}
    </svg>
  );
});
