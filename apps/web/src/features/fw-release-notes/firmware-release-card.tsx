import { useTranslation } from 'react-i18next';
import { notesFor, type FirmwareRelease } from './release-notes';

/** `2026-11-22` in the reader's language; the date is a calendar day, so it is read as UTC. */
function formatDay(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** One release: its version, channel, the date of Glide's note and the notes themselves. */
export function FirmwareReleaseCard({ release }: { release: FirmwareRelease }) {
  const { t, i18n } = useTranslation('fw-release-notes');
  const { lines, translated } = notesFor(release, i18n.language);
  return (
    <li className="card fw-release">
      <h2 className="fw-release__version">{t('versionHeading', { version: release.version })}</h2>
      <p className="fw-release__meta">
        <span className={`fw-release__channel fw-release__channel--${release.channel}`}>
          {t(`channel.${release.channel}`)}
        </span>
        <span className="muted">
          {t('notedOn', { date: formatDay(release.date, i18n.language) })}
        </span>
      </p>
      {/* Notes in the reader's language are final (translate="no"); English fallback notes are
          marked as English, so screen readers pronounce them right and browsers may translate. */}
      <ul
        className="fw-release__notes"
        lang={translated ? undefined : 'en'}
        translate={translated ? 'no' : undefined}
      >
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {!translated && <p className="muted">{t('englishOnly')}</p>}
    </li>
  );
}
