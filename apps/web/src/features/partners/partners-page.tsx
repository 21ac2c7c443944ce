import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, PageHeader, TextField } from '../../ui';
import partnersFile from './data/partners.json';
import { PartnerCard } from './partner-card';
import { PartnerFilterChips } from './partner-filter-chips';
import { filterPartners, parsePartners, resolvePartnerFilter } from './partners';
import './partners.css';

const PARTNERS = parsePartners(partnersFile);

/** Props of the partners page. */
export interface PartnersPageProps {
  /** The category from the route (`/partners/:filter`); read from the route when not given. */
  filter?: string;
}

/**
 * Apps and sites that work with the device: category chips (preselected from the route) and a text
 * search over names, addresses and descriptions.
 */
export default function PartnersPage({ filter: filterProp }: PartnersPageProps) {
  const { t } = useTranslation('partners');
  const params = useParams();
  const segment = filterProp ?? params.filter;
  const { filter, unknown } = resolvePartnerFilter(segment);
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () =>
      filterPartners(PARTNERS, {
        filter,
        search,
        describe: (partner) => t(`descriptions.${partner.descriptionKey}`),
      }),
    [filter, search, t],
  );

  return (
    <div className="partners-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      {unknown && (
        <p className="notice" role="status">
          {t('unknownFilter', { filter: segment })}
        </p>
      )}
      <form role="search" className="partners-page__controls" onSubmit={(e) => e.preventDefault()}>
        <PartnerFilterChips current={filter} />
        <div className="partners-page__search">
          <TextField
            type="search"
            label={t('searchLabel')}
            description={t('searchHelp')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {search !== '' && (
            <Button variant="ghost" onClick={() => setSearch('')}>
              {t('clearSearch')}
            </Button>
          )}
        </div>
      </form>
      <p className="muted" role="status" aria-live="polite">
        {t('results', { shown: shown.length, total: PARTNERS.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="partners-grid">
          {shown.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      ) : (
        <p className="card">{t('empty')}</p>
      )}
    </div>
  );
}
