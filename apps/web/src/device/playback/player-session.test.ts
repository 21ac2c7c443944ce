import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../connection/connection-store';
import type { SessionAction } from '../session/actions';
import { initialSessionState } from '../session/initial-state';
import { reduce } from '../session/reducer';
import type { DeviceSessionState } from '../session/state';
import { deviceInfo, hspState, SESSION_1, SESSION_2 } from '../session/testing/fixtures';
import { wireEvent } from '../session/testing/wire-event';
import { followPlayerSession, playerSessionOf, type PlayerEvent } from './player-session';

const online = (sessionId: string): DeviceSessionState => ({
  ...initialSessionState,
  device: { ...initialSessionState.device, connected: true, session_id: sessionId },
});

function fakeStore(state: DeviceSessionState, status: ConnectionStatus = 'connected') {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => ({ status, connectionKey: 'testKey01', streamReconnecting: false }),
    session: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action: SessionAction) => {
      state = reduce(state, action);
      changed();
    },
    setStatus: (next: ConnectionStatus) => {
      status = next;
      changed();
    },
    listeners,
  };
}

const event = (name: string, payload = hspState): SessionAction => ({
  type: 'event',
  event: wireEvent(name, payload),
});

describe('playerSessionOf', () => {
  it("is the device's session id while it is connected and online", () => {
    expect(playerSessionOf({ status: 'connected' }, online(SESSION_1)).sessionId).toBe(SESSION_1);
  });

  it('has no session id while the device is offline or the connection is not up', () => {
    const offline = {
      ...online(SESSION_1),
      device: { ...online(SESSION_1).device, connected: false },
    };
    expect(playerSessionOf({ status: 'connected' }, offline).sessionId).toBeUndefined();
    expect(
      playerSessionOf({ status: 'disconnected' }, online(SESSION_1)).sessionId,
    ).toBeUndefined();
    expect(playerSessionOf({ status: 'connecting' }, online(SESSION_1)).sessionId).toBeUndefined();
  });
});

describe('followPlayerSession', () => {
  function follow(store: ReturnType<typeof fakeStore>) {
    const sessions: (string | undefined)[] = [];
    const events: PlayerEvent[] = [];
    const stop = followPlayerSession(
      {
        sessionChanged: (id) => sessions.push(id),
        playerEvent: (e) => events.push(e),
      },
      store,
    );
    return { sessions, events, stop };
  }

  it('reports the session id at once, then each change, offline included', () => {
    const store = fakeStore(online(SESSION_1));
    const { sessions } = follow(store);
    expect(sessions).toEqual([SESSION_1]);
    store.dispatch({ type: 'event', event: wireEvent('battery_changed', { level: 0.5 }) });
    expect(sessions).toEqual([SESSION_1]);
    store.setStatus('disconnected');
    store.setStatus('connected');
    store.dispatch({ type: 'connect_started', connectionKey: 'testKey01' });
    expect(sessions).toEqual([SESSION_1, undefined, SESSION_1, undefined]);
  });

  it('reports a new session id', () => {
    const store = fakeStore(online(SESSION_1));
    const { sessions } = follow(store);
    // The session handles a new id by connecting again; the state then carries the new one.
    store.dispatch({ type: 'info_loaded', info: deviceInfo({ session_id: SESSION_2 }) });
    expect(sessions.at(-1)).toBe(SESSION_2);
  });

  it("reports each player event with its name and state, and none of the commands' answers", () => {
    const store = fakeStore(online(SESSION_1));
    const { events } = follow(store);
    store.dispatch({ type: 'hsp_loaded', hsp: { ...hspState, play_state: 1 } });
    expect(events).toEqual([]);
    store.dispatch(event('hsp_threshold_reached', { ...hspState, tail_point_stream_index: 40 }));
    store.dispatch(event('hsp_threshold_reached', { ...hspState, tail_point_stream_index: 40 }));
    store.dispatch(event('hsp_starving', { ...hspState, play_state: 4 }));
    expect(events.map((e) => e.name)).toEqual([
      'hsp_threshold_reached',
      'hsp_threshold_reached',
      'hsp_starving',
    ]);
    expect(events[0]?.state.tail_point_stream_index).toBe(40);
    expect(events[2]?.state.play_state).toBe(4);
  });

  it('does not report an event from before it started, and stops when disposed', () => {
    const store = fakeStore(online(SESSION_1));
    store.dispatch(event('hsp_state_changed'));
    const { events, stop } = follow(store);
    store.dispatch({ type: 'hsp_loaded', hsp: hspState });
    expect(events).toEqual([]);
    stop();
    expect(store.listeners.size).toBe(0);
  });
});
