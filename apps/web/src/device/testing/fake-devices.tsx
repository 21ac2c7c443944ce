/**
 * Test support for components and pages that use the live device:
 * - {@link fakeDevices}: a connection store, installed for the app's hooks, whose session runs on
 *   the auto-answering fake client (`../session/testing/auto-runtime.ts`) and whose device commands
 *   go through the real SDK to a {@link fakeCloud} that knows the same devices;
 * - {@link setUpPageTests}: the hooks of such a test file (the app's i18n in en-US, jsdom's gaps,
 *   fresh preferences and notifications, no store or render left behind);
 * - {@link renderRoute}: an element rendered as the page of a route.
 */
import { systemClock } from '@glide/core';
import { act, cleanup } from '@testing-library/react';
import { renderNavigation } from '../../lib/render-navigation';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestI18n } from '../../i18n/test-i18n';
import { stubJsdomLayout } from '../../lib/jsdom-layout';
import { resetPreferencesStoreForTests } from '../../preferences/preferences-instance';
import { resetNotificationsForTests } from '../../ui/notifications/notify';
import { resetCalibrationStoreForTests } from '../calibration/calibration-store';
import { setGroupStoreForTests } from '../channel-group/group-instance';
import { setConnectionStoreForTests } from '../connection/connection-instance';
import { CommandPacer } from '../commands/command-pacer';
import { PageMulticastSupport } from '../commands/page-multicast';
import { isRateLimited, setCommandPacerForTests } from '../commands/pacer-instance';
import { resetSharedVisitForTests } from '../sharing/shared-visit';
import { createConnectionStore, type ConnectionStore } from '../connection/connection-store';
import { autoRuntime } from '../session/testing/auto-runtime';
import type { FakeSessionClient } from '../session/testing/fake-client';
import { fakeCloud, type DeviceSetups, type FakeCloud } from './fake-cloud';

/** What {@link fakeDevices} gives a test: the cloud's devices and calls, and the store on them. */
export interface FakeDevices extends FakeCloud {
  readonly store: ConnectionStore;
  /** The session's fake client: its event stream (`client.stream.emit`) and its connect answers. */
  readonly client: FakeSessionClient;
  /** Connects to `key` and waits for the connect flow to finish. */
  readonly connect: (key: string) => Promise<void>;
}

/**
 * Installs a connection store on the fake devices of `setups`. The session's stream reports each
 * device as its model is when the connect starts (online unless set otherwise); the connect flow
 * reads a stopped HAMP, as the cloud's devices start. `initialKey` is the key stored from before;
 * `channels` gives the cloud a Channel API (`fakeCloud`'s option).
 */
export function fakeDevices(
  setups: DeviceSetups = {},
  options: { initialKey?: string; channels?: boolean } = {},
): FakeDevices {
  const { channels, ...storeOptions } = options;
  const cloud = fakeCloud(setups, { channels });
  const { runtime, client, clock } = autoRuntime(cloud.devices);
  client.answers.hamp = { play_state: 0, velocity: 0, direction: true };
  const store = createConnectionStore({
    loadRuntime: () => Promise.resolve({ ...runtime, ...cloud.runtime }),
    clock,
    ...storeOptions,
  });
  setConnectionStoreForTests(store);
  // As connection-instance.ts does, the app's budget comes with the runtime.
  setCommandPacerForTests(new CommandPacer(systemClock, { isRetryable: isRateLimited }));
  return {
    ...cloud,
    store,
    client,
    connect: async (key) => {
      await act(() => store.connect(key));
    },
  };
}

/**
 * Registers the hooks of a test file that renders the app's components: the app's i18n in en-US
 * with `namespaces` loaded before the first test (so a page renders at once instead of suspending),
 * jsdom's gaps filled, fresh preferences and notifications before each test, and after it no render,
 * no connection store and the language back in en-US.
 */
export function setUpPageTests(...namespaces: string[]): void {
  beforeAll(async () => {
    stubJsdomLayout();
    const i18n = await startTestI18n();
    await i18n.loadNamespaces(namespaces);
  });
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesStoreForTests();
    resetNotificationsForTests();
    resetSharedVisitForTests();
    resetCalibrationStoreForTests();
    setGroupStoreForTests(undefined);
  });
  afterEach(async () => {
    cleanup();
    setConnectionStoreForTests(undefined);
    resetNotificationsForTests();
    await startTestI18n();
  });
}

/** A route's meta as the route table gives it (`app/route-handle.ts`). */
export interface RouteMeta {
  /** The page can drive several linked devices at once: what matters to commands. */
  readonly multicastSupport?: boolean;
  readonly [flag: string]: unknown;
}

/** Where {@link renderRoute} puts its element. */
export interface RouteSetup {
  /** The route's path pattern. */
  readonly path: string;
  /** The route's meta, as the route table gives it (`multicastSupport` matters to commands). */
  readonly handle?: RouteMeta;
  /** The address shown; the path by default. */
  readonly url?: string;
}

/**
 * Renders `element` as the page of a route in a memory router, with the route's multicast support
 * given to its commands as the shell's root layout gives it.
 */
export function renderRoute(element: ReactNode, { path, handle, url = path }: RouteSetup) {
  const page = (
    <PageMulticastSupport supported={handle?.multicastSupport === true}>
      {element}
    </PageMulticastSupport>
  );
  return renderNavigation([{ path, element: page, handle }], url);
}
