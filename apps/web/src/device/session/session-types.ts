/** The public shape of a device session and what it is given. */
import type { Clock, ClockEstimatorName } from '@glide/core';
import type { HandyEvent } from '@glide/handy';
import type { AppliedAction } from './actions';
import type { ClockSyncStorage } from './clock-sync-storage';
import type { SessionClient } from './session-client';
import type { DeviceSessionState } from './state';

/** Tab visibility (the browser's `document.visibilityState`, or a fake). */
export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls `listener` on every visibility change; returns its disposer. */
  onChange(listener: () => void): () => void;
}

/** The browser's network status (`navigator.onLine` and its `online` event, or a fake). */
export interface NetworkSource {
  isOnline(): boolean;
  /** Calls `listener` each time the browser goes online; returns its disposer. */
  onOnline(listener: () => void): () => void;
}

/** The analytics calls of spec §4. */
export interface SessionAnalytics {
  /** A connect succeeded with a key other than the last identified one. */
  identify(connectionKey: string): void;
  /** The user disconnected. */
  reset(): void;
  /** A device session id not seen before (`sse_session_start`). */
  sessionStarted(sessionId: string): void;
}

/** Options of {@link createDeviceSession}. */
export interface DeviceSessionOptions {
  /** The SDK client (`HandyClient`), already holding the API key or token. */
  readonly client: SessionClient;
  readonly clock: Clock;
  readonly visibility?: VisibilitySource | undefined;
  /** Going online cuts the event stream's reconnect backoff short (`stream-recovery.ts`). */
  readonly network?: NetworkSource | undefined;
  readonly analytics?: SessionAnalytics | undefined;
  /** Keeps the client clock sync across page loads. */
  readonly storage?: ClockSyncStorage | undefined;
  /**
   * The client clock estimator to sync with, asked at every sync so that a changed setting applies
   * to the next one; core's default when not given.
   */
  readonly clockEstimator?: (() => ClockEstimatorName) | undefined;
}

/** How a connect ended; the state says the same (`connectingTimeout`, `connectError`). */
export type ConnectOutcome =
  | { readonly status: 'connected' }
  | { readonly status: 'timeout' }
  | { readonly status: 'failed'; readonly error: Error }
  /** A newer `connect()`, a `disconnect()`, a new device session or `dispose()` replaced it. */
  | { readonly status: 'cancelled' };

/** Hears each event of the stream as it arrives, with the session clock's time of arrival. */
export type SessionEventListener = (event: HandyEvent, receivedAtMs: number) => void;

/** A live device session. */
export interface DeviceSession {
  getState(): DeviceSessionState;
  /** Calls `listener` after every change; returns its disposer. */
  subscribe(listener: (state: DeviceSessionState) => void): () => void;
  /** Calls `listener` with every event of the current stream (the debug tools); returns its disposer. */
  onEvent(listener: SessionEventListener): () => void;
  /**
   * Opens the event stream of `connectionKey` and runs the connect flow; resolves with how it
   * ended. Cancels any connect in flight. Rejects with "Connection key is required" (and sends
   * nothing) for a blank key.
   */
  connect(connectionKey: string): Promise<ConnectOutcome>;
  /** Cancels any connect, closes the stream, resets the state and the analytics identity. */
  disconnect(): void;
  /** Records what a command answered (e.g. the HAMP state after a start) in the state. */
  apply(action: AppliedAction): void;
  /**
   * Opens a read window as a call is sent (see `read-window.ts`) and returns what records its
   * answer: the answer, with the events that came meanwhile applied again over it (or dropped when
   * the mode changed meanwhile), so an answer that was served before an event it arrives after never
   * puts the older state back. Called with `undefined` (no answer), it only closes the window.
   */
  answer(): AnswerRecorder;
  /**
   * Syncs the client clock now; a failure is reported in `sdk.clockSyncError`, never thrown (with
   * no device attached, spec §8's "HSTP is not initialized").
   */
  resyncClock(): Promise<void>;
  /** Ends everything the session started; it cannot be used afterwards. */
  dispose(): void;
}

/** Records the answer of a call sent after {@link DeviceSession.answer}, once (see there). */
export type AnswerRecorder = (action: AppliedAction | undefined) => void;
