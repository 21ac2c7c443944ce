import type { ConnectedResult, DeviceInfo } from '@glide/handy';
import type { DeviceKind } from '../preferences';
import { toErrorMessage, type ErrorMessage } from './error-message';

/** Where the connection to the device stands. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'error';

/** A snapshot of the connection. */
export interface ConnectionState {
  readonly status: ConnectionStatus;
  /** The key in use (`''` before the first one). */
  readonly connectionKey: string;
  /** From the device's model once connected (spec §1: model 1 is the Oh). */
  readonly detectedDeviceKind?: DeviceKind;
  readonly info?: DeviceInfo;
  /** Why the last connect failed, or why the device is not connected. */
  readonly error?: ErrorMessage;
}

/** The calls the store makes: `GET /connected` and `GET /info` of one device. */
export interface ConnectionDevice {
  connected(): Promise<ConnectedResult>;
  info(): Promise<DeviceInfo>;
}

/** What the store needs of the SDK client (`HandyClient` fits; tests pass a fake). */
export interface ConnectionClient {
  device(connectionKey: string): ConnectionDevice;
}

/** What {@link ConnectionStoreOptions.onConnected} is told. */
export interface ConnectedEvent {
  readonly connectionKey: string;
  /** True when this key differs from the last one that connected (spec §4: identify then). */
  readonly keyChanged: boolean;
  readonly info: DeviceInfo;
  readonly deviceKind: DeviceKind;
}

/** Options of {@link createConnectionStore}. */
export interface ConnectionStoreOptions {
  /** The client in force now; asked on every connect, so changed API settings apply at once. */
  client: () => ConnectionClient;
  /** The key stored from an earlier visit. */
  initialKey?: string;
  /** Persists a well-formed key as soon as a connect with it starts. */
  onKeyChosen?: (connectionKey: string) => void;
  onConnected?: (event: ConnectedEvent) => void;
  /** After `disconnect()` (spec §4: the analytics identity is reset then). */
  onDisconnected?: () => void;
}

/** Raised by {@link ConnectionStore.connect} when the device is not connected afterwards. */
export class ConnectionError extends Error {
  constructor(readonly detail: ErrorMessage) {
    super(`${detail.key}${detail.values ? ` ${JSON.stringify(detail.values)}` : ''}`);
    this.name = 'ConnectionError';
  }
}

/** The device connection: `/connected` + `/info` now; the live session arrives with a later issue. */
export interface ConnectionStore {
  get(): ConnectionState;
  /** Calls `listener` after each change; returns its disposer. */
  subscribe(listener: () => void): () => void;
  /**
   * Connects with `connectionKey`: checks the key, asks whether the device is online and reads its
   * info. Resolves when connected; rejects with a {@link ConnectionError} otherwise (the state says
   * the same). A newer `connect` or a `disconnect` makes an older one settle without effect.
   */
  connect(connectionKey: string): Promise<void>;
  /** Forgets the live connection (the key stays, for the next connect). */
  disconnect(): void;
}

/** The API's connection-key rule (reference §1). */
export const CONNECTION_KEY_PATTERN = /^[a-zA-Z0-9]{5,64}$/;

/** Spec §1: hardware model 1 is the Oh; every other model is The Handy. */
export function deviceKindOfModel(modelNo: number | undefined): DeviceKind {
  return modelNo === 1 ? 'oh' : 'handy';
}

/** Creates the connection store. It holds no timers and no stream: it only runs the connect calls. */
export function createConnectionStore(options: ConnectionStoreOptions): ConnectionStore {
  const listeners = new Set<() => void>();
  let state: ConnectionState = { status: 'idle', connectionKey: options.initialKey ?? '' };
  let lastConnectedKey: string | null = null;
  // Every connect and disconnect starts a new generation; answers of an older one are dropped.
  let generation = 0;

  const set = (next: ConnectionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const fail = (connectionKey: string, status: ConnectionStatus, error: ErrorMessage): never => {
    set({ status, connectionKey, error });
    throw new ConnectionError(error);
  };

  return {
    get: () => state,
    subscribe(listener) {
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    async connect(rawKey) {
      const connectionKey = rawKey.trim();
      const mine = ++generation;
      if (connectionKey === '') return fail(connectionKey, 'error', { key: 'keyRequired' });
      if (!CONNECTION_KEY_PATTERN.test(connectionKey)) {
        return fail(connectionKey, 'error', { key: 'keyInvalid' });
      }
      options.onKeyChosen?.(connectionKey);
      set({ status: 'connecting', connectionKey });
      let info: DeviceInfo;
      try {
        const device = options.client().device(connectionKey);
        const { connected } = await device.connected();
        if (mine !== generation) return;
        if (!connected) return fail(connectionKey, 'disconnected', { key: 'deviceNotConnected' });
        info = await device.info();
      } catch (error) {
        if (mine !== generation) return;
        if (error instanceof ConnectionError) throw error;
        const detail = toErrorMessage(error);
        // A device that went offline between the two calls is "disconnected", not a failure.
        return fail(
          connectionKey,
          detail.key === 'deviceNotConnected' ? 'disconnected' : 'error',
          detail,
        );
      }
      if (mine !== generation) return;
      const deviceKind = deviceKindOfModel(info.hw_model_no);
      const keyChanged = connectionKey !== lastConnectedKey;
      lastConnectedKey = connectionKey;
      set({ status: 'connected', connectionKey, info, detectedDeviceKind: deviceKind });
      options.onConnected?.({ connectionKey, keyChanged, info, deviceKind });
    },
    disconnect() {
      generation++;
      if (state.status === 'idle') return;
      const wasActive = state.status === 'connected' || state.status === 'connecting';
      set({ status: 'disconnected', connectionKey: state.connectionKey });
      if (wasActive) options.onDisconnected?.();
    },
  };
}
