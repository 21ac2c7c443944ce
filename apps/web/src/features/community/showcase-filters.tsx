import { useTranslation } from 'react-i18next';
import type { ShowcaseFilter, ShowcaseTag } from './showcase';

const TYPES = ['all', 'pattern', 'script'] as const;

/** Props of {@link ShowcaseFilters}. */
export interface ShowcaseFiltersProps {
  value: ShowcaseFilter;
  /** The tags offered (those in use). */
  tags: readonly ShowcaseTag[];
  onChange: (next: ShowcaseFilter) => void;
}

/** Two groups of toggle chips: the type, and one tag (or all). Pressed state is announced. */
export function ShowcaseFilters({ value, tags, onChange }: ShowcaseFiltersProps) {
  const { t } = useTranslation('community');
  return (
    <div className="showcase-filters">
      <div className="chip-group" role="group" aria-label={t('filters.typeLabel')}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="chip"
            aria-pressed={value.type === type}
            onClick={() => onChange({ ...value, type })}
          >
            {t(`filters.type.${type}`)}
          </button>
        ))}
      </div>
      <div className="chip-group" role="group" aria-label={t('filters.tagLabel')}>
        <button
          type="button"
          className="chip"
          aria-pressed={value.tag === 'all'}
          onClick={() => onChange({ ...value, tag: 'all' })}
        >
          {t('filters.allTags')}
        </button>
        {tags.map((tag) => (
          <button
            key={tag}
            type="button"
            className="chip"
            aria-pressed={value.tag === tag}
            onClick={() => onChange({ ...value, tag })}
          >
            {t(`tags.${tag}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
