import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { startTestI18n } from '../../i18n/test-i18n';
import { preferencesStore } from '../../preferences/preferences-instance';
import DebugPage from './debug-page';

setUpPageTests('debug');

const HOME = { path: '/debug', handle: { titleKey: 'debugHome' } } as const;

describe('DebugPage', () => {
  it('outside developer mode says why it is closed and how to open it, and shows no tool', async () => {
    fakeDevices();
    renderRoute(<DebugPage section="channel" />, HOME);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event channel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Developer mode is off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the developer settings' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/settings#settings-developer$/),
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('turns developer mode on from the page, and the tool appears', async () => {
    fakeDevices();
    renderRoute(<DebugPage section="channel" />, HOME);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on developer mode' }));
    expect(preferencesStore().get().developerMode).toBe(true);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Developer mode is off' })).toBeNull();
  });

  it('in developer mode, the home lists each built tool with what it shows', async () => {
    act(() => {
      preferencesStore().update({ developerMode: true });
    });
    fakeDevices();
    renderRoute(<DebugPage section="home" />, HOME);
    const tools = await screen.findByRole('navigation', { name: 'Debug tools' });
    const links = [...tools.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/debug/channel',
      '/debug/channel-sdk',
      '/debug/channel-store',
      '/debug/simulator',
      '/debug/emulator',
      '/debug/ota',
    ]);
    expect(screen.getByRole('link', { name: /^SDK state/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Firmware debug/ })).toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    await startTestI18n('fr-FR');
    fakeDevices();
    renderRoute(<DebugPage section="home" />, HOME);
    expect(
      await screen.findByRole('heading', { name: 'Le mode développeur est désactivé' }),
    ).toBeInTheDocument();
  });
});
