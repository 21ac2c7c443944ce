import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui';
import { filterLicences, type Licence } from './build-data';

/** The production dependencies with their licences, filterable by name or licence. */
export function LicenceTable({ licences }: { licences: readonly Licence[] }) {
  const { t } = useTranslation('about');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterLicences(licences, query), [licences, query]);
  return (
    <>
      <TextField
        type="search"
        label={t('licences.filter')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="muted" role="status" aria-live="polite">
        {t('licences.shown', { shown: shown.length, total: licences.length })}
      </p>
      <div className="about-licences__scroll">
        <table className="about-licences">
          <caption className="visually-hidden">{t('licences.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('licences.package')}</th>
              <th scope="col">{t('licences.version')}</th>
              <th scope="col">{t('licences.licence')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((licence) => (
              <tr key={`${licence.name}@${licence.version}`}>
                <th scope="row" translate="no">
                  <a href={licence.url} target="_blank" rel="noopener noreferrer">
                    {licence.name} <span className="visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                </th>
                <td translate="no">{licence.version}</td>
                <td translate="no">{licence.licence ?? t('licences.notDeclared')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
