/**
 * The app's view of the live device: the device session of `./session` (loaded with the SDK on the
 * first connect, so that a visit without a device never downloads it), seen as a connection status
 * the header and pages show, plus the calls pages send through.
 */
import type { DeviceApi, MulticastApi } from '@glide/handy';
import type { DeviceKind } from '../preferences';
import type { ResultAction } from './session/actions';
import { initialSessionState } from './session/initial-state';
import type { DeviceSession } from './session/session-types';
import type { DeviceInfoEntity, DeviceSessionState } from './session/state';
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
  /** What the device told about itself; empty fields until it did. */
  readonly info?: DeviceInfoEntity;
  /** Why the last connect failed, or why the device is not connected. */
  readonly error?: ErrorMessage;
  /** The event stream dropped and is being opened again (commands may still work). */
  readonly streamReconnecting: boolean;
}

/** What a connect needs: the session and the SDK calls of the API settings in force. */
export interface DeviceRuntime {
  readonly session: DeviceSession;
  device(connectionKey: string): DeviceApi;
  multicast(connectionKeys: readonly string[]): MulticastApi;
}

/** What {@link ConnectionStoreOptions.onConnected} is told. */
export interface ConnectedEvent {
  readonly connectionKey: string;
  /** True when this key differs from the last one that connected (spec §4: the kind is set then). */
  readonly keyChanged: boolean;
  readonly deviceKind: DeviceKind;
}

/** Options of {@link createConnectionStore}. */
export interface ConnectionStoreOptions {
  /**
   * The runtime for the API settings in force; asked on every connect, so changed settings apply
   * at once. It may hand back a new session (the store then follows that one).
   */
  loadRuntime: () => Promise<DeviceRuntime>;
  /** The key stored from an earlier visit. */
  initialKey?: string;
  /** Persists a well-formed key as soon as a connect with it starts. */
  onKeyChosen?: (connectionKey: string) => void;
  onConnected?: (event: ConnectedEvent) => void;
}

/** Options of {@link ConnectionStore.connect}. */
export interface ConnectOptions {
  /** Remember the key for the next visit (default); `false` uses it for this visit only. */
  readonly persist?: boolean;
}

/** Raised by {@link ConnectionStore.connect} when the device is not connected afterwards. */
export class ConnectionError extends Error {
  constructor(readonly detail: ErrorMessage) {
    super(`${detail.key}${detail.values ? ` ${JSON.stringify(detail.values)}` : ''}`);
    this.name = 'ConnectionError';
  }
}

/** The device connection, backed by the device session. */
export interface ConnectionStore {
  get(): ConnectionState;
  /** The whole session state (spec §3 entities). */
  session(): DeviceSessionState;
  /** Calls `listener` after each change; returns its disposer. */
  subscribe(listener: () => void): () => void;
  /**
   * Connects with `connectionKey` (spec §4's connect flow). Resolves when connected; rejects with a
   * {@link ConnectionError} otherwise (the state says the same). A newer `connect` or a
   * `disconnect` makes an older one settle without effect. With `persist: false` the key is used
   * but not remembered (a visit on a device someone shared).
   */
  connect(connectionKey: string, options?: ConnectOptions): Promise<void>;
  /** Ends the live connection (the key stays, for the next connect). */
  disconnect(): void;
  /** The SDK calls, once a connect has loaded them. */
  runtime(): DeviceRuntime | undefined;
  /** Records what a command answered (e.g. the HAMP state after a start) in the session state. */
  apply(action: ResultAction): void;
  /** Syncs the client clock now (device settings); a failure lands in the session state. */
  resyncClock(): Promise<void>;
}

/** The API's connection-key rule (reference §1). */
export const CONNECTION_KEY_PATTERN = /^[a-zA-Z0-9]{5,64}$/;

/** Spec §1: hardware model 1 is the Oh; every other model is The Handy. */
export function deviceKindOfModel(modelNo: number | undefined): DeviceKind {
  return modelNo === 1 ? 'oh' : 'handy';
}

/** What the store itself knows beside the session: the key, and a failure before the session ran. */
interface Local {
  readonly connectionKey: string;
  /** A connect was asked for with this key (so a device that is not there is "disconnected"). */
  readonly started: boolean;
  readonly error: ErrorMessage | undefined;
}

/**
 * The connection status of a session state (pure). Spec §4's phases all read as `connecting`; a
 * device that reported itself offline reads as `disconnected` even while the flow still waits for
 * it, so that the user is told at once.
 */
export function connectionOf(
  session: DeviceSessionState,
  local: Local,
): Pick<ConnectionState, 'status' | 'error'> {
  if (local.error) return { status: 'error', error: local.error };
  if (!local.started) return { status: 'idle' };
  const { device, sdk } = session;
  const offline = device.statusReported && !device.connected;
  if (offline) return { status: 'disconnected', error: { key: 'deviceNotConnected' } };
  // The stream cannot be opened (the SDK keeps retrying): say why now rather than at the timeout.
  if (sdk.connecting && sdk.sseError && sdk.sseStatus === 'reconnecting') {
    return { status: 'error', error: toErrorMessage(sdk.sseError) };
  }
  if (sdk.connecting) return { status: 'connecting' };
  if (sdk.connectError) return { status: 'error', error: toErrorMessage(sdk.connectError) };
  if (sdk.connectingTimeout) return { status: 'error', error: { key: 'connectTimeout' } };
  if (device.connected && sdk.infoUpdated) return { status: 'connected' };
  return { status: 'connecting' };
}

/** Creates the connection store; nothing is loaded or sent until the first connect. */
export function createConnectionStore(options: ConnectionStoreOptions): ConnectionStore {
  const listeners = new Set<() => void>();
  let local: Local = { connectionKey: options.initialKey ?? '', started: false, error: undefined };
  let runtime: DeviceRuntime | undefined;
  let unsubscribeSession: (() => void) | undefined;
  let snapshot: ConnectionState | undefined;
  let lastConnectedKey: string | null = null;
  // Every connect and disconnect starts a new generation; an older one settles without effect.
  let generation = 0;

  const sessionState = () => runtime?.session.getState() ?? initialSessionState;

  const build = (): ConnectionState => {
    const state = sessionState();
    const { status, error } = connectionOf(state, local);
    const { device, sdk } = state;
    const streamReconnecting = local.started && sdk.sseStatus === 'reconnecting';
    return {
      status,
      connectionKey: local.connectionKey,
      streamReconnecting,
      ...(error ? { error } : {}),
      ...(device.session_id !== undefined || device.fw_version !== undefined
        ? { info: device }
        : {}),
      ...(status === 'connected'
        ? { detectedDeviceKind: deviceKindOfModel(device.hw_model_no) }
        : {}),
    };
  };

  const changed = () => {
    snapshot = undefined;
    for (const listener of [...listeners]) listener();
  };

  const setLocal = (next: Local) => {
    local = next;
    changed();
  };

  const follow = (next: DeviceRuntime) => {
    if (runtime?.session === next.session) {
      runtime = next;
      return;
    }
    unsubscribeSession?.();
    runtime?.session.dispose();
    runtime = next;
    unsubscribeSession = next.session.subscribe(changed);
  };

  const fail = (error: ErrorMessage): never => {
    setLocal({ ...local, error });
    throw new ConnectionError(error);
  };

  return {
    get() {
      snapshot ??= build();
      return snapshot;
    },
    session: sessionState,
    subscribe(listener) {
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    async connect(rawKey, connectOptions) {
      const connectionKey = rawKey.trim();
      const mine = ++generation;
      runtime?.session.disconnect();
      local = { connectionKey, started: true, error: undefined };
      if (connectionKey === '') return fail({ key: 'keyRequired' });
      if (!CONNECTION_KEY_PATTERN.test(connectionKey)) return fail({ key: 'keyInvalid' });
      if (connectOptions?.persist !== false) options.onKeyChosen?.(connectionKey);
      changed();
      let loaded: DeviceRuntime;
      try {
        loaded = await options.loadRuntime();
      } catch (error) {
        if (mine !== generation) return;
        return fail(error instanceof ConnectionError ? error.detail : toErrorMessage(error));
      }
      if (mine !== generation) return;
      follow(loaded);
      changed();
      const outcome = await loaded.session.connect(connectionKey).catch((error: unknown) => ({
        status: 'failed' as const,
        error: error instanceof Error ? error : new Error(String(error)),
      }));
      if (mine !== generation || outcome.status === 'cancelled') return;
      if (outcome.status === 'connected') {
        const deviceKind = deviceKindOfModel(sessionState().device.hw_model_no);
        const keyChanged = connectionKey !== lastConnectedKey;
        lastConnectedKey = connectionKey;
        options.onConnected?.({ connectionKey, keyChanged, deviceKind });
        return;
      }
      const { error } = this.get();
      throw new ConnectionError(error ?? { key: 'connectTimeout' });
    },
    disconnect() {
      generation++;
      runtime?.session.disconnect();
      if (!local.started && !local.error) return;
      setLocal({ connectionKey: local.connectionKey, started: false, error: undefined });
    },
    runtime: () => runtime,
    apply(action) {
      runtime?.session.apply(action);
    },
    async resyncClock() {
      await runtime?.session.resyncClock();
    },
  };
}
