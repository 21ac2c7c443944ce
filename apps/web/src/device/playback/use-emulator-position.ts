import { useEffect, useState } from 'react';
import { systemClock } from '@glide/core';
import { apiConfigFrom } from '../../lib/config';
import { browserFetch } from '../../lib/http';
import { usePreferences } from '../../preferences/use-preferences';
import { useConnection } from '../connection/use-connection';
import { followEmulatorPosition, type EmulatorPositionReading } from './emulator-position';

/**
 * The emulated device's real position while `enabled` and a device is connected, read from the
 * emulator (`emulator-position.ts`): `undefined` until the first answer, then each reading;
 * `notEmulator` means the app runs against another API and the option is to be hidden.
 */
export function useEmulatorPosition(enabled: boolean): EmulatorPositionReading | undefined {
  const { status, connectionKey } = useConnection();
  const { apiBaseUrl } = apiConfigFrom(usePreferences());
  const source = enabled && status === 'connected' ? `${apiBaseUrl} ${connectionKey}` : undefined;
  const [last, setLast] = useState<{ source: string; reading: EmulatorPositionReading }>();

  useEffect(() => {
    if (source === undefined) return;
    return followEmulatorPosition({
      fetch: browserFetch,
      clock: systemClock,
      apiBaseUrl,
      connectionKey,
      onReading: (reading) => setLast({ source, reading }),
    });
  }, [source, apiBaseUrl, connectionKey]);

  // A reading of another key or API, or from before the option was turned off, is not shown.
  return last && last.source === source ? last.reading : undefined;
}
