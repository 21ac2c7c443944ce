/** The languages Glide ships, with their own names (spec §3). */
export const SUPPORTED_LANGUAGES = [
  { code: 'en-US', label: 'English' },
  { code: 'nb-NO', label: 'Norsk' },
  { code: 'pt-BR', label: 'Português' },
  { code: 'es-ES', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr-FR', label: 'Français' },
  { code: 'ja', label: '日本語' },
  { code: 'ko', label: '한국어' },
] as const;

/** A language code Glide has translations for. */
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number]['code'];

/** The language used when nothing else applies (spec §9). */
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en-US';

const PREFIX_MAP: Readonly<Record<string, SupportedLanguage>> = {
  en: 'en-US',
  nb: 'nb-NO',
  no: 'nb-NO',
  nn: 'nb-NO',
  pt: 'pt-BR',
  es: 'es-ES',
  de: 'de',
  fr: 'fr-FR',
  ja: 'ja',
  ko: 'ko',
};

/** The outcome of {@link resolveLanguage}; `warning` is set when the input was rejected. */
export interface LanguageResolution {
  code: string;
  warning?: string;
}

/** `tag` trimmed, or `undefined` when there is none or it is blank. */
function presentTag(tag: string | null | undefined): string | undefined {
  const trimmed = tag?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * The language tag the user prefers, before any mapping (spec §4): the stored preference, else the
 * browser's language tag, else en-US. A stored preference that is empty is no preference, so the
 * browser's language applies. The regional rule (§6) reads this raw tag (`ja-JP` contains `jp`).
 */
export function preferredLanguageTag(
  stored: string | null | undefined,
  browser: string | null | undefined,
): string {
  return presentTag(stored) ?? presentTag(browser) ?? DEFAULT_LANGUAGE;
}

/**
 * Resolves the UI language exactly as spec §4: the {@link preferredLanguageTag}; then the
 * two-letter prefix is mapped (en → en-US, nb/no/nn → nb-NO, …) and other values pass through
 * unchanged. A code shorter than 2 characters is rejected with a warning and en-US is used.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browser: string | null | undefined,
): LanguageResolution {
  const raw = preferredLanguageTag(stored, browser);
  if (raw.length < 2) {
    return {
      code: DEFAULT_LANGUAGE,
      warning: `Language code "${raw}" is shorter than 2 characters; using ${DEFAULT_LANGUAGE}.`,
    };
  }
  const prefix = raw.slice(0, 2).toLowerCase();
  return { code: PREFIX_MAP[prefix] ?? raw };
}

/** Whether `code` is one of the shipped languages. */
export function isSupportedLanguage(code: string): code is SupportedLanguage {
  return SUPPORTED_LANGUAGES.some((l) => l.code === code);
}
