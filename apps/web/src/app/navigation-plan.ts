import type { DeviceKind } from '../preferences';
import { deviceKindOfFemaleParam } from '../device/connection/select-device';
import type { SharedLink } from '../device/sharing/shared-visit';
import { safeRedirectPath } from '../lib/safe-redirect';
import {
  DEVICE_SELECTION_PATH,
  isDeviceSelectionPath,
  REDIRECT_PARAM,
  takeKeysFromAddress,
} from './address-keys';

/** A parameter consumed on any route (spec §2) and removed from the address afterwards. */
const FEMALE_PARAM = 'female';

/** What a navigation asks for, and where it must go instead (if anywhere). */
export interface NavigationPlan {
  /**
   * A shared link's key and page, taken out of the address: hold them in memory for the share
   * page (the redirect goes to `/share`, or to device selection on a first visit).
   */
  readonly sharedLink?: SharedLink;
  /** A connection key from `k` or `key` (fragment or query): store it and connect. */
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

/** Reads and deletes `female` from `params` (mutated). */
function takeDeviceKind(params: URLSearchParams): DeviceKind | undefined {
  const female = params.get(FEMALE_PARAM);
  if (female === null) return undefined;
  // Consumed like the key, so that coming back to the address later cannot undo a later choice.
  params.delete(FEMALE_PARAM);
  return deviceKindOfFemaleParam(female);
}

const pathOf = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

/**
 * Plans one navigation (spec §2): takes every connection key out of the address (see
 * `takeKeysFromAddress`: the fragment, the old share path, `k`/`key`, also inside device
 * selection's `redirect` target) so that a key never stays in the address bar, the history or a
 * bookmark, and reads and removes `female` the same way; then applies the guard, which sends every
 * navigation to device selection (with the original path, cleaned, as `redirect`) until a device
 * has been chosen.
 */
export function planNavigation(url: URL, state: NavigationState): NavigationPlan {
  const taken = takeKeysFromAddress(url);
  const { connectionKey, sharedLink } = taken.keys;
  const target = new URL(taken.path, url.origin);
  let deviceKind = takeDeviceKind(target.searchParams);
  let changed = taken.changed || deviceKind !== undefined;

  if (isDeviceSelectionPath(target.pathname)) {
    const rawRedirect = target.searchParams.get(REDIRECT_PARAM);
    if (rawRedirect !== null) {
      const safe = safeRedirectPath(rawRedirect);
      if (safe === null) {
        // An unsafe target is dropped here, so it is never followed later.
        target.searchParams.delete(REDIRECT_PARAM);
        changed = true;
      } else {
        const inner = new URL(safe, target.origin);
        const innerKind = takeDeviceKind(inner.searchParams);
        if (innerKind !== undefined) {
          deviceKind ??= innerKind;
          target.searchParams.set(REDIRECT_PARAM, pathOf(inner));
          changed = true;
        }
      }
    }
  } else if (!state.deviceSelectionComplete) {
    const redirectTo = `${DEVICE_SELECTION_PATH}?${new URLSearchParams({
      [REDIRECT_PARAM]: pathOf(target),
    }).toString()}`;
    return { ...definedOnly({ connectionKey, deviceKind, sharedLink }), redirectTo };
  }

  return {
    ...definedOnly({ connectionKey, deviceKind, sharedLink }),
    ...(changed ? { redirectTo: pathOf(target) } : {}),
  };
}

function definedOnly(values: {
  connectionKey: string | undefined;
  deviceKind: DeviceKind | undefined;
  sharedLink: SharedLink | undefined;
}): Pick<NavigationPlan, 'connectionKey' | 'deviceKind' | 'sharedLink'> {
  return {
    ...(values.sharedLink !== undefined ? { sharedLink: values.sharedLink } : {}),
    ...(values.connectionKey !== undefined ? { connectionKey: values.connectionKey } : {}),
    ...(values.deviceKind !== undefined ? { deviceKind: values.deviceKind } : {}),
  };
}
