import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sharedVisit } from '../../device/sharing/shared-visit';
import type { DeviceSetups } from '../../device/testing/fake-cloud';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import RemotePage from './remote-page';

setUpPageTests('remote', 'link');

/** Connects `MyOwnKey1` beside `devices` and shows the page on a route with `multicastSupport`. */
async function renderConnected(devices: DeviceSetups, multicastSupport = true) {
  const fleet = fakeDevices(devices);
  await fleet.connect('MyOwnKey1');
  renderRoute(<RemotePage />, {
    path: '/remote',
    handle: { titleKey: 'remote', multicastSupport },
  });
  await screen.findByRole('heading', { level: 1, name: 'Remote control' });
  return fleet;
}

const controls = () => within(screen.getByRole('region', { name: 'Controls' }));
const results = () =>
  within(screen.getByRole('region', { name: 'Result on each device' }))
    .getAllByTestId('multicast-result')
    .map((item) => item.textContent);

describe('the remote page', () => {
  it('starts and stops every linked device with multicast on, listing each device’s result', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01', label: 'Lounge' }],
      multicastActive: true,
    });
    const fleet = await renderConnected({ Partner01: { online: true } });
    expect(controls().getByTestId('remote-hamp-state').textContent).toBe('Stopped');
    expect(
      controls().getByText('Multicast is on: every command also goes to your linked devices.'),
    ).toBeInTheDocument();

    await userEvent.click(controls().getByRole('button', { name: 'Start' }));
    await expect
      .poll(() => controls().getByTestId('remote-hamp-state').textContent)
      .toBe('Stroking');
    expect(fleet.devices.MyOwnKey1?.hamp).toMatchObject({ play_state: 1, velocity: 0.5 });
    expect(fleet.devices.Partner01?.hamp).toMatchObject({ play_state: 1, velocity: 0.5 });
    expect(results()).toEqual(['This deviceDone', 'LoungeDone']);

    await userEvent.click(controls().getByRole('button', { name: 'Stop' }));
    await expect
      .poll(() => controls().getByTestId('remote-hamp-state').textContent)
      .toBe('Stopped');
    expect(fleet.devices.Partner01?.hamp.play_state).toBe(0);
  });

  it('shows the reason a linked device failed beside the ones that worked', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01' }],
      multicastActive: true,
    });
    await renderConnected({ Partner01: { online: false } });
    await userEvent.click(controls().getByRole('button', { name: 'Start' }));
    await expect
      .poll(() => results())
      .toEqual([
        'This deviceDone',
        'Partner01Failed: The device is not connected. Check that it is switched on and online.',
      ]);
  });

  it('drives only this device where multicast is not supported, and changes speed by steps', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'Partner01' }],
      multicastActive: true,
    });
    const fleet = await renderConnected({ Partner01: { online: true } }, false);
    await userEvent.click(controls().getByRole('button', { name: 'Start' }));
    await expect.poll(() => fleet.devices.MyOwnKey1?.hamp.play_state).toBe(1);
    await userEvent.click(controls().getByRole('button', { name: 'Faster' }));
    await expect.poll(() => fleet.devices.MyOwnKey1?.hamp.velocity).toBe(0.6);
    expect(controls().getByRole('slider', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe(
      '60 %',
    );
    expect(fleet.devices.Partner01?.hamp.play_state).toBe(0);
    expect(fleet.calls.some((call) => call.key === 'Partner01')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Result on each device' })).toBeNull();
  });

  it('copies a share link for this device, under a warning', async () => {
    const user = userEvent.setup();
    await renderConnected({});
    const share = within(screen.getByRole('region', { name: 'Share this device' }));
    expect(share.getByTestId('share-warning').textContent).toContain(
      'Whoever has this link controls your device',
    );
    await user.click(share.getByRole('button', { name: 'Copy share link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/share#k=MyOwnKey1&to=remote`,
    );
  });

  it('shows the link in a selected field when the clipboard cannot be used', async () => {
    await renderConnected({});
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      const share = within(screen.getByRole('region', { name: 'Share this device' }));
      await userEvent.click(share.getByRole('button', { name: 'Copy share link' }));
      const field = await share.findByLabelText<HTMLInputElement>('Share link');
      expect(field.value).toBe(`${window.location.origin}/share#k=MyOwnKey1&to=remote`);
      expect(field.readOnly).toBe(true);
      expect(document.activeElement).toBe(field);
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('asks for a connection before showing the controls or a share link', async () => {
    fakeDevices();
    renderRoute(<RemotePage />, { path: '/' });
    expect(
      await screen.findByText('Connect the device to use the remote control.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Connect your device first to create a share link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('offers no share link for a device shared with this visitor, and never shows its key', async () => {
    preferencesStore().update({ connectionKey: 'VisitorKey1' });
    const fleet = fakeDevices({ OwnerKey01: {} });
    sharedVisit.begin('OwnerKey01');
    await act(() => fleet.store.connect('OwnerKey01', { persist: false }));
    renderRoute(<RemotePage />, { path: '/remote', handle: { titleKey: 'remote' } });
    await screen.findByRole('heading', { level: 1, name: 'Remote control' });
    const share = within(screen.getByRole('region', { name: 'Share this device' }));
    expect(share.getByTestId('shared-with-me').textContent).toBe(
      'This device was shared with you. Only its owner can share it.',
    );
    expect(share.queryByRole('button', { name: 'Show link' })).toBeNull();
    expect(share.queryByRole('button', { name: 'Copy share link' })).toBeNull();
    expect(document.body.textContent).not.toContain('OwnerKey01');
    expect(preferencesStore().get().connectionKey).toBe('VisitorKey1');
  });
});
