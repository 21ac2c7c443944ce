/**
 * The app's view of the live device: the device session of `./session` (loaded with the SDK on the
 * first connect, so that a visit without a device never downloads it), seen as a connection status
 * the header and pages show, plus the calls pages send through. A connect that times out or fails
 * is tried again on its own, with a growing delay, until it succeeds or the user acts.
 */
import { systemClock, type Clock, type TimerHandle } from '@glide/core';
import type { ChannelApi, ChannelDeviceApi, DeviceApi, MulticastApi } from '@glide/handy';
import type { DeviceKind } from '../../preferences';
import { AppError } from '../errors/app-error';
import { checkConnectionKey, keyProblemMessage } from '../../lib/connection-key';
import type { AppliedAction } from '../session/actions';
import { initialSessionState } from '../session/initial-state';
import { selectStreamReconnecting } from '../session/selectors';
import type { AnswerRecorder, DeviceSession, SessionEventListener } from '../session/session-types';
import type { DeviceInfoEntity, DeviceSessionState } from '../session/state';
import { ConnectionError } from '../errors/connection-error';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';

/** Where the connection to the device stands, as the header and pages show it. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'error';

/** The next automatic try after a failed or timed-out connect. */
export interface ConnectionRetry {
  /** How many connects in a row have failed (1 after the first failure). */
  readonly failures: number;
  /** When the next try starts (client clock, ms). */
  readonly atMs: number;
}

/** A snapshot of the connection, for display. */
export interface ConnectionSnapshot {
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
  /** Set while a try again is scheduled after a failed or timed-out connect. */
  readonly retry?: ConnectionRetry;
}

/** What a connect needs: the session and the SDK calls of the API settings in force. */
export interface DeviceRuntime {
  readonly session: DeviceSession;
  device(connectionKey: string): DeviceApi;
  multicast(connectionKeys: readonly string[]): MulticastApi;
  /** The device calls a channel reference takes (`chref:…`), sent once for the whole channel. */
  channel(reference: string): ChannelDeviceApi;
  /**
   * The Channel API beside the API root in force (`undefined` where none is known), loaded on
   * first use: only a group of linked devices needs it.
   */
  channels(): Promise<ChannelApi | undefined>;
}

/** What {@link ConnectionStoreOptions.onConnected} is told. */
export interface ConnectedEvent {
  readonly connectionKey: string;
  /** True when this key differs from the last one that connected (spec §4: the kind is set then). */
  readonly keyChanged: boolean;
  readonly deviceKind: DeviceKind;
  /** False on a visit to a shared device: nothing of it is remembered (key, device kind). */
  readonly persisted: boolean;
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
  /** Times the automatic retries (the system clock unless a test passes a fake). */
  clock?: Clock;
}

/** Options of {@link ConnectionStore.connect}. */
export interface ConnectOptions {
  /** Remember the key for the next visit (default); `false` uses it for this visit only. */
  readonly persist?: boolean;
}

/** The device connection, backed by the device session. */
export interface ConnectionStore {
  get(): ConnectionSnapshot;
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
  /** Ends the live connection (the key stays, for the next connect); no retry follows. */
  disconnect(): void;
  /**
   * Connects again now with the key in use (changed API settings: the runtime is asked again, so
   * a new base URL or application key applies). Nothing happens before a first connect or after a
   * `disconnect`.
   */
  reconnect(): void;
  /** The SDK calls, once a connect has loaded them. */
  runtime(): DeviceRuntime | undefined;
  /** Calls `listener` with every event the live session receives (the debug tools); returns its disposer. */
  onEvent(listener: SessionEventListener): () => void;
  /** Records what a command answered (e.g. the HAMP state after a start) in the session state. */
  apply(action: AppliedAction): void;
  /**
   * Called as a call to the current device is sent: returns what records its answer so that events
   * that came meanwhile stay over it (`DeviceSession.answer`). A no-op before any session.
   */
  answer(): AnswerRecorder;
  /**
   * Syncs the client clock now (device settings); a failure lands in the session state. Rejects
   * with "HSTP is not initialized" ({@link AppError}) before any connect has loaded a session.
   */
  resyncClock(): Promise<void>;
}

/** The first automatic retry waits this long; each next one twice as long as the one before. */
export const RETRY_BASE_DELAY_MS = 1_000;
/** No automatic retry waits longer than this. */
export const RETRY_MAX_DELAY_MS = 30_000;

/** How long to wait before the next try after `failures` failed connects in a row (≥ 1). */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, RETRY_MAX_DELAY_MS);
}

/** Spec §1: hardware model 1 is the Oh; every other model is The Handy. */
export function deviceKindOfModel(modelNo: number | undefined): DeviceKind {
  return modelNo === 1 ? 'oh' : 'handy';
}

/** What the store itself knows beside the session: the key, and a failure before the session ran. */
interface Local {
  readonly connectionKey: string;
  /** A connect was asked for with this key (so a device that is not there is "disconnected"). */
  readonly started: boolean;
  /** A failure before the session ran (no application key, the SDK not loaded). */
  readonly error: ErrorMessage | undefined;
}

/**
 * The connection status of a session state (pure), read from its one record of the connect flow
 * (`sdk.connection`) with two facts beside it: a device that reported itself offline reads as
 * `disconnected` even while the flow still waits for it, and a stream that cannot be opened while
 * connecting says why at once rather than at the timeout.
 */
export function connectionOf(
  session: DeviceSessionState,
  local: Local,
): Pick<ConnectionSnapshot, 'status' | 'error'> {
  if (local.error) return { status: 'error', error: local.error };
  if (!local.started) return { status: 'idle' };
  const { device, sdk } = session;
  if (device.statusReported && !device.connected) {
    return { status: 'disconnected', error: { key: 'deviceNotConnected' } };
  }
  const { connection, stream } = sdk;
  switch (connection.status) {
    case 'idle':
      return { status: 'connecting' };
    case 'connecting':
      // The SDK keeps retrying a stream it could not open: say why now.
      if (stream.error && stream.status === 'reconnecting') {
        return { status: 'error', error: toErrorMessage(stream.error) };
      }
      return { status: 'connecting' };
    case 'failed':
      return { status: 'error', error: toErrorMessage(connection.error) };
    case 'timedOut':
      return { status: 'error', error: { key: 'connectTimeout' } };
    case 'connected':
      return device.connected ? { status: 'connected' } : { status: 'connecting' };
  }
}

/** Creates the connection store; nothing is loaded or sent until the first connect. */
export function createConnectionStore(options: ConnectionStoreOptions): ConnectionStore {
  const clock = options.clock ?? systemClock;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<SessionEventListener>();
  let local: Local = { connectionKey: options.initialKey ?? '', started: false, error: undefined };
  let runtime: DeviceRuntime | undefined;
  let unsubscribeSession: (() => void) | undefined;
  let unsubscribeEvents: (() => void) | undefined;
  let snapshot: ConnectionSnapshot | undefined;
  let lastConnectedKey: string | null = null;
  let retry: (ConnectionRetry & { readonly timer: TimerHandle }) | undefined;
  /** Failed connects in a row; reset by a success, a new key and a disconnect. */
  let failures = 0;
  /** Whether the key in use is remembered (false on a visit to a device someone shared). */
  let persistKey = true;
  /** The generation whose `start` is waiting for the session's outcome, if any. */
  let awaiting: number | undefined;
  // Every connect and disconnect starts a new generation; an older one settles without effect.
  let generation = 0;

  const sessionState = () => runtime?.session.getState() ?? initialSessionState;

  const build = (): ConnectionSnapshot => {
    const state = sessionState();
    const { status, error } = connectionOf(state, local);
    const { device } = state;
    const streamReconnecting = local.started && selectStreamReconnecting(state);
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
      ...(retry ? { retry: { failures: retry.failures, atMs: retry.atMs } } : {}),
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
    unsubscribeEvents?.();
    runtime?.session.dispose();
    runtime = next;
    unsubscribeSession = next.session.subscribe(onSession);
    // One forwarder per session, so that listeners outlive a session rebuilt for new API settings.
    unsubscribeEvents = next.session.onEvent((event, receivedAtMs) => {
      for (const listener of [...eventListeners]) listener(event, receivedAtMs);
    });
  };

  /**
   * The session changed. A flow the session started by itself (the device came back, or came back
   * as a new session) that failed or timed out gets the same retries as one the store started.
   */
  function onSession() {
    const { status } = sessionState().sdk.connection;
    const ended = status === 'failed' || status === 'timedOut';
    if (ended && local.started && awaiting !== generation && !retry) scheduleRetry(generation);
    changed();
  }

  const fail = (error: ErrorMessage): never => {
    setLocal({ ...local, error });
    throw new ConnectionError(error);
  };

  const cancelRetry = () => {
    if (!retry) return;
    clock.clearTimeout(retry.timer);
    retry = undefined;
  };

  /**
   * After a failed or timed-out connect: try again later, each time waiting longer. Not for a
   * device that reported itself offline on a working stream: the session connects by itself when
   * the stream says it is back, and a new stream each time would only make the status flicker.
   */
  const scheduleRetry = (mine: number) => {
    cancelRetry();
    const { device, sdk } = sessionState();
    if (device.statusReported && !device.connected && sdk.stream.connected) return;
    failures++;
    const delay = retryDelayMs(failures);
    const timer = clock.setTimeout(() => {
      if (mine !== generation || retry?.timer !== timer) return;
      retry = undefined;
      start(local.connectionKey).catch(() => undefined);
    }, delay);
    retry = { failures, atMs: clock.now() + delay, timer };
    changed();
  };

  /** The connect flow for a checked key; `connect` and the retries share it. */
  const start = async (connectionKey: string): Promise<void> => {
    const mine = ++generation;
    cancelRetry();
    runtime?.session.disconnect();
    local = { connectionKey, started: true, error: undefined };
    if (persistKey) options.onKeyChosen?.(connectionKey);
    changed();
    let loaded: DeviceRuntime;
    try {
      loaded = await options.loadRuntime();
    } catch (error) {
      if (mine !== generation) return;
      // A missing application key needs the user; anything else (the SDK did not load) may pass.
      if (!(error instanceof ConnectionError)) scheduleRetry(mine);
      return fail(error instanceof ConnectionError ? error.detail : toErrorMessage(error));
    }
    if (mine !== generation) return;
    follow(loaded);
    changed();
    awaiting = mine;
    const outcome = await loaded.session
      .connect(connectionKey)
      .catch((error: unknown) => ({
        status: 'failed' as const,
        error: error instanceof Error ? error : new Error(String(error)),
      }))
      .finally(() => {
        if (awaiting === mine) awaiting = undefined;
      });
    if (mine !== generation || outcome.status === 'cancelled') return;
    if (outcome.status === 'connected') {
      failures = 0;
      const deviceKind = deviceKindOfModel(sessionState().device.hw_model_no);
      const keyChanged = connectionKey !== lastConnectedKey;
      lastConnectedKey = connectionKey;
      options.onConnected?.({ connectionKey, keyChanged, deviceKind, persisted: persistKey });
      return;
    }
    scheduleRetry(mine);
    const { error } = store.get();
    throw new ConnectionError(error ?? { key: 'connectTimeout' });
  };

  const store: ConnectionStore = {
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
      const checked = checkConnectionKey(rawKey);
      if (!checked.ok) {
        const error: ErrorMessage = { key: keyProblemMessage(checked.problem) };
        // A typo must not cost a working connection: a live or pending one stays as it is, and
        // only a store with nothing going on shows the refusal as its own state.
        if (!local.started && !retry) setLocal({ ...local, error });
        throw new ConnectionError(error);
      }
      if (checked.key !== local.connectionKey) failures = 0;
      // Retries and reconnects keep this choice: a visit on a shared device stays unremembered.
      persistKey = connectOptions?.persist !== false;
      return start(checked.key);
    },
    disconnect() {
      generation++;
      cancelRetry();
      failures = 0;
      runtime?.session.disconnect();
      if (!local.started && !local.error) return;
      setLocal({ connectionKey: local.connectionKey, started: false, error: undefined });
    },
    reconnect() {
      if (!local.started || local.connectionKey === '') return;
      start(local.connectionKey).catch(() => undefined);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    runtime: () => runtime,
    apply(action) {
      runtime?.session.apply(action);
    },
    answer() {
      return runtime?.session.answer() ?? (() => undefined);
    },
    async resyncClock() {
      // No session yet: nothing owns a clock sync (spec §8 "HSTP is not initialized").
      if (!runtime) throw new AppError('hstpNotInitialized');
      await runtime.session.resyncClock();
    },
  };
  return store;
}
