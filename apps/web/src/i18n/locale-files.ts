import { isSupportedLanguage, type SupportedLanguage } from '@glide/core';
import localeFiles from 'virtual:glide-locale-files';
import { browserFetch } from '../lib/http';

/** Loads one locale file's parsed JSON. */
export type LocaleFileLoader = () => Promise<unknown>;

/** The namespace of the shell's shared texts (layout, menu, connection, errors, notifications). */
export const COMMON_NAMESPACE = 'common';

/**
 * Every locale file of the app, as the build emits them (`build/locale-files-plugin.ts`): one folder
 * of JSON files, `<base><namespace>/<language>.json`, under one content hash. `src/i18n/locales/<lang>.json`
 * is the `common` namespace, `src/features/<feature>/locales/<lang>.json` the namespace `<feature>`
 * (and `src/app/<part>/locales/<lang>.json` the namespace `<part>`, for a piece of the shell with texts
 * of its own; none has any now), and `src/player/locales/<lang>.json` the namespace
 * `player` (the player components the video pages share). Only the folder and the list of names are
 * in the start-up bundle; a page's texts are fetched with the page, in the language in use only.
 */
/** Fetches and reads one locale file (parsed and checked by the backend). */
function fetchLocale(url: string): LocaleFileLoader {
  return async () => {
    const response = await browserFetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  };
}

/**
 * `<feature>` or `<part>` and the language of a feature's or shell part's locale file, or `player`
 * and the language of a file of `src/player/locales`.
 */
const FEATURE_LOCALE_PATH = /(?:\/(?:features|app)\/([^/]+)|\/(player))\/locales\/([^/]+)\.json$/;

/** Loaders by namespace, then language. */
export type LocaleIndex = ReadonlyMap<string, ReadonlyMap<SupportedLanguage, LocaleFileLoader>>;

/** Builds the index from glob results; file names that are not a shipped language are skipped. */
export function indexLocaleFiles(
  common: Readonly<Record<string, LocaleFileLoader>>,
  features: Readonly<Record<string, LocaleFileLoader>>,
): LocaleIndex {
  const index = new Map<string, Map<SupportedLanguage, LocaleFileLoader>>();
  const add = (namespace: string, language: string, loader: LocaleFileLoader) => {
    if (!isSupportedLanguage(language)) return;
    const byLanguage = index.get(namespace) ?? new Map<SupportedLanguage, LocaleFileLoader>();
    byLanguage.set(language, loader);
    index.set(namespace, byLanguage);
  };
  for (const [path, loader] of Object.entries(common)) {
    const match = /\/locales\/([^/]+)\.json$/.exec(path);
    if (match?.[1]) add(COMMON_NAMESPACE, match[1], loader);
  }
  for (const [path, loader] of Object.entries(features)) {
    const match = FEATURE_LOCALE_PATH.exec(path);
    const namespace = match?.[1] ?? match?.[2];
    if (namespace && match?.[3]) add(namespace, match[3], loader);
  }
  return index;
}

/**
 * The index of locale files at `<base><namespace>/<language>.json`, for the namespaces and languages
 * `files` lists; languages that are not shipped are skipped.
 */
export function indexLocaleAddresses(
  base: string,
  files: Readonly<Record<string, readonly string[]>>,
): LocaleIndex {
  const index = new Map<string, Map<SupportedLanguage, LocaleFileLoader>>();
  for (const [namespace, languages] of Object.entries(files)) {
    const byLanguage = new Map<SupportedLanguage, LocaleFileLoader>();
    for (const language of languages) {
      if (isSupportedLanguage(language)) {
        byLanguage.set(language, fetchLocale(`${base}${namespace}/${language}.json`));
      }
    }
    index.set(namespace, byLanguage);
  }
  return index;
}

/** The app's locale files. */
export const localeIndex: LocaleIndex = indexLocaleAddresses(localeFiles.base, localeFiles.files);
