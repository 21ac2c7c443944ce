/**
 * What the debug tools (`/debug`) read of the live device beside the screens' hooks: every event
 * the session receives, and the whole session state. Kept in one module so that only the debug
 * chunk pulls it in.
 */
import { useSyncExternalStore } from 'react';
import { connectionStore } from '../connection/connection-instance';
import type { SessionEventListener } from '../session/session-types';
import type { DeviceSessionState } from '../session/state';

/**
 * Calls `listener` with every event the live session receives, as it arrives (before the state
 * changes), with its time of arrival in ms since the epoch; returns its disposer.
 */
export function subscribeDeviceEvents(listener: SessionEventListener): () => void {
  return connectionStore().onEvent(listener);
}

const subscribe = (listener: () => void) => connectionStore().subscribe(listener);
const read = () => connectionStore().session();

/** The whole live session state (spec §3 entities), re-rendering on every change. */
export function useDeviceSessionState(): DeviceSessionState {
  return useSyncExternalStore(subscribe, read, read);
}
