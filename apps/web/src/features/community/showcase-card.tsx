import { useTranslation } from 'react-i18next';
import { TagList } from '../../ui';
import { MiniHeatmap } from './mini-heatmap';
import type { ShowcaseEntry } from './showcase';

/** A file name for the download: the entry's name in lower case, words joined by dashes. */
function downloadName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'glide'}.funscript`;
}

/** One pattern or script: its name and author, a heatmap, length and speeds, tags and a download. */
export function ShowcaseCard({ entry }: { entry: ShowcaseEntry }) {
  const { t, i18n } = useTranslation('community');
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const average = whole.format(entry.speed.averageSpeed);
  const peak = whole.format(entry.speed.maxSpeed);
  return (
    <li className="card showcase-card" data-type={entry.type}>
      <div className="showcase-card__head">
        <h2 className="showcase-card__name" translate="no">
          {entry.name}
        </h2>
        <span className={`showcase-card__kind showcase-card__kind--${entry.type}`}>
          {t(`kind.${entry.type}`)}
        </span>
      </div>
      <p className="showcase-card__author muted">{t('by', { author: `@${entry.author}` })}</p>
      <MiniHeatmap
        actions={entry.actions}
        label={t('heatmap.label', { name: entry.name, average, peak })}
      />
      <dl className="facts showcase-card__facts">
        <dt>{t(entry.type === 'pattern' ? 'loop' : 'length')}</dt>
        <dd>{t('seconds', { value: tenths.format(entry.durationMs / 1000) })}</dd>
        {entry.bpm !== null && (
          <>
            <dt>{t('tempo')}</dt>
            <dd>{t('tempoValue', { bpm: whole.format(entry.bpm) })}</dd>
          </>
        )}
        <dt>{t('averageSpeed')}</dt>
        <dd>{t('speedValue', { value: average })}</dd>
        <dt>{t('peakSpeed')}</dt>
        <dd>{t('speedValue', { value: peak })}</dd>
      </dl>
      {entry.tags.length > 0 && (
        <TagList
          aria-label={t('tagsLabel')}
          items={entry.tags.map((tag) => ({ key: tag, label: t(`tags.${tag}`) }))}
        />
      )}
      <a
        className="showcase-card__download"
        href={`data:application/json;charset=utf-8,${encodeURIComponent(entry.funscript)}`}
        download={downloadName(entry.name)}
      >
        {t('download')}{' '}
        <span className="visually-hidden" translate="no">
          {entry.name}
        </span>
      </a>
    </li>
  );
}
