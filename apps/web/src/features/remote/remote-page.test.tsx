import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConnectionStoreForTests } from '../../device/connection-instance';
import { createConnectionStore } from '../../device/connection-store';
import common from '../../i18n/locales/en-US.json';
import { preferencesStore, resetPreferencesStoreForTests } from '../../lib/preferences-instance';
import linkTexts from '../link/locales/en-US.json';
import { deviceFleet } from '../link/testing/device-fleet';
import remoteTexts from './locales/en-US.json';
import RemotePage from './remote-page';

let texts: i18n;
beforeAll(async () => {
  texts = i18next.createInstance();
  await texts.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { common, link: linkTexts, remote: remoteTexts } },
    interpolation: { escapeValue: false },
  });
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});
beforeEach(() => {
  localStorage.clear();
  resetPreferencesStoreForTests();
});
afterEach(() => {
  cleanup();
  setConnectionStoreForTests(undefined);
});

/** Connects `MyOwnKey1` on a fleet with `online` devices and shows the page on a route with `multicastSupport`. */
async function renderConnected(online: Record<string, boolean>, multicastSupport = true) {
  const fleet = deviceFleet({ MyOwnKey1: true, ...online });
  const store = createConnectionStore({ loadRuntime: () => Promise.resolve(fleet.runtime) });
  setConnectionStoreForTests(store);
  await act(() => store.connect('MyOwnKey1'));
  const router = createMemoryRouter(
    [
      {
        path: '/remote',
        element: <RemotePage />,
        handle: { titleKey: 'remote', multicastSupport },
      },
    ],
    { initialEntries: ['/remote'] },
  );
  render(
    <I18nextProvider i18n={texts}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Remote control' });
  return fleet;
}

const controls = () => within(screen.getByRole('region', { name: 'Controls' }));
const results = () =>
  within(screen.getByRole('region', { name: 'Result on each device' }))
    .getAllByTestId('multicast-result')
    .map((item) => item.textContent);

describe('the remote page', () => {
  it('starts and stops every linked device with multicast on, listing each device’s result', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01', label: 'Lounge' }],
      multicastActive: true,
    });
    const fleet = await renderConnected({ Partner01: true });
    expect(controls().getByTestId('remote-hamp-state').textContent).toBe('Stopped');
    expect(
      controls().getByText('Multicast is on: every command also goes to your linked devices.'),
    ).toBeTruthy();

    await userEvent.click(controls().getByRole('button', { name: 'Start' }));
    await expect
      .poll(() => controls().getByTestId('remote-hamp-state').textContent)
      .toBe('Stroking');
    expect(fleet.devices.MyOwnKey1?.hamp).toMatchObject({ play_state: 1, velocity: 0.5 });
    expect(fleet.devices.Partner01?.hamp).toMatchObject({ play_state: 1, velocity: 0.5 });
    expect(results()).toEqual(['This deviceDone', 'LoungeDone']);

    await userEvent.click(controls().getByRole('button', { name: 'Stop' }));
    await expect
      .poll(() => controls().getByTestId('remote-hamp-state').textContent)
      .toBe('Stopped');
    expect(fleet.devices.Partner01?.hamp.play_state).toBe(0);
  });

  it('shows the reason a linked device failed beside the ones that worked', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01' }],
      multicastActive: true,
    });
    await renderConnected({ Partner01: false });
    await userEvent.click(controls().getByRole('button', { name: 'Start' }));
    await expect
      .poll(() => results())
      .toEqual([
        'This deviceDone',
        'Partner01Failed: The device is not connected. Check that it is switched on and online.',
      ]);
  });

  it('drives only this device where multicast is not supported, and changes speed by steps', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01' }],
      multicastActive: true,
    });
    const fleet = await renderConnected({ Partner01: true }, false);
    await userEvent.click(controls().getByRole('button', { name: 'Start' }));
    await expect.poll(() => fleet.devices.MyOwnKey1?.hamp.play_state).toBe(1);
    await userEvent.click(controls().getByRole('button', { name: 'Faster' }));
    await expect.poll(() => fleet.devices.MyOwnKey1?.hamp.velocity).toBe(0.6);
    expect(controls().getByRole('slider', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe(
      '60 %',
    );
    expect(fleet.devices.Partner01?.hamp.play_state).toBe(0);
    expect(fleet.calls.some((call) => call.connectionKey === 'Partner01')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Result on each device' })).toBeNull();
  });

  it('copies a share link for this device, under a warning', async () => {
    const user = userEvent.setup();
    await renderConnected({});
    const share = within(screen.getByRole('region', { name: 'Share this device' }));
    expect(share.getByTestId('share-warning').textContent).toContain(
      'Whoever has this link controls your device',
    );
    await user.click(share.getByRole('button', { name: 'Copy share link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/share/MyOwnKey1/remote`,
    );
  });

  it('shows the link in a selected field when the clipboard cannot be used', async () => {
    await renderConnected({});
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      const share = within(screen.getByRole('region', { name: 'Share this device' }));
      await userEvent.click(share.getByRole('button', { name: 'Copy share link' }));
      const field = await share.findByLabelText<HTMLInputElement>('Share link');
      expect(field.value).toBe(`${window.location.origin}/share/MyOwnKey1/remote`);
      expect(field.readOnly).toBe(true);
      expect(document.activeElement).toBe(field);
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('asks for a connection before showing the controls or a share link', async () => {
    const fleet = deviceFleet({});
    setConnectionStoreForTests(
      createConnectionStore({ loadRuntime: () => Promise.resolve(fleet.runtime) }),
    );
    const router = createMemoryRouter([{ path: '/', element: <RemotePage /> }]);
    render(
      <I18nextProvider i18n={texts}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Connect the device to use the remote control.')).toBeTruthy();
    expect(screen.getByText('Connect your device first to create a share link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
