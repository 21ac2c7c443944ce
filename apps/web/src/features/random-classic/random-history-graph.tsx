import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from './random-classic-runner';

/** Props of {@link RandomHistoryGraph}. */
export interface RandomHistoryGraphProps {
  /** The last changes, oldest first. */
  readonly history: readonly HistoryEntry[];
  /** How many columns the graph has room for (the runner's history length). */
  readonly slots: number;
}

const WIDTH = 240;
const HEIGHT = 100;
/** The speed row takes the top, the zone row the bottom; both 0–100 % upwards. */
const ROW_HEIGHT = 44;
const ROW_GAP = 12;

/**
 * The last changes as two rows of columns, one column per change, newest on the right: the speed
 * as a bar (top) and the stroke zone as a band on the slider (bottom); a rest is an empty column
 * with a dash. The drawing has an accessible name, and the same changes are listed in words
 * beside it (in a disclosure), so the graph is never the only way to read them.
 */
export function RandomHistoryGraph({ history, slots }: RandomHistoryGraphProps) {
  const { t, i18n } = useTranslation('random-classic');
  const titleId = useId();
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  if (history.length === 0) {
    return <p className="muted">{t('history.empty')}</p>;
  }

  const columns = Math.max(slots, history.length);
  const slot = WIDTH / columns;
  const barWidth = Math.max(2, slot * 0.7);
  // Newest on the right: the graph fills from the right edge.
  const offset = columns - history.length;
  const speedBase = ROW_HEIGHT;
  const zoneTop = ROW_HEIGHT + ROW_GAP;
  const scale = ROW_HEIGHT / 100;

  return (
    <figure className="random-history">
      <div className="random-history__legend" aria-hidden>
        <span className="random-history__key random-history__key--speed">{t('history.speed')}</span>
        <span className="random-history__key random-history__key--zone">{t('history.zone')}</span>
      </div>
      <svg
        className="random-history__graph"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{t('history.graphLabel')}</title>
        <rect className="random-history__row" x={0} y={0} width={WIDTH} height={ROW_HEIGHT} />
        <rect className="random-history__row" x={0} y={zoneTop} width={WIDTH} height={ROW_HEIGHT} />
        {history.map((entry, index) => {
          const x = (offset + index) * slot + (slot - barWidth) / 2;
          const { step } = entry;
          if (step.kind === 'rest') {
            return (
              <line
                key={`${entry.atMs}-${step.index}`}
                className="random-history__rest"
                x1={x}
                x2={x + barWidth}
                y1={speedBase - 1}
                y2={speedBase - 1}
              />
            );
          }
          const speedHeight = Math.max(1, step.speedPct * scale);
          return (
            <g key={`${entry.atMs}-${step.index}`}>
              <rect
                className="random-history__speed"
                x={x}
                y={speedBase - speedHeight}
                width={barWidth}
                height={speedHeight}
              />
              <rect
                className="random-history__zone"
                x={x}
                y={zoneTop + (100 - step.zone.maxPct) * scale}
                width={barWidth}
                height={Math.max(1, (step.zone.maxPct - step.zone.minPct) * scale)}
              />
            </g>
          );
        })}
      </svg>
      <details className="random-history__list">
        <summary>{t('history.showList')}</summary>
        <ol>
          {history.map((entry) => (
            <li key={`${entry.atMs}-${entry.step.index}`}>
              {entry.step.kind === 'rest'
                ? t('history.rest', { time: time.format(entry.atMs) })
                : t('history.stroke', {
                    time: time.format(entry.atMs),
                    speed: Math.round(entry.step.speedPct),
                    min: Math.round(entry.step.zone.minPct),
                    max: Math.round(entry.step.zone.maxPct),
                  })}
            </li>
          ))}
        </ol>
      </details>
    </figure>
  );
}
