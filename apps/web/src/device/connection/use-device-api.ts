import { useMemo } from 'react';
import type { DeviceApi } from '@glide/handy';
import { connectionStore } from './connection-instance';
import { useConnection } from './use-connection';

/**
 * The typed calls of the connected device, or `undefined` while none is connected. Pages send
 * commands through `useDeviceCommand` (errors shown, linked devices included); this is for reads.
 */
export function useDeviceApi(): DeviceApi | undefined {
  const { status, connectionKey } = useConnection();
  return useMemo(
    () => (status === 'connected' ? connectionStore().runtime()?.device(connectionKey) : undefined),
    [status, connectionKey],
  );
}
