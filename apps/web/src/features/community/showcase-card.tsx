import { useTranslation } from 'react-i18next';
import { Button, TagList } from '../../ui';
import { MiniHeatmap } from './mini-heatmap';
import { OpenInBeatbox } from './open-in-beatbox';
import { PlayStopIcon } from './play-stop-icon';
import type { ShowcaseEntry } from './showcase';

/** A file name for the download: the entry's name in lower case, words joined by dashes. */
function downloadName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'glide'}.funscript`;
}

/** Props of {@link ShowcaseCard}. */
export interface ShowcaseCardProps {
  readonly entry: ShowcaseEntry;
  /** This entry is the one the page's player plays now. */
  readonly playing: boolean;
  /** Play this entry, or stop it when it plays. */
  readonly onTogglePlay: () => void;
}

/**
 * One pattern or script: its name and author, a heatmap, length and speeds, tags, Play (Stop while
 * it plays), "Open in beatbox" for a pattern, and a download.
 */
export function ShowcaseCard({ entry, playing, onTogglePlay }: ShowcaseCardProps) {
  const { t, i18n } = useTranslation('community');
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const average = whole.format(entry.speed.averageSpeed);
  const peak = whole.format(entry.speed.maxSpeed);
  return (
    <li className="card showcase-card" data-type={entry.type} data-playing={playing}>
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
      <div className="showcase-card__actions">
        <Button
          variant={playing ? 'secondary' : 'primary'}
          className="showcase-card__play"
          aria-pressed={playing}
          onClick={onTogglePlay}
        >
          <PlayStopIcon playing={playing} />
          {t(playing ? 'stop' : 'play')}{' '}
          <span className="visually-hidden" translate="no">
            {entry.name}
          </span>
        </Button>
        {entry.cycle && <OpenInBeatbox name={entry.name} cycle={entry.cycle} />}
      </div>
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
