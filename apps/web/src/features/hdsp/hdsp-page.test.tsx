import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandyClient, HdspState } from '@glide/handy';
import { setConnectionStoreForTests } from '../../device/connection-instance';
import { createConnectionStore, type ConnectionStore } from '../../device/connection-store';
import { autoRuntime } from '../../device/session/testing/auto-runtime';
import type { FakeSessionClient } from '../../device/session/testing/fake-client';
import common from '../../i18n/locales/en-US.json';
import { resetPreferencesStoreForTests } from '../../lib/preferences-instance';
import HdspPage from './hdsp-page';
import texts from './locales/en-US.json';

interface Call {
  path: string;
  body: unknown;
}

/**
 * A connection store on the fake session (whose event stream the test drives), with commands going
 * through the real SDK to a `fetch` that answers every HDSP call with `"ok"`, as the API does.
 */
function fakeDevice(): { store: ConnectionStore; client: FakeSessionClient; calls: Call[] } {
  const calls: Call[] = [];
  const commands = createHandyClient({
    baseUrl: 'http://device.test/api/handy-rest/v3',
    auth: { apiKey: 'test' },
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      calls.push({
        path: url.pathname.replace('/api/handy-rest/v3', ''),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return Promise.resolve(
        new Response(JSON.stringify({ result: 'ok' }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  const { runtime, client } = autoRuntime();
  const store = createConnectionStore({
    loadRuntime: () =>
      Promise.resolve({ ...runtime, device: (key: string) => commands.device(key) }),
  });
  setConnectionStoreForTests(store);
  return { store, client, calls };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/hdsp',
        element: <HdspPage />,
        handle: { titleKey: 'hdsp', app: true, multicastSupport: true },
      },
    ],
    { initialEntries: ['/hdsp'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const panel = () => screen.getByRole('tabpanel');
const field = (name: string) => within(panel()).getByRole('textbox', { name });
const moveButton = () => within(panel()).getByRole('button', { name: 'Move' });

/** Replaces a field's text at once (typing key by key adds nothing these tests check). */
function fill(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
}

let i18n: i18n;
let user: UserEvent;

beforeAll(async () => {
  // The page's own texts and the shared ones, in English, straight from the locale files.
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { hdsp: texts, common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
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

describe('the HDSP page', () => {
  it('says to connect first and keeps the controls disabled without a device', async () => {
    fakeDevice();
    renderPage();
    expect(await screen.findByText('Connect your device to use these controls.')).toBeTruthy();
    expect(field('Position (mm)').hasAttribute('disabled')).toBe(true);
    expect(field('Speed (mm/s)').hasAttribute('disabled')).toBe(true);
    expect(moveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('hdsp-state').textContent).toBe('No move yet');
  });

  it('offers six calls, each with its own two fields and units', async () => {
    fakeDevice();
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'mm at mm/s',
      'mm at %',
      '% at mm/s',
      '% at %',
      'mm in time',
      '% in time',
    ]);
    const expected: Record<string, [string, string]> = {
      'mm at mm/s': ['Position (mm)', 'Speed (mm/s)'],
      'mm at %': ['Position (mm)', 'Speed (%)'],
      '% at mm/s': ['Position (%)', 'Speed (mm/s)'],
      '% at %': ['Position (%)', 'Speed (%)'],
      'mm in time': ['Position (mm)', 'Time (ms)'],
      '% in time': ['Position (%)', 'Time (ms)'],
    };
    for (const [tab, labels] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const names = within(panel())
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('id'))
        .map((id) => document.querySelector(`label[for="${id}"]`)?.textContent);
      expect(names).toEqual(labels);
    }
  });

  it('refuses values outside the ranges with a specific message and sends nothing', async () => {
    const { store, calls } = fakeDevice();
    renderPage();
    await act(() => store.connect('HdspKey1'));
    fill('Position (mm)', '120');
    fill('Speed (mm/s)', '10');
    await user.click(moveButton());
    const alerts = within(panel())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'The position must be a number from 0 to 100 mm.',
      'The speed must be a number from 32 to 400 mm/s.',
    ]);
    expect(field('Position (mm)').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'mm in time' }));
    fill('Position (mm)', '40');
    fill('Time (ms)', '');
    await user.click(moveButton());
    expect(within(panel()).getByRole('alert').textContent).toBe('Enter a time.');
    fill('Time (ms)', '12.5');
    await user.click(moveButton());
    expect(within(panel()).getByRole('alert').textContent).toBe(
      'The time must be a whole number of milliseconds from 0 to 60,000.',
    );

    await user.click(screen.getByRole('tab', { name: '% at %' }));
    fill('Position (%)', '101');
    fill('Speed (%)', 'fast');
    await user.click(moveButton());
    expect(
      within(panel())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'The position must be a number from 0 to 100 %.',
      'The speed must be a number from 0 to 100 %.',
    ]);
    expect(calls).toEqual([]);
  });

  it('moves with the chosen call and options, and shows the live HDSP state', async () => {
    const { store, client, calls } = fakeDevice();
    renderPage();
    await act(() => store.connect('HdspKey1'));
    await user.click(screen.getByRole('tab', { name: '% in time' }));
    fill('Position (%)', '25,5');
    fill('Time (ms)', '800');
    await user.click(within(panel()).getByRole('switch', { name: 'Stop at the target' }));
    await user.click(moveButton());
    await expect
      .poll(() => calls)
      .toEqual([
        {
          path: '/hdsp/xpt',
          body: { xp: 0.255, t: 800, stop_on_target: true, immediate_rsp: false },
        },
      ]);

    act(() => client.stream.emit('hdsp_state_changed', { state: HdspState.MOVING }));
    expect(screen.getByTestId('hdsp-state').textContent).toBe('Moving');
    act(() => client.stream.emit('hdsp_state_changed', { state: HdspState.POINT_REACHED }));
    expect(screen.getByTestId('hdsp-state').textContent).toBe('Point reached');

    await user.click(screen.getByRole('tab', { name: 'mm at mm/s' }));
    fill('Position (mm)', '70');
    fill('Speed (mm/s)', '150');
    await user.click(within(panel()).getByRole('switch', { name: 'Answer at once' }));
    await user.click(moveButton());
    await expect
      .poll(() => calls.at(-1))
      .toEqual({
        path: '/hdsp/xava',
        body: { xa: 70, va: 150, stop_on_target: true, immediate_rsp: true },
      });
  });
});
