import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceInfo } from '@glide/handy';
import { startTestI18n } from '../i18n/test-i18n';
import { resetPreferencesStoreForTests } from '../lib/preferences-instance';
import { setConnectionStoreForTests } from './connection-instance';
import { createConnectionStore, type ConnectionDevice } from './connection-store';
import { ConnectButton } from './connect-button';
import { ConnectionStatus } from './connection-status';

const info: DeviceInfo = {
  fw_status: 0,
  fw_version: '4.2.2+emulated',
  hw_model_no: 1,
  hw_model_name: 'Oh',
  session_id: 's1',
};

/** Devices by key; any other key is online with `info`. */
function useFakeDevices(devices: Record<string, Partial<ConnectionDevice>> = {}) {
  const store = createConnectionStore({
    client: () => ({
      device: (key) => ({
        connected: devices[key]?.connected ?? (() => Promise.resolve({ connected: true })),
        info: devices[key]?.info ?? (() => Promise.resolve(info)),
      }),
    }),
  });
  setConnectionStoreForTests(store);
  return store;
}

beforeAll(async () => {
  await startTestI18n();
});
beforeEach(() => {
  localStorage.clear();
  resetPreferencesStoreForTests();
});
afterEach(() => {
  cleanup();
  setConnectionStoreForTests(undefined);
});

function renderShellBits() {
  render(
    <>
      <ConnectButton />
      <ConnectionStatus />
    </>,
  );
}

describe('ConnectButton', () => {
  it('shows the status in its text and opens a labelled popover with the key field', async () => {
    useFakeDevices();
    renderShellBits();
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button.dataset.status).toBe('idle');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Connect your device' });
    expect(within(dialog).getByLabelText('Connection key')).toBeTruthy();
  });

  it('refuses a malformed key with the spec’s messages', async () => {
    useFakeDevices();
    renderShellBits();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Connection key is required');
    await userEvent.type(within(dialog).getByLabelText('Connection key'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A connection key has 5 to 64 letters and digits.',
    );
  });

  it('connects with the typed key, shows it connected and can disconnect', async () => {
    const store = useFakeDevices();
    renderShellBits();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Connection key'), 'MyOhKey1{Enter}');
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'MyOhKey1' });
    expect(screen.getByRole('button', { name: 'Connected' }).dataset.status).toBe('connected');
    expect(screen.getByTestId('connection-state').textContent).toBe('Connected');
    expect(screen.getByTestId('device-firmware').textContent).toBe('4.2.2+emulated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(store.get().status).toBe('disconnected');
    expect(screen.getByRole('button', { name: 'Offline' })).toBeTruthy();
  });

  it('says why an offline device is not connected', async () => {
    const store = useFakeDevices({
      Offline1: { connected: () => Promise.resolve({ connected: false }) },
    });
    renderShellBits();
    await act(() => store.connect('Offline1').catch(() => undefined));
    expect(screen.getByTestId('connection-state').textContent).toBe('Device offline');
    expect(screen.getByText(/The device is not connected/)).toBeTruthy();
  });
});
