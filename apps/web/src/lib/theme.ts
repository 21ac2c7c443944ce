/** The theme attribute on `<html>` that `theme.css` keys its colours on. */
export type ThemeName = 'dark' | 'light';

/**
 * Applies the theme: `data-theme` on the root element and the `color-scheme` meta (so form
 * controls and scrollbars follow). Cheap and idempotent, so it can run on every settings change
 * (`app/follow-theme.ts` runs it on the stored setting).
 */
export function applyTheme(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  const theme: ThemeName = darkMode ? 'dark' : 'light';
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (meta && meta.content !== theme) meta.content = theme;
}
