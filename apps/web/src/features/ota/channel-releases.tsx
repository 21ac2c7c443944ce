import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FirmwareVersion } from '@glide/handy';

/** The releases a channel offers, newest first, each with the way to install it. */
export function ChannelReleases({ versions }: { readonly versions: readonly FirmwareVersion[] }) {
  const { t } = useTranslation('ota');
  return (
    <section className="card stack" aria-labelledby="ota-releases-heading">
      <h2 id="ota-releases-heading">{t('optin.releasesHeading')}</h2>
      {versions.length === 0 ? (
        <p className="muted">{t('optin.noReleases')}</p>
      ) : (
        <ul className="ota-releases" data-testid="ota-releases">
          {versions.map((release) => (
            <li key={`${release.feature_flags} ${release.version}`} className="stack">
              <strong translate="no">{release.version}</strong>
              {release.release_notes?.trim() && <span>{release.release_notes}</span>}
              <Link
                to={`/ota/${encodeURIComponent(release.version)}/${release.feature_flags}`}
                aria-label={t('optin.installLabel', { version: release.version })}
              >
                {t('optin.install')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
