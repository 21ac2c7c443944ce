import { systemClock, type TimerHandle } from '@glide/core';
import { apiConfigFrom, currentApiConfig, type ApiConfig } from '../lib/config';
import { preferencesStore } from '../lib/preferences-instance';
import { ConnectionError, createConnectionStore, type ConnectionStore } from './connection-store';

let instance: ConnectionStore | undefined;

/** How long the API settings must stay unchanged before the connection follows them. */
const SETTINGS_SETTLE_MS = 400;

const loadDeviceRuntime = () => import('./device-runtime');

/**
 * Starts fetching the SDK and the session now, when a connect is sure to follow (a key in the
 * address or a stored one), so that the connect does not wait for them after the first render.
 */
export function preloadDeviceRuntime(): void {
  loadDeviceRuntime().catch(() => {
    // The connect itself loads it again and reports a failure; nothing to do here.
  });
}

/**
 * The app's one connection store, wired to the preferences (the key is remembered; spec §4: the
 * device kind is set from the model when a changed key connects) and loading the SDK and the
 * device session on the first connect. Analytics and tab visibility are the session's own
 * (`device-runtime.ts`).
 */
export function connectionStore(): ConnectionStore {
  if (instance) return instance;
  const preferences = preferencesStore();
  instance = createConnectionStore({
    async loadRuntime() {
      const config = currentApiConfig();
      // Spec §4: an application key (or a token) is required as well as the connection key.
      if (config.applicationKey.trim() === '') {
        throw new ConnectionError({ key: 'applicationKeyRequired' });
      }
      const { deviceRuntime } = await loadDeviceRuntime();
      return deviceRuntime(config);
    },
    initialKey: preferences.get().connectionKey,
    onKeyChosen: (connectionKey) => {
      preferences.update({ connectionKey });
    },
    onConnected: ({ keyChanged, deviceKind }) => {
      // Only once the user has chosen a device: the model must not overrule a pending choice.
      if (keyChanged && preferences.get().deviceSelectionComplete) {
        preferences.update({ device: deviceKind });
      }
    },
  });
  const store = instance;
  // A changed base URL or application key applies at once: the next connect asks for the runtime,
  // which is rebuilt for the new settings, so connect again now (a corrected key needs no reload).
  // The settings form saves every keystroke: wait until the typing stops before connecting.
  let config = apiConfigFrom(preferences.get());
  let pending: TimerHandle | undefined;
  preferences.subscribe(() => {
    const next = apiConfigFrom(preferences.get());
    if (sameApi(next, config)) return;
    config = next;
    if (pending !== undefined) systemClock.clearTimeout(pending);
    pending = systemClock.setTimeout(() => {
      pending = undefined;
      store.reconnect();
    }, SETTINGS_SETTLE_MS);
  });
  return instance;
}

function sameApi(a: ApiConfig, b: ApiConfig): boolean {
  return a.apiBaseUrl === b.apiBaseUrl && a.applicationKey === b.applicationKey;
}

/**
 * Replaces the app's connection store (tests render components against a store on a fake
 * session); `undefined` drops it, so the next use builds the real one again.
 */
export function setConnectionStoreForTests(store: ConnectionStore | undefined): void {
  instance = store;
}
