import type { BrowserContext, Page } from '@playwright/test';

/** The app's storage keys the tests set up (the app's own names). */
export const PREFERENCES_KEY = 'glide.preferences';
export const LANGUAGE_KEY = 'userLanguage';

/**
 * Puts `entries` into the localStorage of the page (or of each page of the context) before the
 * app's first start in its tab, and never again: reloads then see what the app itself stored, as
 * they would for a person.
 */
export async function seedLocalStorage(
  target: Page | BrowserContext,
  entries: Readonly<Record<string, string>>,
): Promise<void> {
  await target.addInitScript((seed: Record<string, string>) => {
    const marker = 'glide-e2e-seeded';
    if (window.sessionStorage.getItem(marker) !== null) return;
    window.sessionStorage.setItem(marker, '1');
    for (const [key, value] of Object.entries(seed)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * Settings that skip device selection (a returning visitor), with the theme chosen and, when given,
 * a stored connection key (so that the address's key connects at once) and an API address typed in
 * Settings (another emulator than the build's).
 */
export function returningVisitor(
  options: {
    darkMode?: boolean;
    connectionKey?: string;
    shortcuts?: boolean;
    apiBaseUrl?: string | undefined;
  } = {},
): Record<string, string> {
  return {
    [PREFERENCES_KEY]: JSON.stringify({
      version: 1,
      deviceSelectionComplete: true,
      darkMode: options.darkMode ?? true,
      ...(options.connectionKey === undefined ? {} : { connectionKey: options.connectionKey }),
      ...(options.shortcuts === true ? { keyBinding: { enabled: true } } : {}),
      ...(options.apiBaseUrl === undefined ? {} : { api: { baseUrl: options.apiBaseUrl } }),
    }),
  };
}
