import { isSupportedLanguage, type SupportedLanguage } from '@glide/core';

/** Loads one locale file's parsed JSON. */
export type LocaleFileLoader = () => Promise<unknown>;

/** The namespace of the shell's shared texts (layout, menu, connection, errors, notifications). */
export const COMMON_NAMESPACE = 'common';

/**
 * Every locale file of the app, found at build time and loaded on demand, one chunk per file:
 * `src/i18n/locales/<lang>.json` is the `common` namespace, `src/features/<feature>/locales/<lang>.json`
 * the namespace `<feature>`. So a page's texts load with the page, in the language in use only.
 */
const commonFiles = import.meta.glob<unknown>('./locales/*.json', { import: 'default' });
const featureFiles = import.meta.glob<unknown>('../features/*/locales/*.json', {
  import: 'default',
});

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
    const match = /\/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (match?.[1] && match[2]) add(match[1], match[2], loader);
  }
  return index;
}

/** The app's locale files. */
export const localeIndex: LocaleIndex = indexLocaleFiles(commonFiles, featureFiles);
