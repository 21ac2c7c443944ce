/**
 * The links that carry a connection key, once for every producer and for the reader
 * (`src/app/address-keys.ts`). The key rides in the fragment (`#k=<key>`), which a browser never
 * sends to a server, neither in the request nor in a Referer; the app takes it out of the address
 * before anything else runs. Spec §2's older forms (`?k=`, `?key=`, `/share/<key>/<page>`) are
 * still read once, and rewritten at once.
 */

/** The fragment parameter with the key (spec §2 names `k`, and `key` as well, for the query). */
export const KEY_PARAM = 'k';
/** The share page's fragment parameter naming the page a shared link opens. */
export const SHARE_TO_PARAM = 'to';
/** Where a shared link's page lives. */
export const SHARE_PATH = '/share';

/**
 * The address that opens `path` (`/hamp`, say) on this site and connects with `connectionKey`
 * (stored as the visitor's own key): `<origin><path>#k=<key>`.
 */
export function quickConnectLink(origin: string, path: string, connectionKey: string): string {
  const url = new URL(path, origin);
  url.hash = new URLSearchParams({ [KEY_PARAM]: connectionKey }).toString();
  return url.href;
}

/**
 * The address that opens `route` (a share page's name, `remote` say) for another person, connected
 * to the device with `connectionKey` for that visit only: `<origin>/share#k=<key>&to=<route>`. The
 * key is the whole credential, so the link is as powerful as the key itself.
 */
export function shareLink(origin: string, connectionKey: string, route: string): string {
  const url = new URL(SHARE_PATH, origin);
  url.hash = new URLSearchParams({
    [KEY_PARAM]: connectionKey,
    [SHARE_TO_PARAM]: route,
  }).toString();
  return url.href;
}
