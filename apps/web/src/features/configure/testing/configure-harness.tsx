/**
 * Test support for the configure page: a connection store on the fake session whose device calls
 * go through the real SDK to a `fetch` that answers like the API (reference envelopes) from a
 * small device model, recording every call. A path in `failures` answers with that device error.
 */
import { act, render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createHandyClient } from '@glide/handy';
import { setConnectionStoreForTests } from '../../../device/connection-instance';
import { createConnectionStore, type ConnectionStore } from '../../../device/connection-store';
import { autoRuntime, type AutoDevice } from '../../../device/session/testing/auto-runtime';
import common from '../../../i18n/locales/en-US.json';
import hamp from '../../hamp/locales/en-US.json';
import ConfigurePage from '../configure-page';
import configure from '../locales/en-US.json';

/** One recorded device call. */
export interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly body: unknown;
}

/** The fake device's settings, changed by the calls. */
export interface FakeDeviceModel {
  offset: number;
  wifi: boolean;
  ble: boolean;
  ble_state: number;
  environment: number;
  statistics: Record<string, unknown>;
  capabilities: Record<string, unknown>;
}

/** A device error the API answers with (HTTP 200, `{error}`). */
export interface DeviceFailure {
  readonly code: number;
  readonly name: string;
  readonly message: string;
}

export const TIMEOUT: DeviceFailure = { code: 1002, name: 'DeviceTimeout', message: 'Timeout' };

/** Sets up the page's world: the store is installed for the app's hooks. */
export function fakeConfigureDevice(
  options: { devices?: Record<string, AutoDevice>; failures?: Record<string, DeviceFailure> } = {},
): { store: ConnectionStore; calls: Call[]; model: FakeDeviceModel } {
  const calls: Call[] = [];
  const model: FakeDeviceModel = {
    offset: 40,
    wifi: true,
    ble: true,
    ble_state: 2,
    environment: 0,
    statistics: { timestamp: 5_000, total_messages: 12, total_bytes: 2_048, dropped_messages: 0 },
    capabilities: { slider: 1, lra: 0, battery: true, vulva_oriented: false },
  };
  const interfaces = () => ({
    wifi: model.wifi,
    ble: model.ble,
    ble_state: model.ble ? model.ble_state : 0,
    wifi_state: model.wifi ? 1 : 0,
  });
  const commands = createHandyClient({
    baseUrl: 'http://device.test/api/handy-rest/v3',
    auth: { apiKey: 'test' },
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace('/api/handy-rest/v3', '');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, query: url.search, body });
      const answer = (payload: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(payload), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      const failure = options.failures?.[path];
      if (failure) return answer({ error: { ...failure, connected: true } });
      const fields = typeof body === 'object' && body !== null ? body : {};
      switch (`${method} ${path}`) {
        case 'GET /hstp/offset':
          return answer({ result: { offset: model.offset } });
        case 'PUT /hstp/offset':
          if ('offset' in fields) model.offset = Number(fields.offset);
          return answer({ result: 'ok' });
        case 'GET /hstp/clocksync':
          return answer({ result: { time: 9_000, clock_offset: 1_234, rtd: 42 } });
        case 'GET /system/interfaces/status':
          return answer({ result: interfaces() });
        case 'PUT /system/interfaces/status':
          if ('wifi' in fields && typeof fields.wifi === 'boolean') model.wifi = fields.wifi;
          if ('ble' in fields && typeof fields.ble === 'boolean') model.ble = fields.ble;
          return answer({ result: interfaces() });
        case 'GET /system/environment':
          return answer({ result: { environment: model.environment } });
        case 'PUT /system/environment':
          if ('environment' in fields) model.environment = Number(fields.environment);
          return answer({ result: { environment: model.environment } });
        case 'PUT /system/reboot':
          return answer({ result: 'ok' });
        case 'GET /statistics':
          return answer({ result: model.statistics });
        case 'GET /capabilities':
          return answer({ result: model.capabilities });
        default:
          return answer({ error: { code: 2002, name: 'MethodNotFound', message: path } });
      }
    },
  });
  const { runtime } = autoRuntime(options.devices ?? {});
  const store = createConnectionStore({
    loadRuntime: () =>
      Promise.resolve({ ...runtime, device: (key: string) => commands.device(key) }),
  });
  setConnectionStoreForTests(store);
  return { store, calls, model };
}

/** The page's texts, the stroke zone's (HAMP) and the shared ones, in English from the files. */
export async function configureI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { configure, hamp, common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders the page at `/configure` as the route table does (no multicast). */
export function renderConfigurePage(texts: i18n): void {
  const router = createMemoryRouter(
    [{ path: '/configure', element: <ConfigurePage />, handle: { titleKey: 'configure' } }],
    { initialEntries: ['/configure'] },
  );
  render(
    <I18nextProvider i18n={texts}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** Connects `key` and lets the page's reads settle. */
export async function connect(store: ConnectionStore, key = 'ConfigKey1'): Promise<void> {
  await act(async () => {
    await store.connect(key);
  });
}
