import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeDevices,
  renderRoute,
  setUpPageTests,
  type FakeDevices,
} from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import { notificationStore } from '../../ui/notifications/notify';
import { HampControls } from './hamp-controls';
import { HampLiveState } from './hamp-live-state';

setUpPageTests('hamp');

/** `/hamp` as the route table has it: a device page with multicast. */
const HAMP_ROUTE = {
  path: '/hamp',
  handle: { titleKey: 'hamp', app: true, multicastSupport: true },
} as const;

/** A connected Handy whose HAMP is stopped, with the controls and the live state rendered. */
async function connectedControls(key = 'HampKey1'): Promise<FakeDevices> {
  const devices = fakeDevices();
  await devices.connect(key);
  renderRoute(
    <>
      <HampControls />
      <HampLiveState />
    </>,
    HAMP_ROUTE,
  );
  await screen.findByRole('button', { name: 'Start' });
  return devices;
}

const requests = (devices: FakeDevices) =>
  devices.calls.map((call) => `${call.key} ${call.method} ${call.path}`);

describe('HampControls', () => {
  it('starts at the chosen speed, shows the answer as live state, then stops', async () => {
    const devices = await connectedControls();
    expect(screen.getByTestId('hamp-state').textContent).toBe('Stopped');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await expect.poll(() => screen.getByTestId('hamp-state').textContent).toBe('Stroking');
    expect(requests(devices)).toEqual(['HampKey1 PUT /hamp/start', 'HampKey1 PUT /hamp/velocity']);
    expect(devices.calls[1]?.body).toEqual({ velocity: 0.5 });
    expect(screen.getByTestId('hamp-velocity').textContent).toBe('50 %');
    expect(screen.getByRole('slider', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe(
      '50 %',
    );
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await expect.poll(() => screen.getByTestId('hamp-state').textContent).toBe('Stopped');
    expect(devices.calls.at(-1)?.path).toBe('/hamp/stop');
  });

  it('stops while the connection reconnects: Stop stays available and goes at once', async () => {
    const devices = await connectedControls();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await expect.poll(() => screen.getByTestId('hamp-state').textContent).toBe('Stroking');
    // Changed API settings connect again; the device strokes on meanwhile.
    act(() => devices.store.reconnect());
    expect(devices.store.get().status).toBe('connecting');
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toHaveProperty('disabled', false);
    await userEvent.click(stop);
    await expect.poll(() => requests(devices)).toContain('HampKey1 PUT /hamp/stop');
    expect(notificationStore().list()).toEqual([]);
  });

  it('sends a new speed while stroking, from the keyboard', async () => {
    const devices = await connectedControls();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Stroking');
    screen.getByRole('slider', { name: 'Speed' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => devices.calls.at(-1)?.body).toEqual({ velocity: 0.51 });
    await expect.poll(() => screen.getByTestId('hamp-velocity').textContent).toBe('51 %');
  });

  it('sends only the newest speed while the device is still answering', async () => {
    const devices = await connectedControls();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Stroking');
    devices.hold('/hamp/velocity');
    screen.getByRole('slider', { name: 'Speed' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const velocities = () =>
      devices.calls.filter((call) => call.path === '/hamp/velocity').map((call) => call.body);
    expect(velocities()).toEqual([{ velocity: 0.5 }, { velocity: 0.51 }]);
    devices.release('/hamp/velocity');
    await expect
      .poll(velocities)
      .toEqual([{ velocity: 0.5 }, { velocity: 0.51 }, { velocity: 0.55 }]);
    await expect.poll(() => screen.getByTestId('hamp-velocity').textContent).toBe('55 %');
  });

  it('shows what the event stream reports: play state, direction and speed', async () => {
    const devices = await connectedControls();
    act(() => {
      devices.client.stream.emit('hamp_state_changed', {
        play_state: 1,
        velocity: 0.7,
        direction: false,
      });
    });
    expect(screen.getByTestId('hamp-state').textContent).toBe('Stroking');
    expect(screen.getByTestId('hamp-direction').textContent).toBe('Down');
    expect(screen.getByTestId('hamp-velocity').textContent).toBe('70 %');
    act(() => {
      devices.client.stream.emit('hamp_state_changed', {
        play_state: 1,
        velocity: 0.7,
        direction: true,
      });
    });
    expect(screen.getByTestId('hamp-direction').textContent).toBe('Up');
    act(() => {
      devices.client.stream.emit('hamp_state_changed', {
        play_state: 0,
        velocity: 0,
        direction: true,
      });
    });
    expect(screen.getByTestId('hamp-state').textContent).toBe('Stopped');
    expect(screen.getByTestId('hamp-direction').textContent).toBe('Not moving');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
  });

  it('starts every linked device too while multicast is on', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'HampLinked1' }],
      multicastActive: true,
    });
    const devices = await connectedControls();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Stroking');
    await expect
      .poll(() => [...requests(devices)].sort())
      .toEqual([
        'HampKey1 PUT /hamp/start',
        'HampKey1 PUT /hamp/velocity',
        'HampLinked1 PUT /hamp/start',
        'HampLinked1 PUT /hamp/velocity',
      ]);
  });

  it('sends each command once through a channel for the linked devices that can join it', async () => {
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'HampLinked1' }, { connectionKey: 'HampOld1' }],
      multicastActive: true,
    });
    const devices = fakeDevices(
      { HampOld1: { info: { fw_version: '3.2.3' } } },
      { channels: true },
    );
    await devices.connect('HampKey1');
    renderRoute(<HampControls />, HAMP_ROUTE);
    // The group forms on its own: the two firmware-4 devices join, the one on firmware 3 cannot.
    await expect
      .poll(() => [...devices.channels.values()].map((c) => [...c.subscribers.keys()]))
      .toEqual([['HampKey1', 'HampLinked1']]);
    const [reference] = [...devices.channels.keys()];
    await expect.poll(() => screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    devices.calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await expect
      .poll(() => [...requests(devices)].sort())
      .toEqual([
        'HampOld1 PUT /hamp/start',
        'HampOld1 PUT /hamp/velocity',
        `${reference} PUT /hamp/start`,
        `${reference} PUT /hamp/velocity`,
      ]);
    // One request reached both devices in the channel.
    expect(devices.device('HampKey1').hamp.play_state).toBe(1);
    expect(devices.device('HampLinked1').hamp.play_state).toBe(1);
    expect(devices.device('HampOld1').hamp.play_state).toBe(1);
    devices.calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await expect
      .poll(() => [...requests(devices)].sort())
      .toEqual(['HampOld1 PUT /hamp/stop', `${reference} PUT /hamp/stop`]);
    expect(devices.device('HampLinked1').hamp.play_state).toBe(0);
  });

  it('explains a device that does not answer, as a notification', async () => {
    const devices = await connectedControls();
    devices.device('HampKey1').online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await expect
      .poll(() =>
        notificationStore()
          .list()
          .map((shown) => shown.message),
      )
      .toEqual(['The device is not connected. Check that it is switched on and online.']);
    expect(screen.getByTestId('hamp-state').textContent).toBe('Stopped');
  });

  it('is disabled without a connected device', async () => {
    fakeDevices();
    renderRoute(<HampControls />, HAMP_ROUTE);
    expect(await screen.findByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveProperty('disabled', true);
    // Radix marks a disabled slider's thumb and takes it out of the tab order.
    const speed = screen.getByRole('slider', { name: 'Speed' });
    expect(speed.hasAttribute('data-disabled')).toBe(true);
    expect(speed.getAttribute('tabindex')).not.toBe('0');
  });
});
