import { describe, expect, it } from 'vitest';
import { createPreferencesStore, type PreferencesData } from '../preferences';
import type { ConnectionSnapshot, ConnectionStore } from '../device/connection/connection-store';
import type { NotifyOptions } from '../ui';
import { createNavigationLoader } from './navigation-loader';
import type { SharedLink } from '../device/sharing/shared-visit';
import type { AddressKeys } from './address-keys';

const ORIGIN = 'https://glide.example';

function memoryStorage(initial?: Partial<PreferencesData>) {
  const map = new Map<string, string>();
  if (initial) map.set('glide.preferences', JSON.stringify({ version: 1, ...initial }));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A connection store that records connects and answers each from `outcome`. */
function fakeConnection(outcome: (key: string) => Promise<void> = () => Promise.resolve()) {
  const connects: string[] = [];
  let state: ConnectionSnapshot = { status: 'idle', connectionKey: '', streamReconnecting: false };
  const store: Pick<ConnectionStore, 'get' | 'connect'> = {
    get: () => state,
    connect: (key) => {
      connects.push(key);
      state = { status: 'connecting', connectionKey: key, streamReconnecting: false };
      return outcome(key);
    },
  };
  return { store, connects };
}

function setup(
  options: {
    preferences?: Partial<PreferencesData>;
    outcome?: (key: string) => Promise<void>;
    currentHref?: string;
    connectionUnavailable?: boolean;
    heldKeys?: AddressKeys[];
    whenTextsReady?: (show: () => void) => void;
  } = {},
) {
  const preferences = createPreferencesStore({ storage: memoryStorage(options.preferences) });
  const connection = fakeConnection(options.outcome);
  const notifications: NotifyOptions[] = [];
  const logged: string[] = [];
  const held: SharedLink[] = [];
  let currentHref = options.currentHref ?? `${ORIGIN}/`;
  const loader = createNavigationLoader({
    preferences: () => preferences,
    connection: () => {
      if (options.connectionUnavailable) throw new Error('no connection store');
      return connection.store;
    },
    notify: (n) => void notifications.push(n),
    describeError: (error) => (error instanceof Error ? `described: ${error.message}` : 'unknown'),
    logError: (message) => void logged.push(message),
    currentHref: () => currentHref,
    holdSharedLink: (link) => void held.push(link),
    takeHeldKeys: () => options.heldKeys?.shift(),
    ...(options.whenTextsReady ? { whenTextsReady: options.whenTextsReady } : {}),
  });
  const run = (path: string) => {
    return loader(`${ORIGIN}${path}`);
  };
  return {
    preferences,
    connection,
    notifications,
    logged,
    held,
    run,
    setHref: (href: string) => (currentHref = href),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createNavigationLoader', () => {
  it('lets a chosen visitor through without a redirect', () => {
    const { run } = setup({ preferences: { deviceSelectionComplete: true } });
    expect(run('/hamp')).toBeNull();
  });

  it('on the first load (address = request) replaces the entry that holds the key', () => {
    const { run, connection, setHref } = setup({ preferences: { deviceSelectionComplete: true } });
    setHref(`${ORIGIN}/hamp?k=Abc12345`);
    expect(run('/hamp?k=Abc12345')).toEqual({ to: '/hamp', replace: true });
    expect(connection.connects).toEqual(['Abc12345']);
  });

  it('holds a shared link in memory, replaces its address and keeps the own key connecting', () => {
    const { run, connection, held, setHref } = setup({
      preferences: { deviceSelectionComplete: true, connectionKey: 'OwnKey01' },
    });
    setHref(`${ORIGIN}/share/Owner123/hamp`);
    expect(run('/share/Owner123/hamp')).toEqual({ to: '/share', replace: true });
    expect(held).toEqual([{ key: 'Owner123', route: 'hamp' }]);
    // The shared key is not connected (nor stored) here: the share page asks first.
    expect(connection.connects).toEqual(['OwnKey01']);
  });

  it('acts on the keys taken out of the page’s address, once', async () => {
    const { run, connection, held } = setup({
      preferences: { deviceSelectionComplete: true },
      heldKeys: [{ connectionKey: 'Start1234', sharedLink: { key: 'Owner123', route: 'hamp' } }],
    });
    // The address is already clean: nothing to redirect.
    expect(run('/hamp')).toBeNull();
    expect(connection.connects).toEqual(['Start1234']);
    expect(held).toEqual([{ key: 'Owner123', route: 'hamp' }]);
    run('/sync');
    await flush();
    expect(connection.connects).toEqual(['Start1234']);
    expect(held).toHaveLength(1);
  });

  it('on a first visit, guards the clean address and still connects the start-up key', () => {
    const { run, connection } = setup({ heldKeys: [{ connectionKey: 'Start1234' }] });
    const redirect = run('/hamp');
    expect(redirect?.to).toBe('/device-selection?redirect=%2Fhamp');
    expect(connection.connects).toEqual(['Start1234']);
  });

  it('on an in-app navigation redirects without replacing the page it came from', () => {
    const { run } = setup({ preferences: { deviceSelectionComplete: true } });
    expect(run('/hamp?key=Abc12345')).toEqual({ to: '/hamp', replace: false });
  });

  it('guards a first visit and preselects the device of female=true', () => {
    const { run, preferences } = setup();
    const redirect = run('/hamp?female=true');
    expect(redirect?.to).toBe('/device-selection?redirect=%2Fhamp');
    expect(preferences.get()).toMatchObject({
      device: 'oh',
      darkMode: false,
      femaleContentFilter: true,
      deviceSelectionComplete: false,
    });
  });

  it('shows a failed connect with a key from the address as a negative notification', async () => {
    const { run, notifications, logged } = setup({
      preferences: { deviceSelectionComplete: true },
      outcome: () => Promise.reject(new Error('Device offline')),
    });
    run('/hamp?k=Abc12345');
    await flush();
    expect(notifications).toEqual([{ kind: 'negative', message: 'described: Device offline' }]);
    expect(logged).toEqual(['navigation handling failed']);
  });

  it('catches an error of the handling itself, reports it and still navigates', () => {
    const { run, notifications, logged } = setup({ connectionUnavailable: true });
    const redirect = run('/hamp?k=Abc12345');
    expect(redirect?.to).toBe('/device-selection?redirect=%2Fhamp');
    expect(notifications).toEqual([
      { kind: 'negative', message: 'described: no connection store' },
    ]);
    expect(logged).toEqual(['navigation handling failed']);
  });

  it('words a failure only once the texts are ready, and logs it at once', () => {
    const waiting: (() => void)[] = [];
    const { run, notifications, logged } = setup({
      connectionUnavailable: true,
      whenTextsReady: (show) => void waiting.push(show),
    });
    run('/hamp');
    expect(logged).toEqual(['navigation handling failed']);
    expect(notifications).toEqual([]);
    for (const show of waiting) show();
    expect(notifications).toEqual([
      { kind: 'negative', message: 'described: no connection store' },
    ]);
  });

  it('reconnects with the stored key on the first load only', () => {
    const { run, connection } = setup({
      preferences: { deviceSelectionComplete: true, connectionKey: 'Stored01' },
    });
    run('/');
    run('/hamp');
    expect(connection.connects).toEqual(['Stored01']);
  });

  it('a key in the address wins over the stored one', () => {
    const { run, connection } = setup({
      preferences: { deviceSelectionComplete: true, connectionKey: 'Stored01' },
    });
    run('/?k=Fresh001');
    expect(connection.connects).toEqual(['Fresh001']);
  });

  it('refuses a malformed key in the address and keeps the stored one', () => {
    const { run, connection, notifications, preferences } = setup({
      preferences: { deviceSelectionComplete: true, connectionKey: 'Stored01' },
    });
    const redirect = run('/hamp?k=ab!');
    // The key still leaves the address.
    expect(redirect?.to).toBe('/hamp');
    expect(notifications).toEqual([{ kind: 'negative', message: 'described: keyInvalid' }]);
    expect(connection.connects).toEqual(['Stored01']);
    expect(preferences.get().connectionKey).toBe('Stored01');
  });

  it('refuses a malformed key on a later navigation without touching the connection', () => {
    const { run, connection, notifications } = setup({
      preferences: { deviceSelectionComplete: true, connectionKey: 'Stored01' },
    });
    run('/');
    run('/remote?key=ab!');
    expect(connection.connects).toEqual(['Stored01']);
    expect(notifications.map((n) => n.message)).toEqual(['described: keyInvalid']);
  });
});
