import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buildInfoData from 'virtual:glide-build-info';
import licencesData from 'virtual:glide-licences';
import { PageHeader } from '../../ui';
import { BuildFacts } from './build-facts';
import { parseBuildInfo, parseLicences } from './build-data';
import { LicenceTable } from './licence-table';
import './about.css';

const BUILD_INFO = parseBuildInfo(buildInfoData);
const LICENCES = parseLicences(licencesData);

/** The device maker's site. */
const PROVIDER_URL = 'https://www.thehandy.com';

/** About Glide: the version and build, links, what stays private, and the licences Glide uses. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <div className="about-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="about-page__columns">
        <section className="card" aria-labelledby="about-build-heading">
          <h2 id="about-build-heading">{t('build.heading')}</h2>
          <BuildFacts info={BUILD_INFO} />
        </section>
        <section className="card" aria-labelledby="about-links-heading">
          <h2 id="about-links-heading">{t('links.heading')}</h2>
          <ul className="about-links">
            <li>
              {BUILD_INFO?.sourceUrl ? (
                <a href={BUILD_INFO.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {t('links.source')} <span className="visually-hidden">{t('opensInNewTab')}</span>
                </a>
              ) : (
                <span>{t('links.sourceMissing')}</span>
              )}
            </li>
            <li>
              <a href="#about-privacy-heading">{t('links.privacy')}</a>
            </li>
            <li>
              <a href={PROVIDER_URL} target="_blank" rel="noopener noreferrer">
                {t('links.provider')} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            </li>
            <li>
              <Link to="/changelog">{t('links.changelog')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <section className="card about-privacy" aria-labelledby="about-privacy-heading">
        <h2 id="about-privacy-heading" tabIndex={-1}>
          {t('privacy.heading')}
        </h2>
        <p>{t('privacy.storage')}</p>
        <p>{t('privacy.analytics')}</p>
        <p>{t('privacy.key')}</p>
        <p>
          <Link to="/settings">{t('privacy.settings')}</Link>
        </p>
      </section>
      <section className="card about-licences-section" aria-labelledby="about-licences-heading">
        <h2 id="about-licences-heading">{t('licences.heading')}</h2>
        <p>{t('licences.lead')}</p>
        <LicenceTable licences={LICENCES} />
      </section>
    </div>
  );
}
