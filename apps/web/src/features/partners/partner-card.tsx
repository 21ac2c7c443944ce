import { useTranslation } from 'react-i18next';
import { TagList } from '../../ui';
import type { Partner } from './partners';

/** One app or site: its name (a link out), what it is, its categories and the devices it drives. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  const host = new URL(partner.url).host;
  return (
    <li className="card partner-card">
      <h2 className="partner-card__name">
        <a href={partner.url} target="_blank" rel="noopener noreferrer">
          <span translate="no">{partner.name}</span>{' '}
          <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </h2>
      <p className="partner-card__host muted" translate="no">
        {host}
      </p>
      <p>{t(`descriptions.${partner.descriptionKey}`)}</p>
      <dl className="partner-card__meta">
        <dt>{t('categories')}</dt>
        <dd>
          <TagList
            items={partner.categories.map((category) => ({
              key: category,
              label: t(`filters.${category}`),
            }))}
          />
        </dd>
        <dt>{t('worksWith')}</dt>
        <dd>
          <TagList
            variant="outline"
            items={partner.devices.map((device) => ({
              key: device,
              label: t(`devices.${device}`),
            }))}
          />
        </dd>
      </dl>
    </li>
  );
}
