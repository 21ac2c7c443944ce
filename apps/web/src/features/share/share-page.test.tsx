import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConnectionStoreForTests } from '../../device/connection-instance';
import { createConnectionStore, type ConnectionStore } from '../../device/connection-store';
import { autoRuntime, type AutoDevice } from '../../device/session/testing/auto-runtime';
import common from '../../i18n/locales/en-US.json';
import { resetPreferencesStoreForTests } from '../../lib/preferences-instance';
import shareTexts from './locales/en-US.json';
import SharePage from './share-page';

let texts: i18n;
beforeAll(async () => {
  texts = i18next.createInstance();
  await texts.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { common, share: shareTexts } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  localStorage.clear();
  resetPreferencesStoreForTests();
});
afterEach(() => {
  cleanup();
  setConnectionStoreForTests(undefined);
});

function SharedRoute() {
  const { route } = useParams();
  return <SharePage {...(route === undefined ? {} : { route })} />;
}

/** The app's share route between a page it came from and the pages it may lead to. */
function renderShare(path: string, devices: Record<string, AutoDevice> = {}) {
  const { runtime } = autoRuntime(devices);
  const store = createConnectionStore({ loadRuntime: () => Promise.resolve(runtime) });
  setConnectionStoreForTests(store);
  const page = (name: string) => <p>{`${name} page`}</p>;
  const router = createMemoryRouter(
    [
      { path: '/', element: page('home') },
      { path: '/share/:key/:route?', element: <SharedRoute /> },
      { path: '/remote', element: page('remote') },
      { path: '/hamp', element: page('hamp') },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <I18nextProvider i18n={texts}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, store };
}

const connected = (store: ConnectionStore) => ({
  status: store.get().status,
  connectionKey: store.get().connectionKey,
});

describe('the share page', () => {
  it('connects with the link’s key, then replaces the address with the shared page', async () => {
    const { router, store } = renderShare('/share/Shared01/hamp');
    expect(screen.getByRole('status').textContent).toBe('Connecting to the shared device…');
    expect(await screen.findByText('hamp page')).toBeTruthy();
    expect(connected(store)).toEqual({ status: 'connected', connectionKey: 'Shared01' });
    expect(router.state.location.pathname).toBe('/hamp');
    expect(router.state.historyAction).toBe('REPLACE');
    // The link's own entry is gone: back leads to the page before it.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the remote control without a page, or for a page it may not open', async () => {
    const first = renderShare('/share/Shared01');
    expect(await screen.findByText('remote page')).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/remote');
    cleanup();
    const second = renderShare('/share/Shared01/settings');
    expect(await screen.findByText('remote page')).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/remote');
  });

  it('refuses a malformed key without connecting', async () => {
    const { store } = renderShare('/share/abc/remote');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not hold a valid device key (5 to 64 letters and digits). Ask the person who shared it for a new link.',
    );
    expect(store.get().status).toBe('idle');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('says why an offline device cannot be connected, and tries again on request', async () => {
    const devices: Record<string, AutoDevice> = { Offline01: { online: false } };
    const { router } = renderShare('/share/Offline01/remote', devices);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shared device could not be connected: The device is not connected. Check that it is switched on and online.',
    );
    expect(router.state.location.pathname).toBe('/share/Offline01/remote');
    devices.Offline01 = { online: true };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('remote page')).toBeTruthy();
  });
});
