import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/use-preferences';
import type { DeviceKind } from '../../preferences';
import { connectionStore } from './connection-instance';
import type { ConnectionStatus } from './connection-store';
import type { DeviceInfoEntity } from '../session/state';

/** What {@link useConnection} returns. */
export interface Connection {
  status: ConnectionStatus;
  connectionKey: string;
  /** The connected device's kind; before that, the kind the user chose. */
  deviceKind: DeviceKind;
  info?: DeviceInfoEntity;
  /** The event stream dropped and is being opened again. */
  streamReconnecting: boolean;
  /** Why the device is not connected, translated into the current language. */
  errorMessage?: string;
  /** A failed or timed-out connect will be tried again on its own. */
  retryScheduled: boolean;
  connect: (key: string) => Promise<void>;
  disconnect: () => void;
  /** Connects again now with the key in use (the Retry button). */
  reconnect: () => void;
}

const subscribe = (listener: () => void) => connectionStore().subscribe(listener);
const snapshot = () => connectionStore().get();
const connect = (key: string) => connectionStore().connect(key);
const disconnect = () => connectionStore().disconnect();
const reconnect = () => connectionStore().reconnect();

/** The live device connection; re-renders on every change of it, of the language or of the device choice. */
export function useConnection(): Connection {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const { device } = usePreferences();
  const { t } = useTranslation('common');
  return {
    status: state.status,
    connectionKey: state.connectionKey,
    streamReconnecting: state.streamReconnecting,
    deviceKind: state.detectedDeviceKind ?? device,
    ...(state.info ? { info: state.info } : {}),
    ...(state.error ? { errorMessage: t(`errors.${state.error.key}`, state.error.values) } : {}),
    retryScheduled: state.retry !== undefined,
    connect,
    disconnect,
    reconnect,
  };
}

/**
 * True when a page should ask for a connect ("Connect a device first"): not while one is under way.
 * A connect that ends while a page is shown is the moment its controls become usable; a note above
 * them that went away then would move them under the person's finger. Hidden from the start of the
 * connect, it goes while the controls are still disabled.
 */
export function asksToConnect(status: ConnectionStatus): boolean {
  return status !== 'connected' && status !== 'connecting';
}

/**
 * True when a page's Stop can be pressed: a device is in use (a key), whatever the connection's
 * status. A reconnect (changed API settings, a retry after a failure) leaves a stroking device
 * stroking; its Stop must not go grey then. Before any connect there is nothing to stop.
 */
export function canStop(status: ConnectionStatus, connectionKey: string): boolean {
  return connectionKey !== '' && status !== 'idle';
}
