/**
 * A Stash server's address as a person types it: `192.168.1.10:9999`, `http://stash.local:9999/`,
 * `https://example.org/stash` behind a proxy, or the GraphQL endpoint itself pasted from Stash's
 * settings. Read into the server's base URL (always ending in `/`), or refused with a reason.
 */

/** Why an address is no Stash server address. */
export type StashAddressProblem =
  | 'empty'
  | 'not_a_url'
  | 'not_http'
  /** `user:password@`: a secret in the address, which Glide keeps out of addresses. */
  | 'credentials_in_address'
  /** `?apikey=`: the key goes into its own field, never into the address. */
  | 'key_in_address';

export type StashAddress =
  | { readonly ok: true; readonly baseUrl: string }
  | { readonly ok: false; readonly problem: StashAddressProblem };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Reads a typed address into the server's base URL. */
export function parseStashAddress(input: string): StashAddress {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `http://${text}`);
  } catch {
    return { ok: false, problem: 'not_a_url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: 'not_http' };
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'credentials_in_address' };
  }
  for (const name of url.searchParams.keys()) {
    if (name.toLowerCase() === 'apikey') return { ok: false, problem: 'key_in_address' };
  }
  // The endpoint pasted whole, or Stash's own page: the server is what comes before.
  const path = url.pathname.replace(/\/(graphql|playground)?\/?$/i, '');
  return { ok: true, baseUrl: `${url.origin}${path}/` };
}

/** The server's GraphQL endpoint. */
export function graphqlUrl(baseUrl: string): string {
  return new URL('graphql', baseUrl).href;
}

/** Hosts a secure page may call over plain http: this machine (browsers treat it as secure). */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Whether a page of `pageProtocol` may call `baseUrl` at all: a secure page may not call an insecure
 * server (mixed content) unless it is this machine. The browser would refuse without saying why.
 */
export function isBlockedAsMixedContent(baseUrl: string, pageProtocol: string): boolean {
  const url = new URL(baseUrl);
  return pageProtocol === 'https:' && url.protocol === 'http:' && !isLoopback(url.hostname);
}
