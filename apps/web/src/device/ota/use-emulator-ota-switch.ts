import { useCallback, useEffect, useState } from 'react';
import { apiConfigFrom } from '../../lib/config';
import { browserFetch } from '../../lib/http';
import { usePreferences } from '../../preferences/use-preferences';
import { useConnection } from '../connection/use-connection';
import {
  emulatorOtaSwitch,
  type EmulatorOtaOutcome,
  type EmulatorOtaSwitch,
} from './emulator-ota-switch';

/** What {@link useEmulatorOtaSwitch} returns to `/debug/ota`. */
export interface EmulatorOtaSwitchControls {
  /** `undefined` until the emulator answered (or while no device is connected). */
  readonly reading: EmulatorOtaSwitch | undefined;
  readonly set: (outcome: EmulatorOtaOutcome) => Promise<void>;
}

/**
 * The emulator's OTA outcome switch for the connected device (see `emulator-ota-switch.ts`): read
 * once per device, then as set.
 */
export function useEmulatorOtaSwitch(): EmulatorOtaSwitchControls {
  const { status, connectionKey } = useConnection();
  const { apiBaseUrl } = apiConfigFrom(usePreferences());
  const source = status === 'connected' ? `${apiBaseUrl} ${connectionKey}` : undefined;
  const [last, setLast] = useState<{ source: string; reading: EmulatorOtaSwitch }>();

  useEffect(() => {
    if (source === undefined) return;
    let live = true;
    void emulatorOtaSwitch(browserFetch, apiBaseUrl, connectionKey).then((reading) => {
      if (live) setLast({ source, reading });
    });
    return () => {
      live = false;
    };
  }, [source, apiBaseUrl, connectionKey]);

  const set = useCallback(
    async (outcome: EmulatorOtaOutcome) => {
      if (source === undefined) return;
      const reading = await emulatorOtaSwitch(browserFetch, apiBaseUrl, connectionKey, outcome);
      setLast({ source, reading });
    },
    [source, apiBaseUrl, connectionKey],
  );

  return { reading: last && last.source === source ? last.reading : undefined, set };
}
