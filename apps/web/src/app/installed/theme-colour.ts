import type { PreferencesStore } from '../../preferences';

/**
 * The browser's toolbar and the installed app's title bar take `<meta name="theme-color">`: the
 * page background of each theme (ui/theme.css `--color-bg`), so the bar is one with the page.
 */
export const THEME_COLOURS = { dark: '#111418', light: '#f6f7f9' } as const;

/** Sets the theme colour for dark or light mode; adds the meta element when the page has none. */
export function applyThemeColour(darkMode: boolean, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  const colour = darkMode ? THEME_COLOURS.dark : THEME_COLOURS.light;
  if (meta.content !== colour) meta.content = colour;
}

/**
 * The theme colour follows the dark-mode setting (the app's own, which may differ from the
 * system's, so no `media` query can say it). index.html starts with the dark colour, the default
 * theme. Returns the disposer.
 */
export function followThemeColour(store: PreferencesStore, doc: Document = document): () => void {
  applyThemeColour(store.get().darkMode, doc);
  return store.subscribe((preferences) => applyThemeColour(preferences.darkMode, doc));
}
