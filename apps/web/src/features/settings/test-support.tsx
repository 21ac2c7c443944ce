import { cleanup, render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { resetPreferencesStoreForTests } from '../../preferences/preferences-instance';
import common from '../../i18n/locales/en-US.json';
import player from '../../player/locales/en-US.json';
import { serializePreferences, PREFERENCES_STORAGE_KEY, type Preferences } from '../../preferences';
import de from './locales/de.json';
import en from './locales/en-US.json';

/** Test helpers of the settings page: its texts in English, a clean store, another tab's writes. */

// jsdom lacks the layout and pointer-capture calls Radix's select makes when its list opens.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
if (typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
}

/**
 * An i18next instance with the settings texts in English (and German, to see a switch), and the
 * common texts in English (the translated errors).
 */
export async function settingsI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { settings: en, common, player }, de: { settings: de } },
    ns: ['settings', 'common', 'player'],
    defaultNS: 'settings',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders `ui` with the English settings texts. */
export async function renderWithTexts(ui: ReactElement): Promise<RenderResult> {
  const instance = await settingsI18n();
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}

/** Starts every test with empty storage and a fresh preferences store. */
export function resetSettingsEnvironment(): void {
  cleanup();
  localStorage.clear();
  resetPreferencesStoreForTests();
}

/** What another tab does when it saves `preferences`: writes the blob, and this tab gets the event. */
export function writeFromAnotherTab(preferences: Preferences): void {
  const newValue = serializePreferences(preferences);
  localStorage.setItem(PREFERENCES_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY, newValue }));
}

/** The text of the elements that describe `element` (`aria-describedby`), as a screen reader reads it. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter((text) => text !== '')
    .join(' ');
}

export { requestUrl } from '../../device/testing/request-url';
