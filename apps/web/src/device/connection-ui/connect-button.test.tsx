import { HandySseError } from '@glide/handy';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../i18n/test-i18n';
import { resetPreferencesStoreForTests } from '../../preferences/preferences-instance';
import { setConnectionStoreForTests } from '../connection/connection-instance';
import { createConnectionStore } from '../connection/connection-store';
import { autoRuntime, type AutoDevice } from '../session/testing/auto-runtime';
import { settle } from '../session/testing/fake-client';
import { ConnectButton } from './connect-button';
import { ConnectionStatus } from './connection-status';

/** Devices by key; any other key is online as an Oh with firmware 4.2.2+emulated. */
function useFakeDevices(devices: Record<string, AutoDevice> = {}) {
  const { runtime, clock } = autoRuntime(devices);
  const store = createConnectionStore({ loadRuntime: () => Promise.resolve(runtime), clock });
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
/** The component's script loads on first use; a busy machine may take a while to import it. */
const LAZY = { timeout: 5000 };

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
    const dialog = await screen.findByRole('dialog', { name: 'Connect your device' }, LAZY);
    expect(within(dialog).getByLabelText('Connection key')).toBeInTheDocument();
  });

  it('refuses a malformed key with the spec’s messages', async () => {
    useFakeDevices();
    renderShellBits();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Connection key is required');
    await userEvent.type(within(dialog).getByLabelText('Connection key'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A connection key has 5 to 64 letters and digits.',
    );
  });

  it('connects with the typed key, shows it connected and can disconnect', async () => {
    const store = useFakeDevices({
      MyOhKey1: { info: { hw_model_no: 1, hw_model_name: 'Oh', fw_version: '4.2.2+emulated' } },
    });
    renderShellBits();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await userEvent.type(within(dialog).getByLabelText('Connection key'), 'MyOhKey1{Enter}');
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'MyOhKey1' });
    expect(screen.getByRole('button', { name: 'Connected' }).dataset.status).toBe('connected');
    expect(screen.getByTestId('connection-state').textContent).toBe('Connected');
    expect(screen.getByTestId('device-firmware').textContent).toBe('4.2.2+emulated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(store.get().status).toBe('idle');
    expect(screen.getByRole('button', { name: 'Connect', expanded: true })).toBeInTheDocument();
  });

  it('says why an offline device is not connected', async () => {
    const store = useFakeDevices({ Offline1: { online: false } });
    renderShellBits();
    await act(async () => {
      // The flow keeps waiting for the device (until its timeout); the status says so at once.
      store.connect('Offline1').catch(() => undefined);
      await settle();
    });
    expect(screen.getByTestId('connection-state').textContent).toBe('Device offline');
    expect(screen.getByText(/The device is not connected/)).toBeInTheDocument();
  });

  it('refuses a malformed key without touching a working connection', async () => {
    const store = useFakeDevices();
    renderShellBits();
    await act(() => store.connect('Working1'));
    await userEvent.click(screen.getByRole('button', { name: 'Connected' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    const field = within(dialog).getByLabelText('Connection key');
    await userEvent.clear(field);
    await userEvent.type(field, 'ab!{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A connection key has 5 to 64 letters and digits.',
    );
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'Working1' });
  });

  it('offers Retry after a failed connect, which connects again at once', async () => {
    const fake = autoRuntime({ Refused1: { silent: true } });
    const store = createConnectionStore({
      loadRuntime: () => Promise.resolve(fake.runtime),
      clock: fake.clock,
    });
    setConnectionStoreForTests(store);
    renderShellBits();
    await act(async () => {
      store.connect('Refused1').catch(() => undefined);
      await settle();
      fake.client.stream.refuse(new HandySseError('Event stream refused', { status: 401 }));
      await settle();
    });
    expect(store.get().retry).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Not connected' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(within(dialog).getByText('Glide tries again on its own.')).toBeInTheDocument();
    const streams = fake.client.streams.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await act(settle);
    expect(fake.client.streams.length).toBe(streams + 1);
    expect(store.get().retry).toBeUndefined();
  });

  it('does not say plain "Connected" while the device has a warning', async () => {
    const fake = autoRuntime();
    const store = createConnectionStore({
      loadRuntime: () => Promise.resolve(fake.runtime),
      clock: fake.clock,
    });
    setConnectionStoreForTests(store);
    renderShellBits();
    await act(() => store.connect('HotKey01'));
    expect(screen.getByRole('button', { name: 'Connected' })).toBeInTheDocument();
    act(() => fake.client.stream.emit('temp_high', {}));
    const button = screen.getByRole('button', { name: /Check device/ });
    expect(button.dataset.status).toBe('connected');
    expect(screen.queryByRole('button', { name: 'Connected' })).toBeNull();
  });
});
