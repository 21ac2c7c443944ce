import { systemClock } from '@glide/core';
import { apiConfigFrom, type ApiConfig } from '../../lib/config';
import { currentApiConfig } from '../../preferences/current-api-config';
import { preferencesStore } from '../../preferences/preferences-instance';
import { loadCommandPacer } from '../commands/pacer-instance';
import type { PreferencesStore } from '../../preferences';
import { ConnectionError } from '../errors/connection-error';
import {
  createConnectionStore,
  type ConnectionStore,
  type ConnectionStoreOptions,
  type DeviceRuntime,
} from './connection-store';
import { followApiSettings, reconnectNeeded } from './follow-api-settings';

let instance: ConnectionStore | undefined;
/** Ends the real store's following of the API settings (see {@link connectionStore}). */
let stopFollowing: (() => void) | undefined;

/**
 * The SDK and the session, with the command budget every command and stop goes through: loaded
 * together, so that once a device can be reached its stop never waits for a chunk, and a visit
 * without a device loads neither.
 */
const loadDeviceRuntime = () =>
  Promise.all([import('./device-runtime'), loadCommandPacer()]).then(([runtime]) => runtime);

/**
 * Starts fetching the SDK and the session now, when a connect is sure to follow (a key in the
 * address or a stored one), so that the connect does not wait for them after the first render.
 */
export function preloadDeviceRuntime(): void {
  loadDeviceRuntime().catch(() => {
    // The connect itself loads it again and reports a failure; nothing to do here.
  });
}

/** What {@link appConnectionOptions} wires the store to; the app passes its own, tests fakes. */
export interface AppConnectionDeps {
  readonly preferences: Pick<PreferencesStore, 'get' | 'update'>;
  /** The API settings in force now. */
  readonly apiConfig: () => ApiConfig;
  /** The SDK and the session for `config` (loaded on the first connect). */
  readonly runtimeFor: (config: ApiConfig) => Promise<DeviceRuntime>;
}

/**
 * The app's rules around a connect: an application key is required before anything loads (spec
 * §5: an API token is required as well as the connection key); a well-formed key is remembered as
 * soon as a connect with it starts; and when a changed key connects, the device kind follows the
 * model (spec §4: model 1 is the Oh, every other The Handy).
 */
export function appConnectionOptions(
  deps: AppConnectionDeps,
): Pick<ConnectionStoreOptions, 'loadRuntime' | 'initialKey' | 'onKeyChosen' | 'onConnected'> {
  const { preferences } = deps;
  return {
    async loadRuntime() {
      const config = deps.apiConfig();
      if (config.applicationKey.trim() === '') {
        throw new ConnectionError({ key: 'applicationKeyRequired' });
      }
      return deps.runtimeFor(config);
    },
    initialKey: preferences.get().connectionKey,
    onKeyChosen: (connectionKey) => {
      preferences.update({ connectionKey });
    },
    onConnected: ({ keyChanged, deviceKind, persisted }) => {
      // Only once the user has chosen a device: the model must not overrule a pending choice;
      // and never for a shared device's visit, which leaves the visitor's settings as they were.
      if (persisted && keyChanged && preferences.get().deviceSelectionComplete) {
        preferences.update({ device: deviceKind });
      }
    },
  };
}

/**
 * The app's one connection store, wired to the preferences by {@link appConnectionOptions} and
 * loading the SDK and the device session on the first connect. Analytics and tab visibility are
 * the session's own (`device-runtime.ts`).
 */
export function connectionStore(): ConnectionStore {
  if (instance) return instance;
  const preferences = preferencesStore();
  /** The API settings the last connect's runtime was made for. */
  let connectedWith: ApiConfig | undefined;
  instance = createConnectionStore(
    appConnectionOptions({
      preferences,
      apiConfig: currentApiConfig,
      runtimeFor: async (config) => {
        connectedWith = config;
        return (await loadDeviceRuntime()).deviceRuntime(config);
      },
    }),
  );
  const store = instance;
  // A changed base URL or application key applies at once: the next connect asks for the runtime,
  // which is rebuilt for the new settings, so connect again now (a corrected key needs no reload).
  stopFollowing = followApiSettings({
    read: () => apiConfigFrom(preferences.get()),
    subscribe: (listener) => preferences.subscribe(listener),
    reconnect: () => {
      const current = apiConfigFrom(preferences.get());
      if (reconnectNeeded(store.get().status, connectedWith, current)) store.reconnect();
    },
    clock: systemClock,
  });
  return instance;
}

/**
 * Replaces the app's connection store (tests render components against a store on a fake
 * session); `undefined` drops it, so the next use builds the real one again.
 */
export function setConnectionStoreForTests(store: ConnectionStore | undefined): void {
  // The replaced store's settings listener goes with it, so no old store is asked to reconnect.
  stopFollowing?.();
  stopFollowing = undefined;
  instance = store;
}
