import { useTranslation } from 'react-i18next';
import changelogText from '../../../../../CHANGELOG.md?raw';
import { parseChangelog } from './changelog';
import { ChangelogMarkdown } from './changelog-markdown';

const CHANGELOG = parseChangelog(changelogText);

/**
 * The project's CHANGELOG.md, one section per version. Loaded lazily by the page together with the
 * markdown renderer, so neither weighs on any other page.
 */
export default function ChangelogContent() {
  const { t, i18n } = useTranslation('changelog');
  const english = i18n.language.startsWith('en');
  if (CHANGELOG.versions.length === 0) return <p className="card">{t('empty')}</p>;
  return (
    // The file is written in English: say so to screen readers and to readers of other languages,
    // whose browsers may translate it; for English readers it is final (translate="no").
    <div className="changelog" lang="en" translate={english ? 'no' : undefined}>
      {!english && (
        <p className="changelog__language muted" lang={i18n.language}>
          {t('englishOnly')}
        </p>
      )}
      {CHANGELOG.intro && (
        <div className="changelog__intro">
          <ChangelogMarkdown>{CHANGELOG.intro}</ChangelogMarkdown>
        </div>
      )}
      {CHANGELOG.versions.map((version) => (
        <section
          key={version.anchor}
          className="card changelog__version"
          aria-labelledby={version.anchor}
        >
          <h2 id={version.anchor}>
            {version.version}
            {version.date && <span className="changelog__date"> – {version.date}</span>}
          </h2>
          <ChangelogMarkdown>{version.body}</ChangelogMarkdown>
        </section>
      ))}
    </div>
  );
}
