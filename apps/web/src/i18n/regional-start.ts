import { preferredLanguageTag } from '@glide/core';
import type { PreferencesStore } from '../preferences';
import { regionalRule } from './regional-rule';

/** What {@link startRegional} reads and acts on; `main.tsx` passes the browser's. */
export interface RegionalStartDeps {
  /** The page's address now. */
  readonly href: string;
  /** The stored language choice (`userLanguage`), if any. */
  readonly storedLanguage: string | null;
  /** The browser's language tag (`navigator.language`). */
  readonly browserLanguage: string | null;
  /** The build's `VITE_JAPANESE_SITE_URL`; see {@link japaneseSiteOf}. */
  readonly japaneseSiteUrl: string | undefined;
  readonly preferences: Pick<PreferencesStore, 'get' | 'update'>;
  /** Leaves for another address, replacing this history entry (`location.replace`). */
  readonly redirect: (url: string) => void;
  /** Told when the Japanese filter could not be saved. */
  readonly warn: (message: string, problems: readonly string[]) => void;
}

/**
 * The Japanese site of a build: `VITE_JAPANESE_SITE_URL` when set, else none. Glide has no Japanese
 * site of its own and the spec names no address, so by default nobody is redirected (a guessed
 * address would strand visitors on a site that may not exist) and the rule only turns the Japanese
 * filter on for a `.jp` host.
 */
export function japaneseSiteOf(configured: string | undefined): string | undefined {
  const trimmed = configured?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Spec §6 at start-up, before anything renders: a visitor whose language (stored, else the
 * browser's, as §4 resolves it) includes `jp`, on a host that is not a `.jp` one, is sent to the
 * Japanese site with path and query; on a `.jp` host the Japanese content filter is turned on.
 * Returns false when the page is being left, so that start-up goes no further.
 */
export function startRegional(deps: RegionalStartDeps): boolean {
  const outcome = regionalRule({
    href: deps.href,
    language: preferredLanguageTag(deps.storedLanguage, deps.browserLanguage),
    japaneseSiteUrl: japaneseSiteOf(deps.japaneseSiteUrl),
  });
  if (outcome.redirectTo) {
    deps.redirect(outcome.redirectTo);
    return false;
  }
  if (outcome.japaneseContentFilter && !deps.preferences.get().japaneseContentFilter) {
    const result = deps.preferences.update({ japaneseContentFilter: true });
    if (!result.ok) deps.warn('Japanese content filter not set', result.problems);
  }
  return true;
}
