/**
 * What the playback engine follows of the live session: the device's session id while it is
 * reachable, and the player events it sends on its own. Framework-free; the player hook feeds
 * them to the engine (`deviceSession`, `deviceState`).
 */
import type { PlayerStateLike } from '@glide/core';
import { connectionStore } from '../connection/connection-instance';
import type { ConnectionSnapshot, ConnectionStore } from '../connection/connection-store';
import type { DeviceSessionState, PlayerEventName } from '../session/state';

/** A player event of the device, with the state it reported. */
export interface PlayerEvent {
  readonly name: PlayerEventName;
  readonly state: PlayerStateLike;
}

/** The engine's view of the session at one moment. */
export interface PlayerSession {
  /**
   * The device's session id while it is connected and online; `undefined` otherwise (the engine
   * pauses the media then, and resumes in sync when the same session is back).
   */
  readonly sessionId: string | undefined;
  /** The last player event from the stream: a new object for each event, never for an answer. */
  readonly lastEvent: PlayerEvent | undefined;
}

/** The engine's view of a session state and connection (pure). */
export function playerSessionOf(
  connection: Pick<ConnectionSnapshot, 'status'>,
  state: Pick<DeviceSessionState, 'device' | 'sdk'>,
): PlayerSession {
  const online = connection.status === 'connected' && state.device.connected;
  const record = state.sdk.lastPlayerEvent;
  return {
    sessionId: online ? state.device.session_id : undefined,
    lastEvent: record && { name: record.name, state: record.player },
  };
}

/** What {@link followPlayerSession} reports on each change. */
export interface PlayerSessionListener {
  /** The session id changed (or the device went offline or came back). */
  readonly sessionChanged: (sessionId: string | undefined) => void;
  /** The device sent a player event. */
  readonly playerEvent: (event: PlayerEvent) => void;
}

/**
 * Reports the session id now, then every change of it and every new player event of the store's
 * session, until the returned disposer is called. An event from before the call is not reported.
 */
export function followPlayerSession(
  listener: PlayerSessionListener,
  store: Pick<ConnectionStore, 'get' | 'session' | 'subscribe'> = connectionStore(),
): () => void {
  const read = () => ({
    view: playerSessionOf(store.get(), store.session()),
    record: store.session().sdk.lastPlayerEvent,
  });
  let last = read();
  listener.sessionChanged(last.view.sessionId);
  return store.subscribe(() => {
    const next = read();
    const previous = last;
    last = next;
    if (next.view.sessionId !== previous.view.sessionId) {
      listener.sessionChanged(next.view.sessionId);
    }
    // The record itself is compared: each event makes a new one, even one repeating the last.
    if (next.record !== previous.record && next.view.lastEvent) {
      listener.playerEvent(next.view.lastEvent);
    }
  });
}
