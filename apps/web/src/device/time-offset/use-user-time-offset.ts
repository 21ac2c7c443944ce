import { useCallback } from 'react';
import type { ErrorMessage } from '../errors/error-message';
import { useHstp } from '../protocols/hstp';
import { useConnection } from '../connection/use-connection';
import { useDeviceState } from '../connection/use-device-state';
import { clampUserTimeOffset } from './user-time-offset';

/** How a save ended: taken, or refused with the reason (none when no device was connected). */
export type SaveOffsetResult =
  { readonly ok: true } | { readonly ok: false; readonly error: ErrorMessage | undefined };

/** What {@link useUserTimeOffset} returns. */
export interface UserTimeOffset {
  /** The device's user time offset in ms (+ moves its movements later); undefined until read. */
  readonly offsetMs: number | undefined;
  /** True when a device is connected and its offset known, so it can be changed. */
  readonly available: boolean;
  /** Sets the offset (clamped, whole ms); in a quick series only the newest is sent. */
  readonly setOffsetMs: (offsetMs: number) => void;
  /**
   * Saves `offsetMs` (clamped, whole ms) as one discrete command (waits for budget, never
   * dropped), e.g. the sync test's "Save to device"; resolves with whether the device took it.
   */
  readonly save: (offsetMs: number) => Promise<SaveOffsetResult>;
}

/**
 * The user's time offset, one value for the whole app: the device's own (`/hstp/offset`), which
 * the device applies to every script it plays and keeps across reloads. The shortcut keys, the
 * configure page, the sync page and the players all read and change this one value, so a player
 * never shifts playback a second time on top of it.
 */
export function useUserTimeOffset(): UserTimeOffset {
  const { status, connectionKey } = useConnection();
  const offsetMs = useDeviceState((s) => s.clock.deviceUserTimeOffsetMs);
  const { stepOffset, setOffset } = useHstp();
  const setOffsetMs = useCallback(
    (next: number) => void stepOffset(clampUserTimeOffset(next)),
    [stepOffset],
  );
  const save = useCallback(
    async (next: number): Promise<SaveOffsetResult> => {
      const outcome = await setOffset(clampUserTimeOffset(next));
      // The device in use's answer decides; a linked device that failed is said on its own.
      const own = outcome?.results.find((result) => result.connectionKey === connectionKey);
      if (own?.ok) return { ok: true };
      return { ok: false, error: own && !own.ok ? own.error : undefined };
    },
    [setOffset, connectionKey],
  );
  return {
    offsetMs,
    available: status === 'connected' && offsetMs !== undefined,
    setOffsetMs,
    save,
  };
}
