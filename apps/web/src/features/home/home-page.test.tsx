import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirmwareStatus } from '@glide/handy';
import { initialSessionState } from '../../device/session/initial-state';
import type { DeviceInfoEntity } from '../../device/session/state';
import type { Connection } from '../../device/connection/use-connection';
import common from '../../i18n/locales/en-US.json';
import HomePage from './home-page';
import enUS from './locales/en-US.json';

// The page reads the live connection through this hook; the tests set what it returns.
const connection = vi.hoisted(() => {
  const box: { current?: Connection } = {};
  return box;
});
vi.mock('../../device/connection/use-connection', () => ({
  useConnection: () => connection.current,
}));
// The tip is another feature's component with its own tests: here only its place matters.
vi.mock('./tips/random-tip', () => ({
  RandomTip: () => <aside aria-label="Random tip stand-in" />,
}));

const info: DeviceInfoEntity = {
  ...initialSessionState.device,
  connectionKey: 'GlideDemo1',
  connected: true,
  statusReported: true,
  fw_status: FirmwareStatus.UP_TO_DATE,
  fw_version: '4.2.2+44874492',
  hw_model_no: 0,
  hw_model_name: 'H01',
  session_id: '01JDEVICE0000000000000000',
};

function setConnection(state: Partial<Connection>): void {
  const value: Connection = {
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
  connection.current = value;
}

async function renderPage() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { home: enUS, common } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const modeLinks = () =>
  within(screen.getByRole('region', { name: 'Modes' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

beforeEach(() => setConnection({}));
afterEach(cleanup);

describe('the home page', () => {
  it('shows the device, its connection and how to connect when not connected', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Glide' })).toBeInTheDocument();
    const device = within(screen.getByRole('region', { name: 'Your device' }));
    expect(device.getByTestId('home-device-kind').textContent).toBe('The Handy');
    expect(device.getByRole('status').textContent).toContain(common.connection.status.idle);
    expect(device.getByText(enUS.device.connectHint)).toBeInTheDocument();
    expect(device.queryByRole('note')).toBeNull();
  });

  it('links to every mode, automatic stroking first for The Handy', async () => {
    await renderPage();
    const links = modeLinks();
    expect(links).toHaveLength(10);
    expect(links[0]).toBe('/hamp');
    expect(screen.getByRole('link', { name: /^Automatic stroking/ }).getAttribute('href')).toBe(
      '/hamp',
    );
  });

  it('puts vibration first for the Oh', async () => {
    setConnection({ deviceKind: 'oh' });
    await renderPage();
    expect(modeLinks()[0]).toBe('/hvp');
    expect(
      screen.getByText('Control the Oh from your browser: pick a mode to start.'),
    ).toBeVisible();
  });

  it('shows the firmware once connected, with no advice when it is current', async () => {
    setConnection({ status: 'connected', info, connectionKey: 'GlideDemo1' });
    await renderPage();
    expect(screen.getByTestId('device-firmware').textContent).toBe('4.2.2+44874492');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(enUS.device.connectHint)).toBeNull();
  });

  it('flags legacy firmware with the way to the update page', async () => {
    setConnection({ status: 'connected', info: { ...info, fw_version: '3.2.3' } });
    await renderPage();
    const advice = within(screen.getByRole('note'));
    expect(advice.getByText('Firmware too old.')).toBeInTheDocument();
    expect(
      advice.getByText(
        'This device runs firmware 3.2.3; Glide needs firmware 4 or newer to control it.',
      ),
    ).toBeInTheDocument();
    expect(advice.getByRole('link', { name: 'Update the firmware' }).getAttribute('href')).toBe(
      '/ota-fw3',
    );
  });

  it('mentions an available update', async () => {
    setConnection({
      status: 'connected',
      info: { ...info, fw_version: '4.1.8', fw_status: FirmwareStatus.UPDATE_AVAILABLE },
    });
    await renderPage();
    const advice = screen.getByRole('note');
    expect(advice).toHaveTextContent('Update available.');
    expect(within(advice).getByRole('link', { name: 'See the update' })).toHaveAttribute(
      'href',
      '/ota',
    );
  });

  it('shows a random tip and the way to the content pages', async () => {
    await renderPage();
    expect(screen.getByRole('complementary', { name: 'Random tip stand-in' })).toBeInTheDocument();
    const explore = within(screen.getByRole('region', { name: 'Explore' }));
    expect(explore.getByRole('link', { name: 'Community showcase' }).getAttribute('href')).toBe(
      '/community',
    );
    expect(explore.getAllByRole('link')).toHaveLength(5);
  });
});
