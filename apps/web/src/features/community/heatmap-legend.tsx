import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HEAT_LEVELS } from './heatmap-palette';

/** The heatmap's colours in words: each band's name and its speed range. */
export function HeatmapLegend() {
  const { t, i18n } = useTranslation('community');
  const captionId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (
    <figure className="heatmap-legend" aria-labelledby={captionId}>
      <figcaption className="heatmap-legend__title" id={captionId}>
        {t('heatmap.legendTitle')}
      </figcaption>
      <ul className="heatmap-legend__levels">
        {HEAT_LEVELS.map((level) => (
          <li key={level.id}>
            <span
              className="heatmap-legend__swatch"
              style={{ background: level.colour }}
              aria-hidden
            />
            <span>
              <strong>{t(`heatmap.levels.${level.id}`)}</strong>{' '}
              <span className="muted">
                {level.toSpeed === null
                  ? t('heatmap.rangeOpen', { from: number.format(level.fromSpeed) })
                  : t('heatmap.range', {
                      from: number.format(level.fromSpeed),
                      to: number.format(level.toSpeed),
                    })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
