import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent as userEvents, type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceFailure, FakeDevice } from '../../device/testing/fake-cloud';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import ConfigurePage from './configure-page';

const TIMEOUT: DeviceFailure = { code: 1002, name: 'DeviceTimeout', message: 'Timeout' };

let userEvent: UserEvent;

setUpPageTests('configure', 'hamp');
beforeEach(() => {
  // No pause between key presses: fields are typed into.
  userEvent = userEvents.setup({ delay: null });
});

/** The page at `/configure` as the route table has it (no multicast). */
function renderPage() {
  renderRoute(<ConfigurePage />, { path: '/configure', handle: { titleKey: 'configure' } });
}

/** The page, connected to `key`, a device that differs from the default as `device` says. */
async function connectedPage(device: Partial<FakeDevice> = {}, key = 'ConfigKey1') {
  const devices = fakeDevices({ [key]: device });
  renderPage();
  await devices.connect(key);
  return { ...devices, model: devices.device(key) };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('ConfigurePage without a device', () => {
  it('says so and disables every control', () => {
    fakeDevices();
    renderPage();
    expect(screen.getByText(/No device is connected/)).toBeInTheDocument();
    const offset = card('User time offset');
    expect(within(offset).getByRole('button', { name: 'Set offset' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(offset).getByLabelText('Time offset (ms)')).toHaveProperty('disabled', true);
    const radios = card('Wi-Fi and Bluetooth');
    for (const radio of within(radios).getAllByRole('switch')) {
      expect(radio).toHaveProperty('disabled', true);
    }
    expect(within(card('Restart')).getByRole('button', { name: 'Restart device' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(card('Clock sync')).getByRole('button', { name: 'Sync device clock now' }),
    ).toHaveProperty('disabled', true);
    expect(
      within(card('Statistics')).getByText('Connect your device to see and change this.'),
    ).toBeInTheDocument();
  });
});

describe('ConfigurePage with a device', () => {
  it('reads the user time offset and sets a typed one and steps of the key binding', async () => {
    const { store, calls, model } = await connectedPage();
    const offset = card('User time offset');
    await waitFor(() =>
      expect(within(offset).getByTestId('time-offset-current').textContent).toBe('+40 ms'),
    );
    expect(store.session().clock.deviceUserTimeOffsetMs).toBe(40);

    const field = within(offset).getByLabelText('Time offset (ms)');
    await userEvent.clear(field);
    await userEvent.type(field, '-120{Enter}');
    await waitFor(() => expect(model.offset).toBe(-120));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/hstp/offset', body: { offset: -120 } }),
    );
    await waitFor(() =>
      expect(within(offset).getByTestId('time-offset-current').textContent).toBe('-120 ms'),
    );

    await userEvent.click(within(offset).getByRole('button', { name: '+10 ms' }));
    await waitFor(() => expect(model.offset).toBe(-110));
    await userEvent.click(within(offset).getByRole('button', { name: 'Reset to 0' }));
    await waitFor(() => expect(model.offset).toBe(0));
  });

  it('refuses an offset outside the range without sending it', async () => {
    const { calls } = await connectedPage();
    const offset = card('User time offset');
    const field = within(offset).getByLabelText('Time offset (ms)');
    await userEvent.clear(field);
    await userEvent.type(field, '9000');
    await userEvent.click(within(offset).getByRole('button', { name: 'Set offset' }));
    expect(within(offset).getByRole('alert').textContent).toBe(
      'Enter a whole number of milliseconds from −5000 to 5000.',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('switches Bluetooth at once, but asks before Wi-Fi goes off', async () => {
    const { store, calls, model } = await connectedPage();
    const radios = card('Wi-Fi and Bluetooth');
    const ble = await within(radios).findByRole('switch', { name: 'Bluetooth radio' });
    await waitFor(() => expect(ble).toHaveProperty('disabled', false));
    expect(within(radios).getByTestId('ble-state').textContent).toBe('Ready to pair');

    await userEvent.click(ble);
    await waitFor(() => expect(model.ble).toBe(false));
    await waitFor(() => expect(ble.getAttribute('aria-checked')).toBe('false'));
    expect(store.session().system.ble).toBe(false);
    // Bluetooth is off now, so Wi-Fi is the last radio: the device would refuse, so it is not offered.
    const wifi = within(radios).getByRole('switch', { name: 'Wi-Fi radio' });
    expect(wifi).toHaveProperty('disabled', true);
    await userEvent.click(ble);
    await waitFor(() => expect(model.ble).toBe(true));

    await waitFor(() => expect(wifi).toHaveProperty('disabled', false));
    await userEvent.click(wifi);
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off Wi-Fi?' });
    expect(dialog.textContent).toContain('Glide reaches your device through the internet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(model.wifi).toBe(true);
    expect(calls.some((call) => call.method === 'PUT' && 'wifi' in Object(call.body))).toBe(false);

    await userEvent.click(wifi);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }),
    );
    await waitFor(() => expect(model.wifi).toBe(false));
  });

  it('asks before Bluetooth goes off while a phone is connected over it', async () => {
    const { model } = await connectedPage({ ble_state: 3 });
    const ble = await within(card('Wi-Fi and Bluetooth')).findByRole('switch', {
      name: 'Bluetooth radio',
    });
    await waitFor(() => expect(ble).toHaveProperty('disabled', false));
    await userEvent.click(ble);
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off Bluetooth?' });
    expect(dialog.textContent).toContain('connected to the device over Bluetooth');
    expect(model.ble).toBe(true);
  });

  it('lists statistics and capabilities with labels and units, and reads them again', async () => {
    const { calls, model } = await connectedPage();
    const statistics = card('Statistics');
    const list = await within(statistics).findByTestId('statistics-list');
    expect(within(list).getByText('Messages sent').nextSibling?.textContent).toBe('12');
    expect(within(list).getByText('Data sent').nextSibling?.textContent).toBe('2,048 bytes');
    // The moment in the user's language and time zone (the test's own, whatever it is).
    const measuredAt = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(Date.UTC(2024, 1, 13, 14, 50, 5, 123));
    expect(within(list).getByText('Measured at').nextSibling?.textContent).toBe(measuredAt);
    model.statistics = { ...model.statistics, total_messages: 13 };
    await userEvent.click(within(statistics).getByRole('button', { name: 'Refresh statistics' }));
    await waitFor(() =>
      expect(
        within(within(statistics).getByTestId('statistics-list')).getByText('Messages sent')
          .nextSibling?.textContent,
      ).toBe('13'),
    );
    expect(calls.filter((call) => call.path === '/statistics')).toHaveLength(2);

    const capabilities = await within(card('Capabilities')).findByTestId('capabilities-list');
    expect(within(capabilities).getByText('Sliders').nextSibling?.textContent).toBe('1');
    expect(within(capabilities).getByText('Battery').nextSibling?.textContent).toBe('Yes');
    expect(within(capabilities).getByText('Made for vulva use').nextSibling?.textContent).toBe(
      'No',
    );
  });

  it('shows a failed read in the user’s language, in its own card only', async () => {
    await connectedPage({ failures: { '/capabilities': TIMEOUT } });
    const capabilities = card('Capabilities');
    expect((await within(capabilities).findByRole('alert')).textContent).toBe(
      'The device did not answer in time.',
    );
    expect(await within(card('Statistics')).findByTestId('statistics-list')).toBeInTheDocument();
  });

  it('syncs the device clock now and shows its offset and round trip', async () => {
    const { calls } = await connectedPage();
    const clock = card('Clock sync');
    await userEvent.click(within(clock).getByRole('button', { name: 'Sync device clock now' }));
    await waitFor(() =>
      expect(within(clock).getByTestId('device-clock-rtd').textContent).toBe('42 ms'),
    );
    expect(within(clock).getByTestId('device-clock-offset').textContent).toBe('1,234 ms');
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/hstp/clocksync', query: '?s=true' }),
    );
  });

  it('changes the environment only after a confirmation', async () => {
    const { model } = await connectedPage();
    const environment = card('Environment');
    const select = await within(environment).findByRole('combobox', { name: 'Environment' });
    expect(select.textContent).toContain('Production');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Staging' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Switch the device to Staging?',
    });
    expect(model.environment).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch environment' }));
    await waitFor(() => expect(model.environment).toBe(1));
    await waitFor(() => expect(select.textContent).toContain('Staging'));
  });

  it('reboots into the chosen connection mode after a confirmation', async () => {
    const { calls } = await connectedPage();
    const reboot = card('Restart');
    await userEvent.click(within(reboot).getByRole('button', { name: 'Restart device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart the device?' });
    expect(dialog.textContent).toContain('“Wi-Fi and Bluetooth”');
    expect(calls.some((call) => call.path === '/system/reboot')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restart device' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ path: '/system/reboot', body: { connection_mode: 3 } }),
      ),
    );
    expect(within(reboot).getByTestId('reboot-progress').textContent).toBe(
      'The device is restarting. Glide connects to it again when it is back.',
    );
  });

  it('says which cards firmware below 4 does not support', async () => {
    await connectedPage({ info: { fw_version: '3.2.1' } }, 'OldKey01');
    const legacy = /Firmware older than version 4/;
    expect(within(card('User time offset')).getByText(legacy)).toBeInTheDocument();
    expect(within(card('Statistics')).getByText(legacy)).toBeInTheDocument();
    expect(within(card('Capabilities')).getByText(legacy)).toBeInTheDocument();
    // The radios work on old firmware too.
    expect(
      await within(card('Wi-Fi and Bluetooth')).findByRole('switch', { name: 'Bluetooth radio' }),
    ).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
  });
});
