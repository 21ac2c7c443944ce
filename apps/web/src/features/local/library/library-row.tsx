import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeatmapBar } from '../../../player';
import { formatDuration } from '../format-duration';
import { CURRENT_VARIANT_ID, defaultLabel, type LibraryItem } from './use-library';
import type { EntryFacts, EntryFactsCache } from './entry-facts';

/** Props of {@link LibraryRow}. */
export interface LibraryRowProps {
  readonly entry: LibraryItem;
  readonly index: number;
  readonly playing: boolean;
  /** The variant chosen for this video (`''` the main script), if one was. */
  readonly variant: string | undefined;
  readonly facts: EntryFactsCache;
  readonly onSelect: (index: number) => void;
  readonly onVariant: (index: number, label: string) => void;
}

/** The facts of the row's script, read once the row is on screen. */
function useVisibleFacts(
  entry: LibraryItem,
  variant: string | undefined,
  facts: EntryFactsCache,
): { ref: (node: HTMLElement | null) => void; facts: EntryFacts | undefined } {
  const [node, setNode] = useState<HTMLElement | null>(null);
  // Without an observer (old browsers, the tests' DOM), every row counts as seen.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver !== 'function');
  const [shown, setShown] = useState<EntryFacts | undefined>(undefined);
  const label = variant ?? defaultLabel(entry);
  const file =
    label === defaultLabel(entry)
      ? entry.script
      : (entry.variants.find((v) => v.label === label)?.file ?? entry.script);
  useEffect(() => {
    if (!node || visible) return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((item) => item.isIntersecting)) setVisible(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, visible]);
  const asked = useRef<unknown>(undefined);
  useEffect(() => {
    if (!visible || !file || asked.current === file) return;
    asked.current = file;
    let current = true;
    setShown({ kind: 'loading' });
    void facts.facts(file).then((read) => {
      if (current) setShown(read);
    });
    return () => {
      current = false;
    };
  }, [visible, file, facts]);
  return { ref: setNode, facts: file ? shown : undefined };
}

/**
 * One video of the playlist: its name, its script's length and speeds and a small heatmap (read
 * when the row comes into view), what else goes with it (variants, other axes), and Play.
 */
export function LibraryRow({
  entry,
  index,
  playing,
  variant,
  facts: cache,
  onSelect,
  onVariant,
}: LibraryRowProps) {
  const { t, i18n } = useTranslation('local');
  const { ref, facts } = useVisibleFacts(entry, variant, cache);
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const labels = [defaultLabel(entry), ...entry.variants.map((v) => v.label)];
  const title = entry.folder ? `${entry.folder}/${entry.title}` : entry.title;
  return (
    <li
      ref={ref}
      className="local-library__row"
      aria-current={playing ? 'true' : undefined}
      data-testid="library-entry"
    >
      <button
        type="button"
        className="local-library__play"
        aria-label={t('library.playEntry', { name: title })}
        onClick={() => onSelect(index)}
      >
        <span className="local-library__title" translate="no">
          {title}
        </span>
        {playing && <span className="local-library__badge">{t('library.playing')}</span>}
      </button>
      <div className="local-library__facts">
        {entry.script === undefined ? (
          <span className="local-muted">{t('library.noScript')}</span>
        ) : facts?.kind === 'ready' ? (
          <>
            <span>{formatDuration(facts.durationMs)}</span>
            {facts.warnings > 0 && (
              <span className="local-library__warning" data-testid="library-entry-warning">
                {t('library.warnings', { count: facts.warnings })}
              </span>
            )}
            <span>
              {t('library.speeds', {
                average: whole.format(facts.speed.averageSpeed),
                peak: whole.format(facts.speed.maxSpeed),
              })}
            </span>
          </>
        ) : facts?.kind === 'unreadable' ? (
          <span className="local-library__problem">{t('library.unreadable')}</span>
        ) : facts?.kind === 'loading' ? (
          <span className="local-muted">{t('library.reading')}</span>
        ) : (
          // Not read yet (off screen): a placeholder the size of the facts, not a word.
          <span className="local-library__skeleton" aria-hidden="true" />
        )}
        {entry.axes.length > 0 && (
          <span className="local-muted">
            {t('library.axes', { axes: entry.axes.map((a) => a.axis).join(', ') })}
          </span>
        )}
      </div>
      {facts?.kind === 'ready' && (
        <div className="local-library__heatmap">
          <HeatmapBar actions={facts.actions} durationMs={facts.durationMs} bins={48} />
        </div>
      )}
      {labels.length > 1 && (
        <label className="local-library__variant">
          <span>{t('library.variant')}</span>
          <select
            {...(playing ? { id: CURRENT_VARIANT_ID } : {})}
            value={variant ?? defaultLabel(entry)}
            onChange={(event) => onVariant(index, event.target.value)}
          >
            {labels.map((label) => (
              <option key={label} value={label}>
                {label === '' ? t('library.mainScript') : label}
              </option>
            ))}
          </select>
        </label>
      )}
    </li>
  );
}
