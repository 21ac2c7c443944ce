import { useMemo } from 'react';
import type { DeviceApi } from '@glide/handy';
import { usePreferences } from '../preferences/use-preferences';
import { handyClient } from './handy-client';
import { useConnection } from './use-connection';

/**
 * The typed calls of the connected device, or `undefined` while none is connected. Pages send
 * commands through this; they never build URLs or request bodies themselves.
 */
export function useDeviceApi(): DeviceApi | undefined {
  const { status, connectionKey } = useConnection();
  // The client changes with the API settings; depending on them rebuilds the device API.
  const { api } = usePreferences();
  return useMemo(
    () => (status === 'connected' ? handyClient().device(connectionKey) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `api` stands for the client's settings
    [status, connectionKey, api],
  );
}
