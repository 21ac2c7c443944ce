import * as v from 'valibot';
import { preferencesSchema } from '../../../preferences';
import { readScript, type ScriptResult } from './read-script';

/** The stored address fields: `''` (none) or an http(s) URL; what validates here can be stored. */
const urlField = preferencesSchema.entries.localPlayer.entries.scriptUrl;

/** The outcome of {@link checkSourceUrl}. */
export type UrlCheck =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

/**
 * Checks an address the user typed for a video or script: an absolute http(s) URL (trimmed), the
 * same rule the settings store it by. Anything else (`javascript:`, `file:`, a bare word) is
 * refused before it reaches the page.
 */
export function checkSourceUrl(text: string): UrlCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const parsed = v.safeParse(urlField, text);
  if (!parsed.success || parsed.output === '') return { ok: false, reason: 'invalid' };
  return { ok: true, url: parsed.output };
}

/** The file name an address ends in (`…/clips/movie.funscript?x=1` → `movie.funscript`). */
export function fileNameOfUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    return decodeURIComponent(last) || url;
  } catch {
    return url;
  }
}

/** Why a script address gave no script, besides a bad file. */
export type FetchProblem = 'NETWORK' | 'HTTP';

/** The outcome of {@link fetchScript}. */
export type FetchedScript = ScriptResult | { readonly ok: false; readonly problem: FetchProblem };

/**
 * Fetches and parses the script at `url` with `fetchFn` (the app's `browserFetch`; tests hand in
 * their own). Never throws: a failed request, an HTTP error and a bad file each come back as a
 * problem the page translates.
 */
export async function fetchScript(
  url: string,
  fetchFn: typeof fetch,
  signal?: AbortSignal,
): Promise<FetchedScript> {
  let text: string;
  try {
    const response = await fetchFn(url, signal === undefined ? {} : { signal });
    if (!response.ok) return { ok: false, problem: 'HTTP' };
    text = await response.text();
  } catch {
    return { ok: false, problem: 'NETWORK' };
  }
  return readScript(text, fileNameOfUrl(url));
}
