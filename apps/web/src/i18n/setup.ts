import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, resolveLanguage } from '@glide/core';
import { logger } from '../lib/logger';
import { readStoredLanguage } from '../lib/storage';
import { createLocaleBackend } from './backend';
import { COMMON_NAMESPACE, localeIndex, type LocaleIndex } from './locale-files';
import { isPseudoLocaleRequested, setPseudoLocaleActive } from './pseudo';

/** Options of {@link setupI18n}; the defaults read the browser. */
export interface SetupI18nOptions {
  storedLanguage?: string | null;
  browserLanguage?: string | null;
  pseudo?: boolean;
  index?: LocaleIndex;
  instance?: i18n;
  /**
   * Shows a problem to the user: the app passes the notifications' `notify` (`src/ui`, which sits
   * above i18n, so i18n takes it from its caller). Without it a problem is only logged.
   */
  notify?: (problem: { readonly kind: 'negative'; readonly message: string }) => void;
}

/** Spec §8's message when the default language's texts are not there. */
export const DEFAULT_LANGUAGE_NOT_FOUND = 'Default language not found';

/**
 * The language Glide shows (spec §4): the stored choice, else the browser's language, else en-US,
 * mapped by its prefix. A resolved language Glide has no texts for shows the en-US texts, so the
 * language in force is en-US then. Too-short codes are warned about.
 */
export function uiLanguageOf(stored: string | null, browser: string | null) {
  const resolution = resolveLanguage(stored, browser);
  if (resolution.warning) logger.warn(resolution.warning);
  return isSupportedLanguage(resolution.code) ? resolution.code : DEFAULT_LANGUAGE;
}

/**
 * Starts i18next: the language of {@link uiLanguageOf}, the `common` namespace loaded now and every
 * page's namespace on demand, `<html lang>` kept in step with the language in force.
 */
export async function setupI18n(options: SetupI18nOptions = {}): Promise<i18n> {
  const instance = options.instance ?? i18next;
  const language = uiLanguageOf(
    options.storedLanguage === undefined ? readStoredLanguage() : options.storedLanguage,
    options.browserLanguage === undefined ? navigator.language : options.browserLanguage,
  );
  const pseudo =
    options.pseudo ??
    isPseudoLocaleRequested(window.location.search, import.meta.env.VITE_PSEUDO_LOCALE);
  setPseudoLocaleActive(pseudo);
  await instance
    .use(createLocaleBackend({ index: options.index ?? localeIndex, pseudo }))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      // Only the exact shipped codes exist: never look for `en` next to `en-US`.
      load: 'currentOnly',
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // Ask for the texts now, not in a later task: start-up creates the router meanwhile.
      initAsync: false,
    });
  // en-US is what every missing text falls back to (spec §9): without its common texts, whatever
  // the UI language lacks shows as a bare key. Say so, in the UI language if its texts are there;
  // with none at all, in the spec's own words.
  if (!instance.hasResourceBundle(DEFAULT_LANGUAGE, COMMON_NAMESPACE)) {
    logger.error(DEFAULT_LANGUAGE_NOT_FOUND, DEFAULT_LANGUAGE);
    options.notify?.({
      kind: 'negative',
      message: instance.t('errors.defaultLanguageNotFound', {
        defaultValue: DEFAULT_LANGUAGE_NOT_FOUND,
      }),
    });
  }
  document.documentElement.lang = instance.resolvedLanguage ?? language;
  instance.on('languageChanged', (code) => {
    document.documentElement.lang = isSupportedLanguage(code) ? code : DEFAULT_LANGUAGE;
  });
  return instance;
}
