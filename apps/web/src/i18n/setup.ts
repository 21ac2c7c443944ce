import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, resolveLanguage } from '@glide/core';
import { resources } from './resources';
import { logger } from '../lib/logger';
import { readStoredLanguage } from '../lib/storage';

/**
 * Starts i18next with the language resolved as spec §4 (stored choice, browser language, en-US).
 * A resolved language Glide has no translation for falls back to en-US for the texts.
 */
export async function setupI18n(): Promise<typeof i18next> {
  const resolution = resolveLanguage(readStoredLanguage(), navigator.language);
  if (resolution.warning) logger.warn(resolution.warning);
  const lng = isSupportedLanguage(resolution.code) ? resolution.code : DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  return i18next;
}
