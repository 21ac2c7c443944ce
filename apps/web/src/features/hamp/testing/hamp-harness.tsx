/**
 * Test support of the HAMP screen: a connection store on the session's auto-answering fake client,
 * whose device commands go through the real SDK to a `fetch` that answers like the API (reference
 * envelopes) from a small HAMP and stroke-zone state per device, recording every call; and a
 * render inside a router whose route allows multicast, as `/hamp` does.
 */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createHandyClient } from '@glide/handy';
import { setConnectionStoreForTests } from '../../../device/connection-instance';
import { createConnectionStore, type ConnectionStore } from '../../../device/connection-store';
import { autoRuntime, type AutoDevice } from '../../../device/session/testing/auto-runtime';
import type { FakeSessionClient } from '../../../device/session/testing/fake-client';

/** One request a device received. */
export interface DeviceCall {
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

interface DeviceModel {
  hamp: { play_state: 0 | 1; velocity: number; direction: boolean };
  stroke: { min: number; max: number };
}

/** The emulated slider's length: absolute positions are the relative ones times this. */
const SLIDER_MM = 100;

/** What {@link fakeHampDevices} gives a test. */
export interface HampDevices {
  readonly store: ConnectionStore;
  readonly client: FakeSessionClient;
  readonly calls: DeviceCall[];
  /** Keys whose every command fails as a device that is offline. */
  readonly offline: Set<string>;
  /** Requests to `path` wait (recorded already) until {@link release}. */
  hold(path: string): void;
  /** Lets the held requests to `path` answer, and later ones at once. */
  release(path: string): void;
  /** Connects to `key` and waits for the connect flow to finish. */
  connect(key: string): Promise<void>;
}

const numberField = (body: unknown, field: string): number | undefined => {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'number' ? value : undefined;
};

/** Installs a connection store whose devices answer HAMP and stroke-zone commands. */
export function fakeHampDevices(devices: Readonly<Record<string, AutoDevice>> = {}): HampDevices {
  const { runtime, client } = autoRuntime(devices);
  const calls: DeviceCall[] = [];
  const offline = new Set<string>();
  const models = new Map<string, DeviceModel>();
  const held = new Map<string, (() => void)[]>();
  const modelOf = (key: string): DeviceModel => {
    let model = models.get(key);
    if (!model) {
      model = { hamp: { play_state: 0, velocity: 0, direction: true }, stroke: { min: 0, max: 1 } };
      models.set(key, model);
    }
    return model;
  };

  const fetchFake: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const path = url.pathname.replace('/api/v3', '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = new Headers(init?.headers).get('X-Connection-Key') ?? '';
    calls.push({ key, method: init?.method ?? 'GET', path, body });
    const waiting = held.get(path);
    if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    const answer = (payload: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } }),
      );
    if (offline.has(key)) {
      return answer({
        error: {
          code: 1001,
          name: 'DeviceNotConnected',
          message: 'Not connected',
          connected: false,
        },
      });
    }
    const model = modelOf(key);
    const { hamp, stroke } = model;
    if (path === '/hamp/start') {
      if (hamp.play_state === 0) hamp.velocity = 0;
      hamp.play_state = 1;
    }
    if (path === '/hamp/stop') hamp.play_state = 0;
    if (path === '/hamp/velocity') hamp.velocity = numberField(body, 'velocity') ?? hamp.velocity;
    if (path.startsWith('/hamp/')) return answer({ result: hamp });
    if (path === '/slider/stroke') {
      stroke.min = numberField(body, 'min') ?? stroke.min;
      stroke.max = numberField(body, 'max') ?? stroke.max;
      return answer({
        result: {
          ...stroke,
          min_absolute: stroke.min * SLIDER_MM,
          max_absolute: stroke.max * SLIDER_MM,
        },
      });
    }
    return Promise.reject(new Error(`No answer for ${path} in this test`));
  };

  const commands = createHandyClient({
    baseUrl: 'https://cloud.example/api/v3',
    auth: { apiKey: 'test' },
    fetch: fetchFake,
  });
  const store = createConnectionStore({
    loadRuntime: () =>
      Promise.resolve({
        ...runtime,
        device: (key: string) => commands.device(key),
        multicast: (keys: readonly string[]) => commands.multicast(keys),
      }),
  });
  setConnectionStoreForTests(store);
  return {
    store,
    client,
    calls,
    offline,
    hold: (path) => {
      if (!held.has(path)) held.set(path, []);
    },
    release: (path) => {
      const waiting = held.get(path) ?? [];
      held.delete(path);
      for (const resolve of waiting) resolve();
    },
    connect: async (key) => {
      await act(() => store.connect(key));
    },
  };
}

/** Renders `element` as the page of `/hamp` (a route with `multicastSupport`). */
export function renderOnHampRoute(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/hamp',
        element,
        handle: { titleKey: 'hamp', app: true, multicastSupport: true },
      },
    ],
    { initialEntries: ['/hamp'] },
  );
  return render(<RouterProvider router={router} />);
}
