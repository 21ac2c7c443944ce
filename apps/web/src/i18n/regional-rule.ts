import * as v from 'valibot';
import { httpUrl } from '../lib/url-schema';

/** What {@link regionalRule} looks at. */
export interface RegionalInput {
  /** The page's address now. */
  readonly href: string;
  /** The language as stored or reported by the browser, before any mapping (`ja-JP`, say). */
  readonly language: string | null;
  /** The Japanese site (`VITE_JAPANESE_SITE_URL`); no redirect when unset. */
  readonly japaneseSiteUrl: string | undefined;
}

/** What the regional rule asks for. */
export interface RegionalOutcome {
  /** Spec §6: on for a `.jp` host. */
  readonly japaneseContentFilter: boolean;
  /** Where to send the browser instead (same path and query on the Japanese site), if anywhere. */
  readonly redirectTo: string | null;
}

const siteSchema = httpUrl();

/**
 * Spec §6: the Japanese content filter is on when the host name contains `.jp`; a language that
 * includes `jp` (compared without case, so `ja-JP` counts) on another host goes to the Japanese
 * site, keeping path, query and hash. Never redirects to the host it is on (no loop) or to a site
 * that is not a valid http(s) URL.
 */
export function regionalRule(input: RegionalInput): RegionalOutcome {
  const current = new URL(input.href);
  const isJapaneseHost = current.hostname.toLowerCase().includes('.jp');
  const wantsJapanese = (input.language ?? '').toLowerCase().includes('jp');
  const site = v.safeParse(siteSchema, input.japaneseSiteUrl?.trim());
  if (isJapaneseHost || !wantsJapanese || !site.success) {
    return { japaneseContentFilter: isJapaneseHost, redirectTo: null };
  }
  const target = new URL(site.output);
  if (target.host === current.host) return { japaneseContentFilter: false, redirectTo: null };
  // The site may live under a path of its own; the app's path goes below it.
  const basePath = target.pathname.replace(/\/+$/, '');
  target.pathname = `${basePath}${current.pathname}`;
  target.search = current.search;
  target.hash = current.hash;
  return { japaneseContentFilter: false, redirectTo: target.href };
}
