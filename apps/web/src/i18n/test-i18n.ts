import i18next from 'i18next';
import { indexLocaleFiles } from './locale-files';
import { setupI18n } from './setup';

/**
 * The app's locale files, imported as modules: the app fetches them by address, which a test
 * environment without a server cannot do.
 */
const testLocaleIndex = indexLocaleFiles(
  import.meta.glob<unknown>('./locales/*.json', { import: 'default' }),
  import.meta.glob<unknown>(
    ['../features/*/locales/*.json', '../app/*/locales/*.json', '../player/locales/*.json'],
    { import: 'default' },
  ),
);

/**
 * Test support: starts the app's i18next instance in en-US (or `language`) with the real locale
 * files, as the app does, without the pseudo-locale. Safe to call in every test file.
 */
export async function startTestI18n(language = 'en-US'): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  await setupI18n({
    storedLanguage: language,
    browserLanguage: null,
    pseudo: false,
    index: testLocaleIndex,
  });
  return i18next;
}
