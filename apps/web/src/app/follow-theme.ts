import { applyTheme } from '../lib/theme';
import type { PreferencesStore } from '../preferences';

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
