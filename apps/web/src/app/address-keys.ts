import * as v from 'valibot';
import { KEY_PARAM, SHARE_PATH, SHARE_TO_PARAM } from '../device/sharing/key-links';
import type { SharedLink } from '../device/sharing/shared-visit';
import { safeRedirectPath } from '../lib/safe-redirect';

/** The path of the device selection page, and its query parameter with the original target. */
export const DEVICE_SELECTION_PATH = '/device-selection';
export const REDIRECT_PARAM = 'redirect';

/** Spec §2: the guard lets a navigation pass when selection is complete or it goes to selection. */
export function isDeviceSelectionPath(pathname: string): boolean {
  return pathname.includes('device-selection');
}

/** The keys an address carried. */
export interface AddressKeys {
  /** From `#k=`, `?k=` or `?key=`: store it and connect. */
  readonly connectionKey?: string;
  /** From `/share#k=…&to=…` or `/share/<key>/<page>`: for the share page, never stored. */
  readonly sharedLink?: SharedLink;
}

/** An address with every key taken out. */
export interface KeyFreeAddress {
  readonly keys: AddressKeys;
  /** The same-origin address without the keys: path, query and fragment. */
  readonly path: string;
  /** Whether a key form was found (then the address must be replaced, even if no key was valid). */
  readonly changed: boolean;
}

/** Both names spec §2 gives the key; `k` wins when both are given. */
const KEY_NAMES = [KEY_PARAM, 'key'] as const;
/** A key parameter's value: any text; a longer one is no key at all (keys have at most 64). */
const keyValueSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256));
const SHARE_PAGE = /^\/share\/?$/i;
const OLD_SHARE = /^\/share\/(.+)$/i;
const OLD_SHARE_PARTS = /^([^/]{1,256})(?:\/([^/]{1,64}))?\/?$/;

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * The key and page of an old shared link's path (`/share/<key>[/<page>]`). Any other path below
 * `/share/` is a broken link: its key is `''`, so the share page says so (the path may still
 * hold a key, and must leave the address like any other).
 */
function oldSharedLink(rest: string): SharedLink {
  const match = OLD_SHARE_PARTS.exec(rest);
  const key = match?.[1] === undefined ? undefined : decoded(match[1]);
  const route = match?.[2] === undefined ? '' : decoded(match[2]);
  if (key === undefined || route === undefined || key.includes('/') || route.includes('/')) {
    return { key: '', route: undefined };
  }
  return { key, route: match?.[2] === undefined ? undefined : route };
}

/** Reads and deletes the key parameters of `params` (mutated); `found` if any was there. */
function takeKey(params: URLSearchParams): { key?: string; found: boolean } {
  let key: string | undefined;
  let found = false;
  for (const name of KEY_NAMES) {
    const raw = params.get(name);
    if (raw === null) continue;
    found = true;
    params.delete(name);
    const value = v.safeParse(keyValueSchema, raw);
    if (key === undefined && value.success) key = value.output;
  }
  return key === undefined ? { found } : { key, found };
}

const pathOf = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

/**
 * Takes every connection key out of an address (spec §2 and issue 10): the fragment's `k`/`key`
 * (on `/share` with `to`, a shared link), an old `/share/<key>/<page>` path (any path below
 * `/share/`), the `k`/`key` query parameters, and all of these inside device selection's
 * `redirect` target. Every other part of the address is kept. Pure: the caller replaces the address.
 */
export function takeKeysFromAddress(url: URL, nested = false): KeyFreeAddress {
  const target = new URL(url.href);
  let connectionKey: string | undefined;
  let sharedLink: SharedLink | undefined;
  let changed = false;

  const fragment = new URLSearchParams(target.hash.slice(1));
  const fromFragment = takeKey(fragment);
  if (fromFragment.found) {
    changed = true;
    const route = fragment.get(SHARE_TO_PARAM);
    if (SHARE_PAGE.test(target.pathname)) {
      fragment.delete(SHARE_TO_PARAM);
      sharedLink = { key: fromFragment.key ?? '', route: route ?? undefined };
    } else {
      connectionKey = fromFragment.key;
    }
    const rest = fragment.toString();
    target.hash = rest === '' ? '' : rest;
  }

  const oldShare = OLD_SHARE.exec(target.pathname)?.[1];
  if (oldShare !== undefined) {
    changed = true;
    sharedLink ??= oldSharedLink(oldShare);
    target.pathname = SHARE_PATH;
  }

  const fromQuery = takeKey(target.searchParams);
  if (fromQuery.found) {
    changed = true;
    connectionKey ??= fromQuery.key;
  }

  const redirect = target.searchParams.get(REDIRECT_PARAM);
  const safe = redirect === null || nested ? null : safeRedirectPath(redirect);
  if (safe !== null && isDeviceSelectionPath(target.pathname)) {
    const inner = takeKeysFromAddress(new URL(safe, target.origin), true);
    if (inner.changed) {
      changed = true;
      connectionKey ??= inner.keys.connectionKey;
      sharedLink ??= inner.keys.sharedLink;
      target.searchParams.set(REDIRECT_PARAM, inner.path);
    }
  }

  const keys = {
    ...(connectionKey === undefined ? {} : { connectionKey }),
    ...(sharedLink === undefined ? {} : { sharedLink }),
  };
  // `URL` leaves a lone `?` or `#` behind when the last parameter goes.
  return { keys, path: pathOf(target).replace(/[?#]$/, ''), changed };
}

/** The fragment that carries `keys` on to another address (`k=…`, with `to=…` for a shared link). */
export function keyFragment(keys: AddressKeys): string {
  const params = new URLSearchParams();
  const key = keys.sharedLink?.key ?? keys.connectionKey;
  if (key !== undefined) params.set(KEY_PARAM, key);
  const route = keys.sharedLink?.route;
  if (route !== undefined) params.set(SHARE_TO_PARAM, route);
  return params.toString();
}

/** Keys taken out of the page's address that the navigation loader has not acted on yet. */
let held: AddressKeys | undefined;

/**
 * Takes the keys out of the page's own address now: replaces the address (and so this history
 * entry) with the key-free one, and keeps the keys in memory for the navigation loader
 * ({@link takeHeldKeys}). Returns them.
 */
export function takeKeysFromPageAddress(): AddressKeys {
  const address = takeKeysFromAddress(new URL(window.location.href));
  if (!address.changed) return {};
  window.history.replaceState(window.history.state, '', address.path);
  held = { ...held, ...address.keys };
  return address.keys;
}

/** The keys taken out of the page's address since the last call, if any (then forgotten). */
export function takeHeldKeys(): AddressKeys | undefined {
  const keys = held;
  held = undefined;
  return keys;
}

/**
 * A key typed or followed into the fragment of the page already open (`/hamp` → `/hamp#k=…`) is a
 * same-document navigation: nothing reloads and the router does not run its loader for a change of
 * fragment. This takes such a key out of the address at once and calls `onKeys`, which has the
 * loader act on it. Returns the disposer.
 */
export function followAddressKeys(onKeys: () => void): () => void {
  const listener = () => {
    const keys = takeKeysFromPageAddress();
    if (keys.connectionKey !== undefined || keys.sharedLink !== undefined) onKeys();
  };
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}
