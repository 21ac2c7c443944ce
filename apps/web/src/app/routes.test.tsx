import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStore } from '../device/connection/connection-instance';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import { logger } from '../lib/logger';
import { preferencesStore } from '../preferences/preferences-instance';
import type { NotifyOptions } from '../ui';
import { NavigationView } from './app';
import { createNavigation } from '../lib/navigation';
import { createNavigationLoader } from './navigation-loader';
import { memoryHistory } from '../lib/page-history';
import { createRoutes } from './routes';

const connects: string[] = [];
const notifications: NotifyOptions[] = [];

setUpPageTests();
beforeEach(() => {
  connects.length = 0;
  notifications.length = 0;
  const { client } = fakeDevices();
  const events = client.events.bind(client);
  client.events = (options) => {
    connects.push(options.connectionKey);
    return events(options);
  };
  // Pages of other features log when their data files cannot be fetched in jsdom.
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function chosen(): void {
  preferencesStore().update({ deviceSelectionComplete: true });
}

async function renderAt(path: string) {
  const guard = createNavigationLoader({
    preferences: preferencesStore,
    connection: connectionStore,
    notify: (options) => void notifications.push(options),
    describeError: (error) => String(error),
    logError: () => undefined,
    currentHref: () => `http://localhost${path}`,
  });
  const router = createNavigation({
    routes: createRoutes(),
    guard,
    history: memoryHistory(path),
  });
  render(<NavigationView navigation={router} />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return router;
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the route table', () => {
  it('sends a first visit with k and female=true to device selection, Oh chosen, key gone', async () => {
    const router = await renderAt('/hamp?k=Abc12345&female=true');
    expect(heading().textContent).toBe('Which device do you use?');
    expect(router.state.location.pathname).toBe('/device-selection');
    expect(router.state.location.search).toBe('?redirect=%2Fhamp');
    expect(connects).toEqual(['Abc12345']);
    expect(screen.getByRole('radio', { name: /^Oh/ }).getAttribute('aria-checked')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Automatic stroking (HAMP)' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hamp');
    expect(router.state.location.search).toBe('');
    expect(preferencesStore().get()).toMatchObject({
      device: 'oh',
      darkMode: false,
      femaleContentFilter: true,
      deviceSelectionComplete: true,
    });
  });

  it('device selection applies The Handy when chosen instead', async () => {
    const router = await renderAt('/device-selection?redirect=%2Fsync');
    await userEvent.click(screen.getByRole('radio', { name: /^The Handy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Sync test' });
    expect(router.state.location.pathname).toBe('/sync');
    expect(preferencesStore().get()).toMatchObject({ device: 'handy', darkMode: true });
  });

  it.each([
    ['/Hvp', 'Vibration (HVP)'],
    ['/hvp', 'Vibration (HVP)'],
    ['/ota/4.2.2+emulated/7', 'Install firmware 4.2.2+emulated'],
    ['/ota-direct/4.1.8/0', 'Direct firmware update to 4.1.8'],
    ['/ota-fw3', 'Update from firmware 3'],
    ['/debug/channel-sdk', 'SDK state'],
    ['/share/Abc12345/hamp', 'Shared link'],
  ])('%s shows its page', async (path, title) => {
    chosen();
    await renderAt(path);
    expect(heading().textContent).toBe(title);
  });

  it.each(['/nowhere', '/ota/only-version', '/ota/bad%20version!/1'])(
    '%s is not found',
    async (path) => {
      // React reports every error an error boundary catches; here that is the expected outcome.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      chosen();
      await renderAt(path);
      expect(heading().textContent).toBe('Page not found');
      await vi.waitFor(() => expect(document.title).toBe('Page not found · Glide'));
    },
  );

  it('a broken share link leaves the address too, for the share page to explain', async () => {
    chosen();
    const router = await renderAt('/share/Abc12345/a%2Fb');
    expect(heading().textContent).toBe('Shared link');
    expect(router.state.location.pathname).toBe('/share');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('gives the document the page title and the OTA page its parameters', async () => {
    chosen();
    await renderAt('/ota/4.3.0-beta.1/beta');
    await vi.waitFor(() => expect(document.title).toBe('Install a firmware version · Glide'));
    const facts = screen.getByText('Requested version:').closest('dl');
    expect(facts && within(facts).getByText('beta')).toBeInTheDocument();
  });

  it('the main layout has the menu sections, the debug layout its own menu', async () => {
    chosen();
    await renderAt('/hsp');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getAllByRole('list')).toHaveLength(5);
    for (const section of ['Products', 'Content', 'Apps', 'Settings']) {
      expect(within(menu).getByRole('list', { name: section })).toBeVisible();
    }
    await cleanupAndRender('/debug/emulator');
    expect(screen.getByRole('navigation', { name: 'Debug pages' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('an app page without a device asks for a connection', async () => {
    chosen();
    await renderAt('/beatbox');
    expect(screen.getByText(/This page controls your device/)).toBeInTheDocument();
    await cleanupAndRender('/hsp');
    expect(screen.queryByText(/This page controls your device/)).toBeNull();
  });

  it('a key in the address of a later navigation connects and leaves the address', async () => {
    chosen();
    const router = await renderAt('/');
    await act(() => router.navigate('/hsp?key=Later123'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/hsp'));
    expect(router.state.location.search).toBe('');
    expect(connects).toContain('Later123');
  });
});

async function cleanupAndRender(path: string) {
  cleanup();
  await renderAt(path);
}
