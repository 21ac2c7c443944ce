import { useParams } from 'react-router';
import { renderNavigation } from '../../lib/render-navigation';
import { act, cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConnectionStore } from '../../device/connection/connection-store';
import type { DeviceSetups } from '../../device/testing/fake-cloud';
import { sharedVisit } from '../../device/sharing/shared-visit';
import { fakeDevices, setUpPageTests } from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import SharePage from './share-page';

setUpPageTests('share');

function SharedRoute() {
  const { route } = useParams();
  return <SharePage {...(route === undefined ? {} : { route })} />;
}

/** The app's share route between a page it came from and the pages it may lead to. */
function renderShare(path: string, devices: DeviceSetups = {}) {
  const { store, device } = fakeDevices(devices);
  const page = (name: string) => <p>{`${name} page`}</p>;
  const { router } = renderNavigation(
    [
      { path: '/', element: page('home') },
      { path: '/share', element: <SharedRoute /> },
      { path: '/share/:key/:route?', element: <SharedRoute /> },
      { path: '/remote', element: page('remote') },
      { path: '/hamp', element: page('hamp') },
    ],
    ['/', path],
  );
  return { router, store, device };
}

const connected = (store: ConnectionStore) => ({
  status: store.get().status,
  connectionKey: store.get().connectionKey,
});

describe('the share page', () => {
  it('connects with the link’s key, then replaces the address with the shared page', async () => {
    const { router, store } = renderShare('/share/Shared01/hamp');
    expect(screen.getByRole('status').textContent).toBe('Connecting to the shared device…');
    expect(await screen.findByText('hamp page')).toBeInTheDocument();
    expect(connected(store)).toEqual({ status: 'connected', connectionKey: 'Shared01' });
    expect(router.state.location.pathname).toBe('/hamp');
    expect(router.state.navigationType).toBe('REPLACE');
    // The link's own entry is gone: back leads to the page before it.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the remote control without a page, or for a page it may not open', async () => {
    const first = renderShare('/share/Shared01');
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/remote');
    cleanup();
    const second = renderShare('/share/Shared01/settings');
    expect(await screen.findByText('remote page')).toBeInTheDocument();
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
    const { router, device } = renderShare('/share/Offline01/remote', {
      Offline01: { online: false },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shared device could not be connected: The device is not connected. Check that it is switched on and online.',
    );
    // The key never stays in the address, not even while the connect fails.
    expect(router.state.location.pathname).toBe('/share');
    device('Offline01').online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('remote page')).toBeInTheDocument();
  });

  it('connects a first-time visitor for this visit only: the key is not stored', async () => {
    const { router, store } = renderShare('/share/Shared01/remote');
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(connected(store)).toEqual({ status: 'connected', connectionKey: 'Shared01' });
    expect(preferencesStore().get().connectionKey).toBe('');
    expect(sharedVisit.visitingKey()).toBe('Shared01');
    expect(router.state.location.pathname).toBe('/remote');
  });

  it('asks a visitor with their own key; "Keep mine" leaves their key and device alone', async () => {
    preferencesStore().update({ connectionKey: 'MyOwnKey1' });
    const { router, store } = renderShare('/share/Shared01/hamp', { MyOwnKey1: {} });
    await act(() => store.connect('MyOwnKey1'));
    expect(
      await screen.findByRole('heading', { name: 'Use the shared device?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('hamp page')).toBeInTheDocument();
    expect(connected(store)).toEqual({ status: 'connected', connectionKey: 'MyOwnKey1' });
    expect(preferencesStore().get().connectionKey).toBe('MyOwnKey1');
    expect(sharedVisit.pending()).toBeUndefined();
    expect(router.state.location.pathname).toBe('/hamp');
  });

  it('uses the shared device for this visit on request, without overwriting the own key', async () => {
    preferencesStore().update({ connectionKey: 'MyOwnKey1' });
    const { store } = renderShare('/share/Shared01/hamp', { MyOwnKey1: {} });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use the shared device for this visit' }),
    );
    expect(await screen.findByText('hamp page')).toBeInTheDocument();
    expect(connected(store)).toEqual({ status: 'connected', connectionKey: 'Shared01' });
    expect(preferencesStore().get().connectionKey).toBe('MyOwnKey1');
  });

  it('says so when there is no link to open (the key is not kept across a reload)', async () => {
    renderShare('/share');
    expect((await screen.findByRole('alert')).textContent).toContain('open the link again');
  });
});
