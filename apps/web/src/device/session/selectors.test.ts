import { HandySseError } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { initialSessionState } from './initial-state';
import {
  sdkFlags,
  selectConnectError,
  selectConnecting,
  selectConnectingTimeout,
  selectConnectionPhase,
  selectSseConnected,
  selectSseError,
  selectStreamReconnecting,
} from './selectors';
import type { ConnectionState, DeviceSessionState } from './state';

const withConnection = (connection: ConnectionState): DeviceSessionState => ({
  ...initialSessionState,
  sdk: { ...initialSessionState.sdk, connection },
});

describe('spec §3 flags derived from the connection', () => {
  it.each<[ConnectionState, boolean, boolean, string]>([
    [{ status: 'idle' }, false, false, 'NOT_CONNECTING'],
    [{ status: 'connecting', step: 'CONNECTING' }, true, false, 'CONNECTING'],
    [{ status: 'connecting', step: 'GETTING_INFO' }, true, false, 'GETTING_INFO'],
    [{ status: 'connecting', step: 'SYNCING_CLOCK' }, true, false, 'SYNCING_CLOCK'],
    [{ status: 'connected' }, false, false, 'NOT_CONNECTING'],
    [{ status: 'timedOut' }, false, true, 'NOT_CONNECTING'],
    [{ status: 'failed', error: new Error('x') }, false, false, 'NOT_CONNECTING'],
  ])('%j → connecting %s, connectingTimeout %s, %s', (connection, connecting, timeout, phase) => {
    const state = withConnection(connection);
    expect(selectConnecting(state)).toBe(connecting);
    expect(selectConnectingTimeout(state)).toBe(timeout);
    expect(selectConnectionPhase(state)).toBe(phase);
  });

  it('the connect error is that of a failed connect only', () => {
    const error = new Error('refused');
    expect(selectConnectError(withConnection({ status: 'failed', error }))).toBe(error);
    expect(selectConnectError(withConnection({ status: 'timedOut' }))).toBeUndefined();
    expect(selectConnectError(withConnection({ status: 'connected' }))).toBeUndefined();
  });
});

describe('spec §3 flags derived from the event stream', () => {
  it('reads sseConnected, sseError and reconnecting from the stream state as the SDK reports it', () => {
    const error = new HandySseError('dropped');
    const dropped: DeviceSessionState = {
      ...initialSessionState,
      sdk: {
        ...initialSessionState.sdk,
        stream: { status: 'reconnecting', connected: false, error, attempt: 1 },
      },
    };
    expect(selectSseConnected(dropped)).toBe(false);
    expect(selectSseError(dropped)).toBe(error);
    expect(selectStreamReconnecting(dropped)).toBe(true);
    const open: DeviceSessionState = {
      ...dropped,
      sdk: { ...dropped.sdk, stream: { status: 'open', connected: true, attempt: 0 } },
    };
    expect(selectSseConnected(open)).toBe(true);
    expect(selectSseError(open)).toBeUndefined();
    expect(selectStreamReconnecting(open)).toBe(false);
  });

  it("sdkFlags lists them all by the spec's names", () => {
    expect(sdkFlags(initialSessionState)).toEqual({
      connecting: false,
      connectingTimeout: false,
      connectionState: 'NOT_CONNECTING',
      connectError: undefined,
      sseConnected: false,
      sseError: undefined,
      infoUpdated: false,
      clientClockSynced: false,
    });
  });
});
