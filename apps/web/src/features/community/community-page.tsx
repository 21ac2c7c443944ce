import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../device';
import { PageHeader } from '../../ui';
import { HeatmapLegend } from './heatmap-legend';
import { ShowcaseCard } from './showcase-card';
import { ShowcaseFilters } from './showcase-filters';
import { filterShowcase, tagsInUse, type ShowcaseFilter } from './showcase';
import { shippedShowcase } from './showcase-data';
import { ShowcasePlayerBar } from './showcase-player-bar';
import { useShowcasePlayer } from './use-showcase-player';
import './community.css';

/**
 * The community showcase: beatbox patterns and short scripts shipped with the app, each with a
 * heatmap and its speeds, filtered by type and tag. Each plays on the device with one click, on
 * the page's one player (docked at the bottom once used); a pattern also opens in the beatbox.
 */
export default function CommunityPage() {
  const { t } = useTranslation('community');
  const entries = shippedShowcase();
  const tags = useMemo(() => tagsInUse(entries), [entries]);
  const [filter, setFilter] = useState<ShowcaseFilter>({ type: 'all', tag: 'all' });
  const shown = filterShowcase(entries, filter);
  const player = useShowcasePlayer();
  const connected = useConnection().status === 'connected';
  const playingId = player.playing ? player.entry?.id : undefined;
  return (
    <div className="community-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="community-page__tools">
        <ShowcaseFilters value={filter} tags={tags} onChange={setFilter} />
        <HeatmapLegend />
      </div>
      <p className="muted" role="status" aria-live="polite">
        {t('results', { shown: shown.length, total: entries.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="showcase-grid">
          {shown.map((entry) => (
            <ShowcaseCard
              key={entry.id}
              entry={entry}
              playing={entry.id === playingId}
              onTogglePlay={() => (entry.id === playingId ? player.stop() : player.play(entry))}
            />
          ))}
        </ul>
      ) : (
        <p className="card">{t('empty')}</p>
      )}
      <ShowcasePlayerBar player={player} connected={connected} />
    </div>
  );
}
