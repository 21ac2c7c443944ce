import { useSyncExternalStore } from 'react';
import type { DeviceSessionState } from '../session/state';
import { connectionStore } from './connection-instance';

const subscribe = (listener: () => void) => connectionStore().subscribe(listener);

/**
 * A part of the live session state (spec §3 entities), re-rendering when that part changes.
 * `select` must return a value that stays the same object while the state it reads does (an
 * entity such as `state.hamp`, or a primitive).
 */
export function useDeviceState<T>(select: (state: DeviceSessionState) => T): T {
  const read = () => select(connectionStore().session());
  return useSyncExternalStore(subscribe, read, read);
}
