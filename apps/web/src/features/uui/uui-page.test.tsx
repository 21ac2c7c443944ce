import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../device/connection/use-connection';
import common from '../../i18n/locales/en-US.json';
import { logger } from '../../lib/logger';
import { notificationStore, resetNotificationsForTests } from '../../ui/notifications/notify';
import enUS from './locales/en-US.json';
import UuiPage from './uui-page';

// The button and the legend read the live connection through this hook; the tests set it.
const connection = vi.hoisted(() => {
  const box: { current?: Connection } = {};
  return box;
});
vi.mock('../../device/connection/use-connection', () => ({
  useConnection: () => connection.current,
}));

function setConnection(state: Partial<Connection>): void {
  connection.current = {
    status: 'idle',
    connectionKey: '',
    deviceKind: 'handy',
    streamReconnecting: false,
    retryScheduled: false,
    connect: () => Promise.resolve(),
    disconnect: () => undefined,
    reconnect: () => undefined,
    ...state,
  };
}

async function renderPage() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { uui: enUS, common } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UuiPage />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => setConnection({}));
afterEach(() => {
  cleanup();
  resetNotificationsForTests();
  vi.restoreAllMocks();
});

describe('the uui page', () => {
  it('shows the live connect button, which opens the key popup', async () => {
    const connect = vi.fn(() => Promise.resolve());
    setConnection({ connect });
    const user = await renderPage();
    const tryIt = within(screen.getByRole('region', { name: 'Try it' }));
    const button = tryIt.getByRole('button');
    expect(button.textContent).toContain(common.connect.button.idle);
    await user.click(button);
    const popup = within(await screen.findByRole('dialog'));
    await user.type(popup.getByRole('textbox', { name: common.connect.keyLabel }), 'GlideDemo1');
    await user.click(popup.getByRole('button', { name: common.connect.connect }));
    expect(connect).toHaveBeenCalledWith('GlideDemo1');
  });

  it('reflects the connection in the button', async () => {
    setConnection({ status: 'connected', connectionKey: 'GlideDemo1' });
    await renderPage();
    const button = within(screen.getByRole('region', { name: 'Try it' })).getByRole('button');
    expect(button.getAttribute('data-status')).toBe('connected');
    expect(button.textContent).toContain(common.connect.button.connected);
  });

  it('explains every status in words as well as colour', async () => {
    await renderPage();
    const legend = within(screen.getByRole('region', { name: 'What the colours mean' }));
    const items = legend.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'idle',
      'connecting',
      'connected',
      'disconnected',
      'error',
    ]);
    const connected = within(items[2] ?? document.body);
    expect(connected.getByText(common.connection.status.connected)).toBeInTheDocument();
    expect(connected.getByText('(green)')).toBeInTheDocument();
    expect(items[2]?.textContent).toContain('The button reads “Connected”.');
  });

  it('shows how to embed it, and copies a sample', async () => {
    const user = await renderPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const embed = within(screen.getByRole('region', { name: 'How to embed it' }));
    expect(embed.getByText(/<ConnectButton \/>/)).toBeInTheDocument();
    expect(embed.getByText(/\/hamp#k=YOUR_CONNECTION_KEY/)).toBeInTheDocument();
    await user.click(embed.getByRole('button', { name: "Copy In Glide's code" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('<ConnectButton />'));
    expect(notificationStore().list()).toMatchObject([
      { kind: 'positive', message: 'Copied to the clipboard.' },
    ]);
  });

  it('says so when copying fails', async () => {
    const user = await renderPage();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Copy From another site' }));
    expect(notificationStore().list()).toMatchObject([
      { kind: 'negative', message: enUS.embed.copyFailed },
    ]);
    expect(warn).toHaveBeenCalledWith('Copying the sample failed', expect.any(Error));
  });
});
