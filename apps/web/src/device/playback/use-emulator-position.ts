import { useEffect, useState, useSyncExternalStore } from 'react';
import { systemClock } from '@glide/core';
import { apiConfigFrom } from '../../lib/config';
import { browserFetch } from '../../lib/http';
import { usePreferences } from '../../preferences/use-preferences';
import { useConnection } from '../connection/use-connection';
import {
  EMULATOR_POSITION_INTERVAL_MS,
  EMULATOR_POSITION_STILL_INTERVAL_MS,
  followEmulatorPosition,
  type EmulatorPositionReading,
} from './emulator-position';

/** The same reading twice: nothing to render again. */
function sameReading(a: EmulatorPositionReading, b: EmulatorPositionReading): boolean {
  if (a.kind !== 'position' || b.kind !== 'position') return a.kind === b.kind;
  return a.positionPct === b.positionPct;
}

// Whether the tab is shown, read here rather than through `page-signals.ts`, as in
// `lib/animation-frame.ts`: importing that module splits it into a chunk of its own, and the first
// connect grew from 18.4 to 18.5 KB.
function onVisibilityChange(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const tabShown = () => document.visibilityState === 'visible';

/**
 * The emulated device's real position while `enabled` and a device is connected, read from the
 * emulator (`emulator-position.ts`): `undefined` until the first answer, then each reading that
 * differs from the one before; `notEmulator` means the app runs against another API and the
 * option is to be hidden. While `moving` (stroking, a video playing) it is read ten times a second,
 * otherwise once a minute; a change of `moving`, or of `movedBy` (what the device last reported
 * that could move it, compared by identity), reads it at once. In a hidden tab it is not read at
 * all (the last reading stays), and read at once when the tab is shown again.
 */
export function useEmulatorPosition(
  enabled: boolean,
  moving = true,
  movedBy?: unknown,
): EmulatorPositionReading | undefined {
  const { status, connectionKey } = useConnection();
  const { apiBaseUrl } = apiConfigFrom(usePreferences());
  const source = enabled && status === 'connected' ? `${apiBaseUrl} ${connectionKey}` : undefined;
  const shown = useSyncExternalStore(onVisibilityChange, tabShown, () => true);
  const [last, setLast] = useState<{ source: string; reading: EmulatorPositionReading }>();

  useEffect(() => {
    if (source === undefined || !shown) return;
    return followEmulatorPosition({
      fetch: browserFetch,
      clock: systemClock,
      apiBaseUrl,
      connectionKey,
      intervalMs: moving ? EMULATOR_POSITION_INTERVAL_MS : EMULATOR_POSITION_STILL_INTERVAL_MS,
      onReading: (reading) =>
        setLast((previous) =>
          previous && previous.source === source && sameReading(previous.reading, reading)
            ? previous
            : { source, reading },
        ),
    });
    // `movedBy` is here only to start the reading over when it changes.
  }, [source, shown, apiBaseUrl, connectionKey, moving, movedBy]);

  // A reading of another key or API, or from before the option was turned off, is not shown.
  return last && last.source === source ? last.reading : undefined;
}
