import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PARTNER_FILTERS, type PartnerFilter } from './partners';

/** The path that shows one category (`/partners` for all of them). */
export function partnersPath(filter: PartnerFilter): string {
  return filter === 'all' ? '/partners' : `/partners/${filter}`;
}

/**
 * The category chips. Each is a link to its filtered address, so a filter can be bookmarked,
 * shared and undone with Back; the current one is marked for assistive technology too.
 */
export function PartnerFilterChips({ current }: { current: PartnerFilter }) {
  const { t } = useTranslation('partners');
  return (
    <div className="chip-group" role="group" aria-label={t('filterLabel')}>
      {PARTNER_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={partnersPath(filter)}
          className="chip"
          aria-current={filter === current ? 'true' : undefined}
          preventScrollReset
        >
          {t(`filters.${filter}`)}
        </Link>
      ))}
    </div>
  );
}
