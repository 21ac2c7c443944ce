import i18next from 'i18next';
import { setupI18n } from './setup';

/**
 * Test support: starts the app's i18next instance in en-US (or `language`) with the real locale
 * files, as the app does, without the pseudo-locale. Safe to call in every test file.
 */
export async function startTestI18n(language = 'en-US'): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  await setupI18n({ storedLanguage: language, browserLanguage: null, pseudo: false });
  return i18next;
}
