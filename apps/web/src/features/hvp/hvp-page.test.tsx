import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandyClient } from '@glide/handy';
import { setConnectionStoreForTests } from '../../device/connection-instance';
import { createConnectionStore, type ConnectionStore } from '../../device/connection-store';
import { autoRuntime } from '../../device/session/testing/auto-runtime';
import common from '../../i18n/locales/en-US.json';
import { preferencesStore, resetPreferencesStoreForTests } from '../../lib/preferences-instance';
import HvpPage from './hvp-page';
import texts from './locales/en-US.json';

interface Call {
  key: string;
  method: string;
  path: string;
  body: unknown;
}

const OH = { info: { hw_model_no: 1, hw_model_name: 'Oh' } };

/**
 * A connection store on the fake session, whose commands go through the real SDK to a `fetch`
 * that answers like the API from a small HVP state per key; `unsupported` keys answer every HVP
 * call with a device error, as a device without vibration does.
 */
function fakeDevices(unsupported: readonly string[] = []): {
  store: ConnectionStore;
  calls: Call[];
} {
  const calls: Call[] = [];
  const states = new Map<string, Record<string, unknown>>();
  const commands = createHandyClient({
    baseUrl: 'http://device.test/api/handy-rest/v3',
    auth: { apiKey: 'test' },
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const key = new Headers(init?.headers).get('x-connection-key') ?? '';
      const path = new URL(request.url).pathname.replace('/api/handy-rest/v3', '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, method: init?.method ?? 'GET', path, body });
      const answer = (payload: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(payload), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      if (unsupported.includes(key)) {
        return answer({
          error: {
            code: 2002,
            name: 'MethodNotFound',
            message: 'Not supported by this device',
            connected: true,
          },
        });
      }
      const state = states.get(key) ?? { enabled: false, amplitude: 0, frequency: 0, position: 0 };
      if (path === '/hvp/start')
        Object.assign(state, { enabled: true, amplitude: 0, frequency: 0 });
      if (path === '/hvp/stop') state.enabled = false;
      if (path === '/hvp/state' && typeof body === 'object' && body) Object.assign(state, body);
      states.set(key, state);
      return answer({ result: state });
    },
  });
  const { runtime } = autoRuntime({ OhKey01: OH, OhKey02: OH, HandyKey01: {} });
  const store = createConnectionStore({
    loadRuntime: () =>
      Promise.resolve({ ...runtime, device: (key: string) => commands.device(key) }),
  });
  setConnectionStoreForTests(store);
  return { store, calls };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/hvp',
        element: <HvpPage />,
        handle: { titleKey: 'hvp', app: true, multicastSupport: true },
      },
    ],
    { initialEntries: ['/hvp'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const slider = (name: string) => screen.getByRole('slider', { name });

let i18n: i18n;
let user: UserEvent;

beforeAll(async () => {
  // The page's own texts and the shared ones, in English, straight from the locale files.
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { hvp: texts, common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  // Radix measures sliders with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});
beforeEach(() => {
  // No pause between key presses: the fields are typed into many times.
  user = userEvent.setup({ delay: null });
  localStorage.clear();
  resetPreferencesStoreForTests();
});
afterEach(() => {
  cleanup();
  setConnectionStoreForTests(undefined);
});

describe('the HVP page', () => {
  it('says to connect first and keeps every control disabled without a device', async () => {
    fakeDevices();
    renderPage();
    expect(await screen.findByText('Connect your device to use these controls.')).toBeTruthy();
    expect(button('Start').hasAttribute('disabled')).toBe(true);
    expect(button('Stop').hasAttribute('disabled')).toBe(true);
    for (const name of ['Amplitude', 'Frequency', 'Position']) {
      expect(slider(name).hasAttribute('data-disabled')).toBe(true);
    }
    expect(screen.getByTestId('hvp-state').textContent).toBe('Stopped');
  });

  it('starts an Oh with the chosen settings, follows changes while on, then stops', async () => {
    const { store, calls } = fakeDevices();
    renderPage();
    await act(() => store.connect('OhKey01'));
    expect(screen.queryByText('Connect your device to use these controls.')).toBeNull();

    slider('Amplitude').focus();
    await user.keyboard('{Home}{PageUp}{PageUp}{PageUp}');
    expect(slider('Amplitude').getAttribute('aria-valuetext')).toBe('30 %');
    slider('Frequency').focus();
    await user.keyboard('{Home}{PageUp}{PageUp}');
    expect(slider('Frequency').getAttribute('aria-valuetext')).toBe('200 Hz');
    // Nothing is sent while the device does not vibrate: the settings wait for Start.
    expect(calls).toEqual([]);

    await user.click(button('Start'));
    await expect.poll(() => screen.getByTestId('hvp-state').textContent).toBe('Vibrating');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /hvp/start',
      'PUT /hvp/state',
    ]);
    expect(calls[1]?.body).toEqual({ amplitude: 0.3, frequency: 200, position: 50 });
    // The answer is recorded in the session state, which the page shows.
    expect(store.session().hvp).toEqual({
      enabled: true,
      amplitude: 0.3,
      frequency: 200,
      position: 50,
    });
    expect(screen.getByTestId('hvp-amplitude').textContent).toBe('30 %');
    expect(screen.getByTestId('hvp-frequency').textContent).toBe('200 Hz');
    expect(button('Start').hasAttribute('disabled')).toBe(true);

    slider('Position').focus();
    await user.keyboard('{ArrowLeft}');
    await expect
      .poll(() => calls.at(-1)?.body)
      .toEqual({
        amplitude: 0.3,
        frequency: 200,
        position: 49,
      });
    await expect.poll(() => screen.getByTestId('hvp-position').textContent).toBe('49 mm');

    await user.click(button('Stop'));
    await expect.poll(() => screen.getByTestId('hvp-state').textContent).toBe('Stopped');
    expect(calls.at(-1)?.path).toBe('/hvp/stop');
  });

  it('says so when The Handy cannot vibrate', async () => {
    const { store } = fakeDevices(['HandyKey01']);
    renderPage();
    await act(() => store.connect('HandyKey01'));
    expect(screen.getByText(/The Handy vibrates only if its firmware supports it/)).toBeTruthy();
    await user.click(button('Start'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The device could not do this: The device reported an error: Not supported by this device',
    );
    expect(screen.getByTestId('hvp-state').textContent).toBe('Stopped');
  });

  it('drives every linked device while multicast is on', async () => {
    const { store, calls } = fakeDevices();
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'OhKey02' }],
      multicastActive: true,
    });
    renderPage();
    await act(() => store.connect('OhKey01'));
    expect(screen.getByText('Commands go to every linked device.')).toBeTruthy();
    await user.click(button('Start'));
    await expect
      .poll(() => calls.map((call) => `${call.key} ${call.path}`).sort())
      .toEqual([
        'OhKey01 /hvp/start',
        'OhKey01 /hvp/state',
        'OhKey02 /hvp/start',
        'OhKey02 /hvp/state',
      ]);
  });
});
