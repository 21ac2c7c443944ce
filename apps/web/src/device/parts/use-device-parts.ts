/**
 * The linked devices of a player, each with its part, and the claim that keeps the group's calls
 * off the ones that play their own (`own-part-keys.ts`) while the player is on the page.
 */
import { useEffect, useMemo } from 'react';
import type { Preferences } from '../../preferences';
import { preferencesStore } from '../../preferences/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import { useConnection } from '../connection/use-connection';
import { hasOwnPart, type DevicePart } from './device-part';
import { claimOwnPartKeys } from './own-part-keys';

/** One linked device as a player shows it. */
export interface LinkedPart {
  readonly device: Preferences['linkedDevices'][number];
  /** Its part when it plays its own, else `undefined` (it plays along with the device in use). */
  readonly part: DevicePart | undefined;
}

/** What {@link useDeviceParts} returns. */
export interface DeviceParts {
  /** The linked devices while they play along (multicast on, a device connected); else none. */
  readonly linked: readonly LinkedPart[];
  /**
   * Changes when the set of devices playing their own part changes: the device in use's script is
   * then set up again, so that a device given back to the group gets the group's script.
   */
  readonly ownKeysSignature: string;
  /** Saves `part` as `connectionKey`'s (`undefined`: it plays what the device in use plays). */
  readonly setPart: (connectionKey: string, part: DevicePart | undefined) => boolean;
}

/** Keeps only what a part sets (an offset of 0 is none). */
function trimmed(part: DevicePart | undefined): DevicePart | undefined {
  if (!hasOwnPart(part)) return undefined;
  return {
    ...(part.script === undefined ? {} : { script: part.script }),
    ...(part.strokeZonePct === undefined ? {} : { strokeZonePct: part.strokeZonePct }),
    ...((part.offsetMs ?? 0) === 0 ? {} : { offsetMs: part.offsetMs }),
  };
}

/** The linked devices and their parts; claims the ones with their own while the caller is mounted. */
export function useDeviceParts(): DeviceParts {
  const { status, connectionKey } = useConnection();
  const { linkedDevices, multicastActive } = usePreferences();
  const active = multicastActive && status === 'connected';
  const linked = useMemo(
    () =>
      active
        ? linkedDevices
            .filter((device) => device.connectionKey !== connectionKey)
            .map((device) => ({
              device,
              part: hasOwnPart(device.part) ? device.part : undefined,
            }))
        : [],
    [active, linkedDevices, connectionKey],
  );
  // Keys are letters and digits only, so a newline-joined list is a faithful dependency.
  const ownKeysSignature = linked
    .filter((item) => item.part !== undefined)
    .map((item) => item.device.connectionKey)
    .join('\n');
  useEffect(
    () => claimOwnPartKeys(ownKeysSignature === '' ? [] : ownKeysSignature.split('\n')),
    [ownKeysSignature],
  );
  return {
    linked,
    ownKeysSignature,
    setPart: (key, part) => {
      const devices = preferencesStore().get().linkedDevices;
      const next = devices.map((device) => {
        if (device.connectionKey !== key) return device;
        const { part: _old, ...rest } = device;
        const kept = trimmed(part);
        return kept ? { ...rest, part: kept } : rest;
      });
      return preferencesStore().update({ linkedDevices: next }).ok;
    },
  };
}
