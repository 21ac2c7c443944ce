import { useTranslation } from 'react-i18next';
import type { BuildInfo } from './build-data';

/** The version and the build it came from: commit and dates, or "development" for the dev server. */
export function BuildFacts({ info }: { info: BuildInfo | null }) {
  const { t, i18n } = useTranslation('about');
  if (!info) return <p className="error">{t('build.unreadable')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dl className="facts about-facts">
      <dt>{t('build.version')}</dt>
      <dd translate="no" data-testid="about-version">
        {info.version}
      </dd>
      <dt>{t('build.build')}</dt>
      <dd data-testid="about-build">
        {info.kind === 'development' ? t('build.development') : t('build.production')}
      </dd>
      {info.kind === 'production' && (
        <>
          <dt>{t('build.commit')}</dt>
          <dd translate="no">
            {info.commit === null ? (
              t('build.notRecorded')
            ) : (
              <code title={info.commit}>{info.commit.slice(0, 12)}</code>
            )}
          </dd>
          {info.commitDateIso !== null && (
            <>
              <dt>{t('build.commitDate')}</dt>
              <dd translate="no">{when.format(new Date(info.commitDateIso))}</dd>
            </>
          )}
          {info.builtAtIso !== null && (
            <>
              <dt>{t('build.builtAt')}</dt>
              <dd translate="no">{when.format(new Date(info.builtAtIso))}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}
