import { useTranslation } from 'react-i18next';
import { headingId, type SettingsSectionInfo } from './sections';

/** Scrolls to a section and moves focus to its heading, so keyboard users continue from there. */
export function goToSection(id: SettingsSectionInfo['id']): void {
  const section = document.getElementById(id);
  const heading = document.getElementById(headingId(id));
  if (!section || !heading) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  // jsdom and some embedded web views have no scrollIntoView.
  if (typeof section.scrollIntoView === 'function') {
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }
  heading.focus({ preventScroll: true });
  // Keep the router's history entry (its state) and only change the hash, so the link can be shared
  // and a reload returns to the same section without the router seeing a navigation.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/**
 * The page's table of contents: in-page links, a sticky column beside the sections on wide screens
 * and a stacked list above them on narrow ones (the layout is CSS only).
 */
export function SettingsToc({ sections }: { sections: readonly SettingsSectionInfo[] }) {
  const { t } = useTranslation('settings');
  return (
    <nav className="settings-toc" aria-label={t('toc.label')}>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                event.preventDefault();
                goToSection(section.id);
              }}
            >
              {t(section.titleKey)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
