import { analytics } from '../analytics';
import { preferencesStore } from '../lib/preferences-instance';
import { createConnectionStore, type ConnectionStore } from './connection-store';
import { handyClient } from './handy-client';

let instance: ConnectionStore | undefined;
let lastSessionId: string | undefined;

/**
 * The app's one connection store, wired to the preferences (the key is remembered), to analytics
 * (spec §4: identify on a connect with a changed key, reset on disconnect, `sse_session_start` on a
 * new session id) and to the device kind (spec §4: set from the model when the key changes).
 */
export function connectionStore(): ConnectionStore {
  if (instance) return instance;
  const preferences = preferencesStore();
  instance = createConnectionStore({
    client: handyClient,
    initialKey: preferences.get().connectionKey,
    onKeyChosen: (connectionKey) => {
      preferences.update({ connectionKey });
    },
    onConnected: ({ connectionKey, keyChanged, info, deviceKind }) => {
      if (keyChanged) {
        analytics.identify(connectionKey);
        // Only once the user has chosen a device: the model must not overrule a pending choice.
        if (preferences.get().deviceSelectionComplete) preferences.update({ device: deviceKind });
      }
      if (info.session_id !== lastSessionId) {
        lastSessionId = info.session_id;
        analytics.sessionStarted(info.session_id);
      }
    },
    onDisconnected: () => {
      lastSessionId = undefined;
      analytics.reset();
    },
  });
  return instance;
}

/**
 * Replaces the app's connection store (tests render components against a store on a fake client);
 * `undefined` drops it, so the next use builds the real one again.
 */
export function setConnectionStoreForTests(store: ConnectionStore | undefined): void {
  instance = store;
  lastSessionId = undefined;
}
