import type { PreferencesStore } from '../preferences';

/** The theme attribute on `<html>` that `theme.css` keys its colours on. */
export type ThemeName = 'dark' | 'light';

/**
 * Applies the theme: `data-theme` on the root element and the `color-scheme` meta (so form
 * controls and scrollbars follow). Cheap and idempotent, so it can run on every settings change.
 */
export function applyTheme(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  const theme: ThemeName = darkMode ? 'dark' : 'light';
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (meta && meta.content !== theme) meta.content = theme;
}

/**
 * Spec §4 "Start-up: dark mode is applied from the stored setting", and whenever it changes (here
 * or in another tab). Call before the first render; returns the disposer.
 */
export function followThemePreference(
  store: PreferencesStore,
  root: HTMLElement = document.documentElement,
): () => void {
  applyTheme(store.get().darkMode, root);
  return store.subscribe((preferences) => applyTheme(preferences.darkMode, root));
}
