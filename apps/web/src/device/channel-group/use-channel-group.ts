import { useEffect, useSyncExternalStore } from 'react';
import { currentApiConfig } from '../../preferences/current-api-config';
import { usePreferences } from '../../preferences/use-preferences';
import { connectionStore } from '../connection/connection-instance';
import { useConnection } from '../connection/use-connection';
import { groupStore } from './group-instance';
import { wantedGroupKeys } from './group-route';
import type { GroupState } from './group-store';

const subscribe = (listener: () => void) => groupStore().subscribe(listener);
const snapshot = () => groupStore().get();

/** What {@link useChannelGroup} returns. */
export interface ChannelGroup {
  readonly state: GroupState;
  /** Forms the group again (a device came online, its firmware was updated). */
  readonly refresh: () => void;
}

/**
 * The group of the device in use and the linked ones, formed while multicast is on, a device is
 * connected and another is linked (on every page, whatever it sends: the group is the devices',
 * not the page's). Every caller follows the same inputs, so the group is formed once.
 */
export function useChannelGroup(): ChannelGroup {
  const { status, connectionKey } = useConnection();
  const { linkedDevices, multicastActive } = usePreferences();
  // The runtime is not observable itself; it appears with a connect, which changes the status.
  const runtime = connectionStore().runtime();
  const apiBaseUrl = currentApiConfig().apiBaseUrl;
  const wanted = wantedGroupKeys({
    connected: status === 'connected',
    connectionKey,
    multicastActive,
    linkedKeys: linkedDevices.map((device) => device.connectionKey),
  });
  // Keys are letters and digits only, so a newline-joined list is a faithful dependency.
  const signature = wanted?.join('\n');

  useEffect(() => {
    groupStore().follow(
      signature !== undefined && runtime
        ? { runtime, apiBaseUrl, connectionKeys: signature.split('\n') }
        : undefined,
    );
  }, [runtime, apiBaseUrl, signature]);

  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { state, refresh: () => groupStore().refresh() };
}
