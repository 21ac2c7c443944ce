import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui';
import releasesFile from './data/firmware-releases.json';
import { FirmwareReleaseCard } from './firmware-release-card';
import { parseFirmwareReleases } from './release-notes';
import './fw-release-notes.css';

const RELEASES = parseFirmwareReleases(releasesFile);

/** Glide's notes on each 4.x firmware release, newest first, with the way to the update page. */
export default function FwReleaseNotesPage() {
  const { t } = useTranslation('fw-release-notes');
  return (
    <div className="fw-notes-page">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <Link to="/ota" className="fw-notes-page__update">
            {t('updateLink')}
          </Link>
        }
      />
      <p className="fw-notes-page__disclaimer">{t('disclaimer')}</p>
      {RELEASES.length > 0 ? (
        <ol className="fw-releases">
          {RELEASES.map((release) => (
            <FirmwareReleaseCard key={release.version} release={release} />
          ))}
        </ol>
      ) : (
        <p className="card">{t('empty')}</p>
      )}
    </div>
  );
}
