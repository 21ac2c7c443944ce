import { useCallback } from 'react';
import { useHstp } from './protocols/hstp';
import { useConnection } from './use-connection';
import { useDeviceState } from './use-device-state';
import { clampUserTimeOffset } from './user-time-offset';

/** What {@link useUserTimeOffset} returns. */
export interface UserTimeOffset {
  /** The device's user time offset in ms (+ moves its movements later); undefined until read. */
  readonly offsetMs: number | undefined;
  /** True when a device is connected and its offset known, so it can be changed. */
  readonly available: boolean;
  /** Sets the offset (clamped, whole ms); in a quick series only the newest is sent. */
  readonly setOffsetMs: (offsetMs: number) => void;
}

/**
 * The user's time offset, one value for the whole app: the device's own (`/hstp/offset`), which
 * the device applies to every script it plays and keeps across reloads. The shortcut keys, the
 * configure page, the sync page and the players all read and change this one value, so a player
 * never shifts playback a second time on top of it.
 */
export function useUserTimeOffset(): UserTimeOffset {
  const { status } = useConnection();
  const offsetMs = useDeviceState((s) => s.clock.deviceUserTimeOffsetMs);
  const { stepOffset } = useHstp();
  const setOffsetMs = useCallback(
    (next: number) => void stepOffset(clampUserTimeOffset(next)),
    [stepOffset],
  );
  return { offsetMs, available: status === 'connected' && offsetMs !== undefined, setOffsetMs };
}
