import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeviceSetups } from '../../device/testing/fake-cloud';
import { fakeDevices, setUpPageTests } from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import LinkPage from './link-page';

setUpPageTests('link');

/** Devices in a store whose key in use is `MyOwnKey1` (not connected yet). */
const myDevices = (devices: DeviceSetups = {}) => fakeDevices(devices, { initialKey: 'MyOwnKey1' });

async function renderPage() {
  render(<LinkPage />);
  await screen.findByRole('heading', { level: 1, name: 'Link devices' });
}

const form = () => within(screen.getByRole('region', { name: 'Link a device' }));
const list = () => within(screen.getByRole('region', { name: 'Linked devices' }));

async function link(key: string, name = '') {
  await userEvent.clear(form().getByLabelText('Connection key'));
  if (key !== '') await userEvent.type(form().getByLabelText('Connection key'), key);
  await userEvent.clear(form().getByLabelText('Name (optional)'));
  if (name !== '') await userEvent.type(form().getByLabelText('Name (optional)'), name);
  await userEvent.click(form().getByRole('button', { name: 'Link device' }));
}

describe('the link page', () => {
  it('links devices under a name, refusing each bad key with its own message', async () => {
    myDevices();
    await renderPage();
    expect(list().getByText('No device is linked yet.')).toBeInTheDocument();

    await link('');
    expect(form().getByRole('alert').textContent).toBe(
      'Enter the connection key of the device to link.',
    );
    await link('abc');
    expect(form().getByRole('alert').textContent).toBe(
      'A connection key has 5 to 64 letters and digits.',
    );
    expect(document.activeElement).toBe(form().getByLabelText('Connection key'));
    await link('MyOwnKey1');
    expect(form().getByRole('alert').textContent).toBe(
      'This is the key of the device you use now; it always receives the commands.',
    );
    await link('Partner01', 'Lounge');
    expect(form().queryByRole('alert')).toBeNull();
    expect(form().getByLabelText<HTMLInputElement>('Connection key').value).toBe('');
    await link('Partner01', 'Again');
    expect(form().getByRole('alert').textContent).toBe('This device is already linked.');
    await link('Partner02');

    expect(preferencesStore().get().linkedDevices).toEqual([
      { connectionKey: 'Partner01', label: 'Lounge' },
      { connectionKey: 'Partner02' },
    ]);
    const items = list().getAllByTestId('linked-device');
    expect(items.map((item) => item.textContent)).toEqual([
      'LoungePartner01Online state unknownRemove',
      'Partner02Online state unknownRemove',
    ]);
    expect(
      list().getByText('Connect your own device to see whether the linked devices are online.'),
    ).toBeInTheDocument();
  });

  it('removes a linked device with a button named after it', async () => {
    preferencesStore().update({
      linkedDevices: [
        { connectionKey: 'Partner01', label: 'Lounge' },
        { connectionKey: 'Partner02' },
      ],
    });
    myDevices();
    await renderPage();
    await userEvent.click(list().getByRole('button', { name: 'Remove Lounge' }));
    expect(preferencesStore().get().linkedDevices).toEqual([{ connectionKey: 'Partner02' }]);
    expect(list().getAllByTestId('linked-device')).toHaveLength(1);
  });

  it('turns multicast on and off from the keyboard', async () => {
    myDevices();
    await renderPage();
    const multicast = screen.getByRole('switch', { name: 'Control all linked devices together' });
    multicast.focus();
    await userEvent.keyboard(' ');
    expect(preferencesStore().get().multicastActive).toBe(true);
    expect(screen.getByText('Link a device below to use multicast.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(preferencesStore().get().multicastActive).toBe(false);
  });

  it('asks each linked device whether it is online once a device is connected, and again', async () => {
    preferencesStore().update({
      linkedDevices: [
        { connectionKey: 'Partner01', label: 'Lounge' },
        { connectionKey: 'Partner02' },
      ],
    });
    const fleet = myDevices({ Partner02: { online: false } });
    await renderPage();
    await fleet.connect('MyOwnKey1');

    const stateOf = (index: number) =>
      list().getAllByTestId('linked-device-state')[index]?.textContent;
    await expect.poll(() => [stateOf(0), stateOf(1)]).toEqual(['Online', 'Offline']);
    expect(
      fleet.calls.filter((call) => call.path === '/connected').map((call) => call.key),
    ).toEqual(['Partner01', 'Partner02']);

    fleet.device('Partner02').online = true;
    await userEvent.click(list().getByRole('button', { name: 'Check again' }));
    await expect.poll(() => stateOf(1)).toBe('Online');
  });

  it('groups the devices that can join a channel and says plainly how each other one is reached', async () => {
    preferencesStore().update({
      linkedDevices: [
        { connectionKey: 'Partner01', label: 'Lounge' },
        { connectionKey: 'OffLine01' },
        { connectionKey: 'OldFirm01' },
      ],
      multicastActive: true,
    });
    const devices = fakeDevices(
      { OffLine01: { online: false }, OldFirm01: { info: { fw_version: '3.2.3' } } },
      { initialKey: 'MyOwnKey1', channels: true },
    );
    await devices.connect('MyOwnKey1');
    await renderPage();
    await expect
      .poll(() => screen.getByTestId('link-group').textContent)
      .toContain('2 devices get each command as one request: they start and stop together.');
    expect(screen.getByTestId('link-group-current').textContent).toBe(
      'The device in use: in the group',
    );
    const reaches = list()
      .getAllByTestId('linked-device-reach')
      .map((line) => line.textContent);
    expect(reaches).toEqual([
      'Sending: in the group',
      'Sending: not in the group: offline',
      'Sending: not in the group: needs firmware 4, gets its own commands',
    ]);
    expect([...devices.channels.values()].map((c) => [...c.subscribers.keys()])).toEqual([
      ['MyOwnKey1', 'Partner01'],
    ]);

    // The offline device comes back: grouping again lets it join.
    devices.device('OffLine01').online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Group again' }));
    await expect
      .poll(() => screen.getByTestId('link-group').textContent)
      .toContain('3 devices get each command as one request');
    expect([...devices.channels.values()].map((c) => [...c.subscribers.keys()])).toEqual([
      ['MyOwnKey1', 'Partner01', 'OffLine01'],
    ]);
  });

  it('says when the API address offers no groups', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01' }],
      multicastActive: true,
    });
    const devices = myDevices();
    await devices.connect('MyOwnKey1');
    await renderPage();
    await expect
      .poll(() => screen.getByTestId('link-group').textContent)
      .toContain('This API address offers no groups: each device gets its own commands.');
  });
});
