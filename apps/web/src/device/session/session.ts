/**
 * The live device session: the connect flow of spec §4 as an explicit state machine
 * (idle → connecting: CONNECTING → GETTING_INFO → SYNCING_CLOCK → connected, failed or timedOut),
 * the event stream feeding the pure reducer, a re-read of the device whenever a dropped stream is
 * back, the stream's recovery (its backoff cut short when the way to the server is back), the client
 * clock sync and its periodic resync. Framework-free: time, the SDK client, tab visibility, the
 * network status, analytics and storage are injected, and every timer, request and listener it
 * starts is owned here and ended by `disconnect()` or `dispose()`.
 */
import type { TimerHandle } from '@glide/core';
import type { DeviceInfo, HandyEvent, HandyEventStream } from '@glide/handy';
import type { ClientClockSync, SessionAction } from './actions';
import { AppError } from '../errors/app-error';
import { normaliseConnectionKey } from '../../lib/connection-key';
import { createClientClock, toError } from './client-clock';
import { reduce } from './reducer';
import { openReadWindow, type ReadWindow } from './read-window';
import { isLegacyFirmware } from './rules';
import { loadDeviceState, rereadDevice } from './session-client';
import type {
  ConnectOutcome,
  DeviceSession,
  DeviceSessionOptions,
  SessionEventListener,
} from './session-types';
import { initialSessionState } from './initial-state';
import { ConnectStep, type DeviceSessionState } from './state';
import { watchStreamRecovery } from './stream-recovery';

/** The whole connect flow must finish within this (spec §9). */
export const CONNECTING_TIMEOUT_MS = 5_000;
/** Spec §5's message for a connect without a key. */
export const CONNECTION_KEY_REQUIRED = 'Connection key is required';

interface Attempt {
  readonly connectionKey: string;
  readonly controller: AbortController;
  phase: ConnectStep;
  timer: TimerHandle | undefined;
  readonly outcome: Promise<ConnectOutcome>;
  /** Ends the CONNECTING wait with the info the event carried, if any. */
  deviceConnected(info: DeviceInfo | undefined): void;
  settle(outcome: ConnectOutcome): void;
}

interface Attachment {
  readonly connectionKey: string;
  readonly stream: HandyEventStream;
  readonly disposers: ReadonlyArray<() => void>;
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function stateWithStoredSync(sync: ClientClockSync | undefined): DeviceSessionState {
  if (!sync) return initialSessionState;
  const { offsetMs, rtdMs, syncedAtMs } = sync;
  const clock = {
    ...initialSessionState.clock,
    synced: true,
    clockOffsetMs: offsetMs,
    rtdMs,
    lastClockSyncAtMs: syncedAtMs,
  };
  return { ...initialSessionState, clock };
}

/** Creates a device session; nothing is sent until {@link DeviceSession.connect}. */
export function createDeviceSession(options: DeviceSessionOptions): DeviceSession {
  const { client, clock, visibility, network, analytics, storage, clockEstimator } = options;
  const listeners = new Set<(state: DeviceSessionState) => void>();
  const eventListeners = new Set<SessionEventListener>();
  let state = initialSessionState;
  let attempt: Attempt | undefined;
  let attachment: Attachment | undefined;
  let lastSessionId: string | undefined;
  let identifiedKey: string | undefined;
  let radiosRead: AbortController | undefined;
  let reread: AbortController | undefined;
  /** The events seen by each batch of device reads in flight (see read-window.ts). */
  const readWindows = new Set<ReadWindow>();
  let disposed = false;

  const dispatch = (action: SessionAction) => {
    const next = reduce(state, action);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const clientClock = createClientClock({
    client,
    clock,
    storage,
    dispatch,
    estimator: clockEstimator,
  });
  state = stateWithStoredSync(clientClock.lastSync);

  const stopRadiosRead = () => {
    radiosRead?.abort();
    radiosRead = undefined;
  };

  /**
   * Reads which radios the device has on and their state, so the connection facts can say how the
   * device is connected right away; `wifi_status_changed` and `ble_status_changed` keep them current.
   * Deliberately outside the timed connect flow: it is not in the GETTING_INFO list of spec §4, and a
   * cloud without the endpoint only leaves the radios unshown, so a failure is not the user's
   * problem and is dropped.
   */
  const readRadios = (connectionKey: string) => {
    stopRadiosRead();
    // Legacy firmware answers only /info, /connected and /sse.
    if (isLegacyFirmware(state.device.fw_version)) return;
    const controller = new AbortController();
    radiosRead = controller;
    client
      .device(connectionKey)
      .system.interfaces({ signal: controller.signal })
      .then(
        (interfaces) => {
          if (controller.signal.aborted || attachment?.connectionKey !== connectionKey) return;
          dispatch({ type: 'interfaces_loaded', interfaces });
        },
        () => undefined,
      )
      .finally(() => {
        if (radiosRead === controller) radiosRead = undefined;
      });
  };

  const stopReread = () => {
    reread?.abort();
    reread = undefined;
  };

  /**
   * The stream is back after a drop: whatever the device did meanwhile (a button press, a mode
   * change, the motor running hot) came as events nobody received, so read it again now. Only for
   * a connected device with nothing else reading it: a connect flow in progress reads all anyway,
   * and legacy firmware answers none of these calls.
   */
  const rereadAfterDrop = (connectionKey: string) => {
    stopReread();
    if (attempt || state.sdk.connection.status !== 'connected' || !state.device.connected) return;
    if (isLegacyFirmware(state.device.fw_version)) return;
    const controller = new AbortController();
    reread = controller;
    const reads = openReadWindow();
    readWindows.add(reads);
    const put = (action: SessionAction) => {
      // A connect started meanwhile (or a detach) owns the state now.
      if (reread !== controller || attempt || attachment?.connectionKey !== connectionKey) return;
      for (const next of reads.actionsFor(action)) dispatch(next);
    };
    void rereadDevice(client.device(connectionKey), controller.signal, put).finally(() => {
      readWindows.delete(reads);
      if (reread === controller) reread = undefined;
    });
  };

  const finish = (a: Attempt, outcome: Exclude<ConnectOutcome, { status: 'cancelled' }>) => {
    if (attempt !== a) return;
    attempt = undefined;
    if (a.timer) clock.clearTimeout(a.timer);
    // Whatever is still in flight belongs to an ended attempt: stop it so nothing stale lands.
    a.controller.abort();
    if (outcome.status === 'connected') {
      dispatch({ type: 'connect_succeeded' });
      if (a.connectionKey !== identifiedKey) {
        identifiedKey = a.connectionKey;
        analytics?.identify(a.connectionKey);
      }
      readRadios(a.connectionKey);
    } else if (outcome.status === 'timeout') {
      dispatch({ type: 'connect_timed_out' });
    } else {
      dispatch({ type: 'connect_failed', error: outcome.error });
    }
    a.settle(outcome);
  };

  const cancelAttempt = () => {
    const a = attempt;
    if (!a) return;
    attempt = undefined;
    if (a.timer) clock.clearTimeout(a.timer);
    a.controller.abort();
    a.settle({ status: 'cancelled' });
  };

  const step = (a: Attempt, phase: ConnectStep) => {
    a.phase = phase;
    dispatch({ type: 'connection_step', step: phase });
  };

  const noteSession = (sessionId: string) => {
    if (sessionId === lastSessionId) return;
    lastSessionId = sessionId;
    analytics?.sessionStarted(sessionId);
  };

  /** GETTING_INFO and SYNCING_CLOCK, once the device is connected. */
  const run = async (a: Attempt, connected: Promise<DeviceInfo | undefined>) => {
    const { signal } = a.controller;
    const reads = openReadWindow();
    readWindows.add(reads);
    // Answers of an attempt that has ended (timeout, cancel) are dropped here.
    const put = (action: SessionAction) => {
      if (attempt === a) for (const next of reads.actionsFor(action)) dispatch(next);
    };
    try {
      const eventInfo = await connected;
      if (attempt !== a) return;
      step(a, ConnectStep.GETTING_INFO);
      const device = client.device(a.connectionKey);
      const info = eventInfo ?? (await device.info({ signal }));
      if (attempt !== a) return;
      if (!eventInfo) put({ type: 'info_loaded', info });
      noteSession(info.session_id);
      // Legacy firmware answers only /info, /connected and /sse: the rest would all fail.
      if (!isLegacyFirmware(info.fw_version)) await loadDeviceState(device, info, signal, put);
      if (attempt !== a) return;
      put({ type: 'info_updated' });
      step(a, ConnectStep.SYNCING_CLOCK);
      await clientClock.ensureFresh(put);
      finish(a, { status: 'connected' });
    } catch (error) {
      finish(a, { status: 'failed', error: toError(error) });
    } finally {
      readWindows.delete(reads);
    }
  };

  /** Starts a connect flow for `connectionKey`, in CONNECTING, with its timeout running. */
  const startAttempt = (connectionKey: string): Attempt => {
    const controller = new AbortController();
    const outcome = deferred<ConnectOutcome>();
    const connected = deferred<DeviceInfo | undefined>();
    // The CONNECTING wait ends with the attempt too, so that `run` never waits forever.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(toError(controller.signal.reason)));
    });
    const a: Attempt = {
      connectionKey,
      controller,
      phase: ConnectStep.CONNECTING,
      timer: undefined,
      outcome: outcome.promise,
      deviceConnected: connected.resolve,
      settle: outcome.resolve,
    };
    a.timer = clock.setTimeout(() => finish(a, { status: 'timeout' }), CONNECTING_TIMEOUT_MS);
    stopReread();
    attempt = a;
    void run(a, Promise.race([connected.promise, aborted]));
    return a;
  };

  /**
   * A connected device: in CONNECTING this ends the wait. Otherwise a device that comes back, or
   * comes back as a new session, starts the flow again from a clean state (spec §4: a changed
   * session_id resets all state and reconnects); the stream itself stays open.
   */
  const onDeviceConnected = (
    connectionKey: string,
    event: HandyEvent,
    info: DeviceInfo | undefined,
  ) => {
    if (attempt?.phase === ConnectStep.CONNECTING) {
      dispatch({ type: 'event', event });
      attempt.deviceConnected(info);
      return;
    }
    const previous = state.device;
    const sessionChanged =
      info !== undefined &&
      previous.session_id !== undefined &&
      info.session_id !== previous.session_id;
    const cameBack = attempt === undefined && !previous.connected;
    if (!sessionChanged && !cameBack) {
      dispatch({ type: 'event', event });
      return;
    }
    cancelAttempt();
    dispatch({ type: 'connect_started', connectionKey });
    const next = startAttempt(connectionKey);
    dispatch({ type: 'event', event });
    next.deviceConnected(info);
  };

  /**
   * The connect flow waits for the device to be announced on the stream, so a closed stream can
   * never end that wait: fail now rather than at the timeout, with the SDK's reason (refused
   * credentials) or, for a stream closed without one, spec §8's "SSE not initialized".
   */
  const failIfClosed = (streamState: HandyEventStream['state']) => {
    if (streamState.status !== 'closed' || !attempt) return;
    finish(attempt, {
      status: 'failed',
      error: streamState.error ?? new AppError('sseNotInitialized'),
    });
  };

  const attach = (connectionKey: string, stream: HandyEventStream) => {
    const isCurrent = () => attachment?.stream === stream;
    // Set once the stream has been open and then lost, until it is open again.
    let dropped = false;
    let wasOpen = false;
    const disposers = [
      stream.onEvent((event) => {
        if (!isCurrent()) return;
        // The debug tools see each event as it came, before the reducer acts on it.
        if (eventListeners.size > 0) {
          const receivedAtMs = clock.now();
          for (const listener of [...eventListeners]) listener(event, receivedAtMs);
        }
        if (
          (event.name === 'device_status' || event.name === 'device_connected') &&
          event.data.connected
        ) {
          onDeviceConnected(connectionKey, event, event.data.info);
        } else {
          dispatch({ type: 'event', event });
          for (const reads of readWindows) reads.record(event);
        }
      }),
      stream.onState((streamState) => {
        if (!isCurrent()) return;
        dispatch({ type: 'stream_state', state: streamState });
        if (streamState.connected) {
          const back = dropped;
          wasOpen = true;
          dropped = false;
          if (back) rereadAfterDrop(connectionKey);
        } else if (wasOpen) {
          dropped = true;
        }
        failIfClosed(streamState);
      }),
      watchStreamRecovery(stream, {
        clock,
        connectionKey,
        onCallOutcome: (listener) => client.onCallOutcome(listener),
        probe: (signal) => client.serverTime({ signal }),
        visibility,
        network,
      }),
    ];
    attachment = { connectionKey, stream, disposers };
    dispatch({ type: 'stream_state', state: stream.state });
    clientClock.activate();
    failIfClosed(stream.state);
  };

  const detach = () => {
    cancelAttempt();
    stopRadiosRead();
    stopReread();
    clientClock.deactivate();
    const current = attachment;
    attachment = undefined;
    if (!current) return;
    for (const dispose of current.disposers) dispose();
    current.stream.close();
  };

  const visibilityDisposer = visibility?.onChange(() => {
    // Timers are throttled in background tabs, so a tab coming back resyncs at once (spec §4).
    if (visibility.isVisible() && attachment && !attempt) void clientClock.syncNow();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    async connect(rawKey) {
      if (disposed) throw new Error('The device session is disposed');
      const connectionKey = normaliseConnectionKey(rawKey);
      if (connectionKey === '') throw new Error(CONNECTION_KEY_REQUIRED);
      detach();
      dispatch({ type: 'connect_started', connectionKey });
      const a = startAttempt(connectionKey);
      try {
        attach(connectionKey, client.events({ connectionKey }));
      } catch (error) {
        finish(a, { status: 'failed', error: toError(error) });
      }
      return a.outcome;
    },
    disconnect() {
      const wasAttached = attachment !== undefined;
      detach();
      dispatch({ type: 'reset' });
      lastSessionId = undefined;
      identifiedKey = undefined;
      if (wasAttached) analytics?.reset();
    },
    apply(action) {
      if (disposed || !attachment) return;
      dispatch(action);
    },
    answer() {
      const sentTo = attachment?.connectionKey;
      if (disposed || sentTo === undefined) return () => undefined;
      const reads = openReadWindow();
      readWindows.add(reads);
      return (action) => {
        readWindows.delete(reads);
        // A detach or another device meanwhile owns the state now.
        if (action === undefined || disposed || attachment?.connectionKey !== sentTo) return;
        for (const next of reads.actionsFor(action)) dispatch(next);
      };
    },
    async resyncClock() {
      if (disposed) return;
      // The clock sync belongs to an attached device (it starts and stops with it): without one
      // there is nothing to sync for (spec §8 "HSTP is not initialized").
      if (!attachment) {
        dispatch({ type: 'client_clock_sync_failed', error: new AppError('hstpNotInitialized') });
        return;
      }
      await clientClock.syncNow();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      detach();
      visibilityDisposer?.();
      listeners.clear();
      eventListeners.clear();
    },
  };
}
