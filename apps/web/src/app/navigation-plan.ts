import * as v from 'valibot';
import type { DeviceKind } from '../preferences';
import { deviceKindOfFemaleParam } from '../device/select-device';
import type { SharedLink } from '../device/shared-visit';
import { safeRedirectPath } from '../lib/safe-redirect';

/** The path of the device selection page, and its query parameter with the original target. */
export const DEVICE_SELECTION_PATH = '/device-selection';
export const REDIRECT_PARAM = 'redirect';

/** Query parameters consumed on any route (spec §2) and removed from the address afterwards. */
const KEY_PARAMS = ['k', 'key'] as const;
const FEMALE_PARAM = 'female';

/** Where a shared link's page lives once its key is out of the address. */
export const SHARE_PATH = '/share';

const SHARE_LINK = /^\/share\/([^/]{1,256})(?:\/([^/]{1,64}))?\/?$/i;

/** The key and page of a shared link's path, or `undefined` for any other path. */
export function sharedLinkOf(pathname: string): SharedLink | undefined {
  const match = SHARE_LINK.exec(pathname);
  const key = match?.[1];
  if (key === undefined) return undefined;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return undefined;
    }
  };
  const rawRoute = match?.[2];
  const parts = { key: decode(key), route: rawRoute === undefined ? '' : decode(rawRoute) };
  // An encoded slash or a broken escape is no shared link: the router says "not found" for it.
  if (parts.key === undefined || parts.route === undefined) return undefined;
  if (parts.key.includes('/') || parts.route.includes('/')) return undefined;
  return { key: parts.key, route: rawRoute === undefined ? undefined : parts.route };
}

/** What a navigation asks for, and where it must go instead (if anywhere). */
export interface NavigationPlan {
  /**
   * A shared link's key and page, taken out of the address: hold them in memory for the share
   * page (the redirect goes to {@link SHARE_PATH}, or to device selection on a first visit).
   */
  readonly sharedLink?: SharedLink;
  /** A connection key from `k` or `key`: store it and connect. */
  readonly connectionKey?: string;
  /** From `female`: `'true'` selects the Oh, anything else The Handy. */
  readonly deviceKind?: DeviceKind;
  /** Replace the navigation with this same-origin path (guard, or the consumed parameters removed). */
  readonly redirectTo?: string;
}

/** The state the plan depends on. */
export interface NavigationState {
  readonly deviceSelectionComplete: boolean;
}

/** Query values arrive as any text; only a bounded single value is used. */
const paramSchema = v.pipe(v.string(), v.trim(), v.maxLength(256));

interface Consumed {
  connectionKey?: string;
  deviceKind?: DeviceKind;
  changed: boolean;
}

/** Reads and deletes the spec's parameters from `params` (mutated). */
function consume(params: URLSearchParams): Consumed {
  const out: Consumed = { changed: false };
  for (const name of KEY_PARAMS) {
    const raw = params.get(name);
    if (raw === null) continue;
    const parsed = v.safeParse(paramSchema, raw);
    // `k` wins over `key` when both are given; both are removed either way.
    if (parsed.success && parsed.output !== '' && out.connectionKey === undefined) {
      out.connectionKey = parsed.output;
    }
    params.delete(name);
    out.changed = true;
  }
  const female = params.get(FEMALE_PARAM);
  if (female !== null) {
    out.deviceKind = deviceKindOfFemaleParam(female);
    // Consumed like the key, so that coming back to the address later cannot undo a later choice.
    params.delete(FEMALE_PARAM);
    out.changed = true;
  }
  return out;
}

const pathOf = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

/** Spec §2: the guard lets a navigation pass when selection is complete or it goes to selection. */
export function isDeviceSelectionPath(pathname: string): boolean {
  return pathname.includes('device-selection');
}

/**
 * Plans one navigation (spec §2): reads `k`/`key` and `female` on any route, also inside device
 * selection's `redirect` target, and removes them so that a key never stays in the address bar,
 * the history or a bookmark; then applies the guard, which sends every navigation to device
 * selection (with the original path, cleaned, as `redirect`) until a device has been chosen.
 */
export function planNavigation(url: URL, state: NavigationState): NavigationPlan {
  // A shared link's key leaves the address at once, and never rides along in `redirect`.
  const sharedLink = sharedLinkOf(url.pathname);
  if (sharedLink) {
    const redirectTo = state.deviceSelectionComplete
      ? SHARE_PATH
      : `${DEVICE_SELECTION_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: SHARE_PATH }).toString()}`;
    return { sharedLink, redirectTo };
  }
  const target = new URL(url.href);
  const direct = consume(target.searchParams);
  let connectionKey = direct.connectionKey;
  let deviceKind = direct.deviceKind;
  let changed = direct.changed;

  if (isDeviceSelectionPath(target.pathname)) {
    const rawRedirect = target.searchParams.get(REDIRECT_PARAM);
    if (rawRedirect !== null) {
      const safe = safeRedirectPath(rawRedirect);
      const inner = safe === null ? null : new URL(safe, target.origin);
      const nestedShare = inner ? sharedLinkOf(inner.pathname) : undefined;
      if (nestedShare && inner) {
        inner.pathname = SHARE_PATH;
        inner.search = '';
        target.searchParams.set(REDIRECT_PARAM, pathOf(inner));
        return { sharedLink: nestedShare, redirectTo: pathOf(target) };
      }
      const nested = inner ? consume(inner.searchParams) : { changed: false };
      connectionKey ??= nested.connectionKey;
      deviceKind ??= nested.deviceKind;
      if (!inner) {
        // An unsafe target is dropped here, so it is never followed later.
        target.searchParams.delete(REDIRECT_PARAM);
        changed = true;
      } else if (nested.changed) {
        target.searchParams.set(REDIRECT_PARAM, pathOf(inner));
        changed = true;
      }
    }
  } else if (!state.deviceSelectionComplete) {
    const redirectTo = `${DEVICE_SELECTION_PATH}?${new URLSearchParams({
      [REDIRECT_PARAM]: pathOf(target),
    }).toString()}`;
    return { ...definedOnly({ connectionKey, deviceKind }), redirectTo };
  }

  return {
    ...definedOnly({ connectionKey, deviceKind }),
    ...(changed ? { redirectTo: pathOf(target) } : {}),
  };
}

function definedOnly(values: {
  connectionKey: string | undefined;
  deviceKind: DeviceKind | undefined;
}): Pick<NavigationPlan, 'connectionKey' | 'deviceKind'> {
  return {
    ...(values.connectionKey !== undefined ? { connectionKey: values.connectionKey } : {}),
    ...(values.deviceKind !== undefined ? { deviceKind: values.deviceKind } : {}),
  };
}
