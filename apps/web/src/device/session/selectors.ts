/**
 * Spec §3's SDK flags, derived from the one record of the connect flow (`sdk.connection`) and the
 * event stream's own state (`sdk.stream`). Pure: the state holds each fact once, and these read it
 * the way the spec names it.
 */
import type { HandySseError } from '@glide/handy';
import { ConnectionPhase, type DeviceSessionState } from './state';

type WithSdk = Pick<DeviceSessionState, 'sdk'>;

/** Spec §3 `connecting`: a connect flow is running. */
export function selectConnecting(state: WithSdk): boolean {
  return state.sdk.connection.status === 'connecting';
}

/** Spec §3 `connectingTimeout`: the last connect did not finish within the connecting timeout. */
export function selectConnectingTimeout(state: WithSdk): boolean {
  return state.sdk.connection.status === 'timedOut';
}

/** Spec §3 `connectionState`: the running step, or `NOT_CONNECTING` between flows. */
export function selectConnectionPhase(state: WithSdk): ConnectionPhase {
  const { connection } = state.sdk;
  return connection.status === 'connecting' ? connection.step : ConnectionPhase.NOT_CONNECTING;
}

/** Why the last connect failed (not set for a timeout, see {@link selectConnectingTimeout}). */
export function selectConnectError(state: WithSdk): Error | undefined {
  const { connection } = state.sdk;
  return connection.status === 'failed' ? connection.error : undefined;
}

/** Spec §3 `sseConnected`: the event stream is open. */
export function selectSseConnected(state: WithSdk): boolean {
  return state.sdk.stream.connected;
}

/** Spec §3 `sseError`: the stream's last connection failure, cleared when a stream opens. */
export function selectSseError(state: WithSdk): HandySseError | undefined {
  return state.sdk.stream.error;
}

/** The stream dropped and the SDK is opening it again. */
export function selectStreamReconnecting(state: WithSdk): boolean {
  return state.sdk.stream.status === 'reconnecting';
}

/** Spec §3's SDK state as the spec lists it, for whoever wants the flags by their names. */
export interface SdkFlags {
  readonly connecting: boolean;
  readonly connectingTimeout: boolean;
  readonly connectionState: ConnectionPhase;
  readonly connectError: Error | undefined;
  readonly sseConnected: boolean;
  readonly sseError: HandySseError | undefined;
  readonly infoUpdated: boolean;
  readonly clientClockSynced: boolean;
}

/** All of spec §3's SDK flags of `state`. */
export function sdkFlags(state: WithSdk): SdkFlags {
  return {
    connecting: selectConnecting(state),
    connectingTimeout: selectConnectingTimeout(state),
    connectionState: selectConnectionPhase(state),
    connectError: selectConnectError(state),
    sseConnected: selectSseConnected(state),
    sseError: selectSseError(state),
    infoUpdated: state.sdk.infoUpdated,
    clientClockSynced: state.sdk.clientClockSynced,
  };
}
