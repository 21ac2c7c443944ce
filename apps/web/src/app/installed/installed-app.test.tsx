import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestI18n } from '../../i18n/test-i18n';
import { createPreferencesStore, type PreferencesStorage } from '../../preferences';
import { InstalledAppBar } from './installed-app-bar';
import { createInstalledAppState } from './installed-app-state';
import { followNetworkStatus, type NetworkEvents } from './network-status';
import { FakeClock } from '@glide/core';
import {
  REGISTER_AFTER_CONNECT_MAX_WAIT_MS,
  registerWorker,
  wantsServiceWorker,
  whenConnectSettles,
  type RegisterServiceWorker,
} from './register-worker';
import { THEME_COLOURS, followThemeColour } from './theme-colour';

beforeAll(async () => {
  await startTestI18n();
});
afterEach(cleanup);

/** A browser whose network state the test switches, firing the events the browser would. */
function fakeNetwork(onLine: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const events: NetworkEvents & { navigator: { onLine: boolean } } = {
    navigator: { onLine },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
  };
  const go = (online: boolean) => {
    events.navigator.onLine = online;
    for (const listener of listeners.get(online ? 'online' : 'offline') ?? []) listener();
  };
  return {
    events,
    go,
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

describe('followNetworkStatus', () => {
  it('follows the browser offline and back, and stops listening when disposed', () => {
    const state = createInstalledAppState(false);
    const network = fakeNetwork(false);
    const dispose = followNetworkStatus(state, network.events);
    expect(state.get().offline).toBe(true);
    network.go(true);
    expect(state.get().offline).toBe(false);
    network.go(false);
    expect(state.get().offline).toBe(true);
    dispose();
    expect(network.listenerCount()).toBe(0);
  });
});

describe('InstalledAppBar', () => {
  it('shows nothing while online with no update waiting', () => {
    render(<InstalledAppBar state={createInstalledAppState(false)} />);
    expect(screen.queryByText(/offline/i)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says plainly when offline that the device needs the network, and clears when back', () => {
    const state = createInstalledAppState(true);
    render(<InstalledAppBar state={state} />);
    expect(screen.getByText("You're offline.")).toBeInTheDocument();
    expect(screen.getByText(/connect to a network to use it/)).toBeInTheDocument();
    act(() => state.setOffline(false));
    expect(screen.queryByText("You're offline.")).toBeNull();
  });

  it('offers a reload when a new version waits, and the button runs it', async () => {
    const state = createInstalledAppState(false);
    const reload = vi.fn();
    render(<InstalledAppBar state={state} />);
    act(() => state.updateReady(reload));
    expect(screen.getByText('A new version of Glide is ready.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('registerWorker', () => {
  it('turns a waiting worker into the update prompt, whose reload activates it', () => {
    const state = createInstalledAppState(false);
    const activate = vi.fn(() => Promise.resolve());
    let options: Parameters<RegisterServiceWorker>[0] = {};
    let controllerChanged: (() => void) | undefined;
    const host = {
      onNextControllerChange: (listener: () => void) => void (controllerChanged = listener),
      reload: vi.fn(),
    };
    registerWorker(
      (given) => {
        options = given;
        return activate;
      },
      state,
      host,
    );
    expect(options.immediate).toBe(true);
    expect(state.get().update).toBeNull();
    options.onNeedRefresh?.();
    options.onNeedReload?.();
    expect(host.reload).not.toHaveBeenCalled();
    state.get().update?.reload();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(host.reload).not.toHaveBeenCalled();
    controllerChanged?.();
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('registers in a browser with service workers, not without them nor in the native wrap', () => {
    expect(wantsServiceWorker({ navigator: { serviceWorker: {} } })).toBe(true);
    expect(wantsServiceWorker({ navigator: {} })).toBe(false);
    expect(
      wantsServiceWorker({
        navigator: { serviceWorker: {} },
        Capacitor: { isNativePlatform: () => true },
      }),
    ).toBe(false);
    expect(
      wantsServiceWorker({
        navigator: { serviceWorker: {} },
        Capacitor: { isNativePlatform: () => false },
      }),
    ).toBe(true);
  });
});

describe('whenConnectSettles', () => {
  /** A connection whose connect the test starts and ends. */
  function fakeConnection(connecting: boolean) {
    const listeners = new Set<() => void>();
    const connection = {
      connecting,
      isConnecting: () => connection.connecting,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      set(next: boolean) {
        connection.connecting = next;
        for (const listener of [...listeners]) listener();
      },
      listeners,
    };
    return connection;
  }

  it('runs at once when no connect is under way', () => {
    const run = vi.fn();
    whenConnectSettles(fakeConnection(false), run, new FakeClock());
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the connect to end, then runs once and stops listening', () => {
    const connection = fakeConnection(true);
    const clock = new FakeClock();
    const run = vi.fn();
    whenConnectSettles(connection, run, clock);
    connection.set(true);
    expect(run).not.toHaveBeenCalled();
    connection.set(false);
    expect(run).toHaveBeenCalledOnce();
    expect(connection.listeners.size).toBe(0);
    expect(clock.pendingTimers).toBe(0);
    clock.advance(REGISTER_AFTER_CONNECT_MAX_WAIT_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the longest wait while a connect keeps retrying', () => {
    const connection = fakeConnection(true);
    const clock = new FakeClock();
    const run = vi.fn();
    whenConnectSettles(connection, run, clock);
    clock.advance(REGISTER_AFTER_CONNECT_MAX_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    clock.advance(1);
    expect(run).toHaveBeenCalledOnce();
    expect(connection.listeners.size).toBe(0);
    connection.set(false);
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('followThemeColour', () => {
  it('puts the dark or light page colour into <meta name="theme-color"> as the setting changes', () => {
    const memory = new Map<string, string>();
    const storage: PreferencesStorage = {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
    const store = createPreferencesStore({ storage });
    const doc = document.implementation.createHTMLDocument('t');
    store.update({ darkMode: true });
    const dispose = followThemeColour(store, doc);
    const meta = () => doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
    expect(meta()).toBe(THEME_COLOURS.dark);
    store.update({ darkMode: false });
    expect(meta()).toBe(THEME_COLOURS.light);
    dispose();
    store.update({ darkMode: true });
    expect(meta()).toBe(THEME_COLOURS.light);
  });

  it('matches the themes’ page colours and the manifest', () => {
    const css = readFileSync(join(import.meta.dirname, '../../ui/theme.css'), 'utf8');
    const [dark, light] = [...css.matchAll(/--color-bg: (#[0-9a-f]{6});/g)].map((m) => m[1]);
    expect({ dark, light }).toEqual(THEME_COLOURS);
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../public/manifest.webmanifest'), 'utf8'),
    ) as { theme_color: string };
    expect(manifest.theme_color).toBe(THEME_COLOURS.dark);
  });
});
