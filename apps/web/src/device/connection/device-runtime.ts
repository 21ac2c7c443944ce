/**
 * The SDK side of the live device, loaded on the first connect: the SDK client for the API settings
 * in force and one device session on it. Kept out of the start-up bundle on purpose.
 */
import { systemClock } from '@glide/core';
import { channelDevice, createHandyClient, type HandyClient } from '@glide/handy';
import { analytics } from '../../analytics';
import type { ApiConfig } from '../../lib/config';
import { browserNetwork, documentVisibility } from '../../lib/page-signals';
import { preferencesStore } from '../../preferences/preferences-instance';
import { readStorageItem, STORAGE_KEYS, writeStorageItem } from '../../lib/storage';
import type { DeviceRuntime } from './connection-store';
import { createDeviceSession } from '../session/session';
import type { ClockSyncStorage } from '../session/clock-sync-storage';

/** Where the client clock sync is kept between page loads (spec §3). */
function clockSyncStorage(): ClockSyncStorage {
  return {
    get: () => readStorageItem(STORAGE_KEYS.clockSync),
    set: (value) => writeStorageItem(STORAGE_KEYS.clockSync, value),
  };
}

let cached: { config: ApiConfig; client: HandyClient; runtime: DeviceRuntime } | undefined;

/**
 * The runtime for `config`: reused while the base URL and application key stay the same, rebuilt
 * (with a new session) when they change.
 */
export function deviceRuntime(config: ApiConfig): DeviceRuntime {
  if (
    cached?.config.apiBaseUrl === config.apiBaseUrl &&
    cached.config.applicationKey === config.applicationKey
  ) {
    return cached.runtime;
  }
  const client = createHandyClient({
    baseUrl: config.apiBaseUrl,
    auth: { apiKey: config.applicationKey },
  });
  const session = createDeviceSession({
    client,
    clock: systemClock,
    visibility: documentVisibility,
    network: browserNetwork,
    analytics: {
      identify: (connectionKey) => analytics.identify(connectionKey),
      reset: () => analytics.reset(),
      sessionStarted: (sessionId) => analytics.sessionStarted(sessionId),
    },
    storage: clockSyncStorage(),
    // A developer setting; read at each sync, so a change applies to the next one.
    clockEstimator: () => preferencesStore().get().clockSyncEstimator,
  });
  const runtime: DeviceRuntime = {
    session,
    device: (connectionKey) => client.device(connectionKey),
    multicast: (connectionKeys) => client.multicast(connectionKeys),
    channel: (reference) => channelDevice(client, reference),
    channels: () =>
      import('../channel-group/channel-api-instance').then((loaded) =>
        loaded.channelApiFor(config),
      ),
  };
  cached = { config, client, runtime };
  return runtime;
}
