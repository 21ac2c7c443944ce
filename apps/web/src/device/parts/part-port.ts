/**
 * The device port of one linked device playing its own part: the app's port
 * (`playback/device-port.ts`) aimed at that device alone. Its calls go through the same command
 * budget and the same clock sync as the device in use's (the server's clock is one), while the
 * device in use is connected; its answers are not the device in use's, so nothing is recorded in
 * the session.
 */
import type { PlaybackDevicePort } from '@glide/core';
import {
  appPortStore,
  createPlaybackPort,
  type PlaybackPortDeps,
  type PortStore,
} from '../playback/device-port';

const NONE: ReadonlySet<string> = new Set();

/** `store` seen through one linked device: its key, the device in use's connection otherwise. */
export function partStore(connectionKey: string, store: PortStore): PortStore {
  return {
    get: () => ({ status: store.get().status, connectionKey }),
    session: () => store.session(),
    runtime: () => store.runtime(),
    apply: () => undefined,
  };
}

/** The port of the linked device `connectionKey` (tests hand in the rest of the port's needs). */
export function createPartPort(
  connectionKey: string,
  overrides: Partial<PlaybackPortDeps> = {},
): PlaybackDevicePort {
  return createPlaybackPort({
    ...overrides,
    store: partStore(connectionKey, overrides.store ?? appPortStore),
    // It is one device: no group, nothing left out, nothing to wait for.
    group: () => undefined,
    groupSettled: () => Promise.resolve(),
    ownParts: () => NONE,
    // One device: nobody plays along with it.
    alongLag: { record: () => undefined },
  });
}
