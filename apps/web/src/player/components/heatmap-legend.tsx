import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RAMP_STOPS } from './heatmap-ramp';
import './heatmap.css';

/**
 * The heatmap's key in words: "Script speed: slow [ramp] fast", so the colours never carry the
 * meaning alone.
 */
export function HeatmapLegend() {
  const { t } = useTranslation('player');
  const gradientId = useId();
  return (
    <p className="player-heatmap-legend">
      <span>{t('heatmap.legend')}</span>
      <span className="player-heatmap-legend__scale">
        <span>{t('heatmap.slow')}</span>
        <svg
          className="player-heatmap-legend__ramp"
          viewBox="0 0 100 1"
          preserveAspectRatio="none"
          aria-hidden
        >
          <defs>
            <linearGradient id={gradientId}>
              {RAMP_STOPS.map((stop) => (
                <stop key={stop.offsetPct} offset={`${stop.offsetPct}%`} stopColor={stop.color} />
              ))}
            </linearGradient>
          </defs>
          <rect x={0} y={0} width={100} height={1} fill={`url(#${gradientId})`} />
        </svg>
        <span>{t('heatmap.fast')}</span>
      </span>
    </p>
  );
}
