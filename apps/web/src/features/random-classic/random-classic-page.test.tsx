import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeDevices,
  renderRoute,
  setUpPageTests,
  type FakeDevices,
} from '../../device/testing/fake-devices';
import { startTestI18n } from '../../i18n/test-i18n';
import { preferencesStore } from '../../preferences/preferences-instance';
import RandomClassicPage from './random-classic-page';

setUpPageTests('random-classic', 'player');

/** `/random-classic` as the route table has it: no app flag, no multicast. */
const ROUTE = { path: '/random-classic', handle: { titleKey: 'randomClassic' } } as const;

const requests = (devices: FakeDevices) =>
  devices.calls.map((call) => `${call.method} ${call.path}`);

const state = () => screen.getByTestId('random-state');

/** The text an input's `aria-describedby` points at: its help and its error. */
function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
const run = () => screen.getByRole('region', { name: 'Now' });

/** A connected Handy and the page, ready to start. */
async function connectedPage(key = 'RandomKey1'): Promise<FakeDevices> {
  const devices = fakeDevices();
  await devices.connect(key);
  const view = renderRoute(<RandomClassicPage />, ROUTE);
  await screen.findByRole('heading', { level: 1, name: 'Random strokes' });
  return Object.assign(devices, { unmount: view.unmount });
}

async function started(devices: FakeDevices): Promise<void> {
  await userEvent.click(within(run()).getByRole('button', { name: 'Start' }));
  await expect.poll(() => state().textContent).toBe('Stroking');
  expect(devices.calls.length).toBeGreaterThan(0);
}

describe('RandomClassicPage', () => {
  it('without a device keeps the settings editable and asks to connect on Start', async () => {
    const devices = fakeDevices();
    renderRoute(<RandomClassicPage />, ROUTE);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Random strokes');
    // The protocol's name is a small line of its own, outside the heading.
    expect(heading.nextElementSibling?.textContent).toBe(
      'Random classic · automatic stroking (HAMP)',
    );
    expect(screen.getByTestId('random-connect').textContent).toContain(
      'Connect your device to start',
    );
    const speedMax = screen.getByRole('spinbutton', { name: 'Highest speed (%)' });
    expect(speedMax).toHaveProperty('disabled', false);
    expect(speedMax).toHaveProperty('value', '90');
    await userEvent.click(within(run()).getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Connect your device first, then press Start again.',
    );
    expect(state().textContent).toContain('Not running');
    expect(devices.calls).toEqual([]);
  });

  it('starts in a random zone at a random speed within the ranges, and stops', async () => {
    const devices = await connectedPage();
    expect(screen.queryByTestId('random-connect')).toBeNull();
    await started(devices);
    expect(requests(devices)).toEqual([
      'PUT /slider/stroke',
      'PUT /hamp/start',
      'PUT /hamp/velocity',
    ]);
    const zone = devices.calls[0]?.body as { min: number; max: number };
    expect(zone.min).toBeGreaterThanOrEqual(0.2);
    expect(zone.max).toBeLessThanOrEqual(0.8);
    expect(zone.max - zone.min).toBeGreaterThanOrEqual(0.25 - 1e-9);
    const { velocity } = devices.calls[2]?.body as { velocity: number };
    expect(velocity).toBeGreaterThanOrEqual(0);
    expect(velocity).toBeLessThanOrEqual(0.9);
    expect(screen.getByTestId('random-target').textContent).toContain(
      `Speed ${Math.round(velocity * 100)} %, stroke zone ${Math.round(zone.min * 100)}–${Math.round(zone.max * 100)} %`,
    );
    expect(screen.getByTestId('random-countdown').textContent).toMatch(/^Next change in [1-5] s$/);
    // The figure shows the device's answer: its zone and its speed.
    const figure = screen.getByRole('group', { name: 'Device position' });
    expect(figure.textContent).toContain(
      `Stroke zone: ${Math.round(zone.min * 100)}–${Math.round(zone.max * 100)} %`,
    );
    expect(figure.textContent).toContain(`Speed: ${Math.round(velocity * 100)} %`);
    expect(screen.getByRole('img', { name: /latest changes/ }).tagName).toBe('svg');
    expect(screen.getByRole('listitem').textContent).toMatch(/speed \d+ %, stroke zone \d+–\d+ %/);

    await userEvent.click(within(run()).getByRole('button', { name: 'Stop' }));
    expect(state().textContent).toContain('Stopped');
    await expect.poll(() => requests(devices).at(-1)).toBe('PUT /hamp/stop');
    expect(screen.queryByTestId('random-stopped-why')).toBeNull();
  });

  it('pauses the device and resumes it with the same zone and speed', async () => {
    const devices = await connectedPage();
    await started(devices);
    const target = screen.getByTestId('random-target').textContent;
    await userEvent.click(within(run()).getByRole('button', { name: 'Pause' }));
    expect(state().textContent).toContain('Paused');
    expect(screen.getByTestId('random-countdown').textContent).toMatch(/s left when you resume/);
    await expect.poll(() => requests(devices).at(-1)).toBe('PUT /hamp/stop');
    await userEvent.click(within(run()).getByRole('button', { name: 'Resume' }));
    await expect.poll(() => state().textContent).toBe('Stroking');
    expect(screen.getByTestId('random-target').textContent).toBe(target);
    expect(requests(devices).slice(-3)).toEqual([
      'PUT /slider/stroke',
      'PUT /hamp/start',
      'PUT /hamp/velocity',
    ]);
  });

  it('ends the run and says why when the device is stopped elsewhere', async () => {
    const devices = await connectedPage();
    await started(devices);
    const sent = devices.calls.length;
    act(() => {
      devices.client.stream.emit('hamp_state_changed', {
        play_state: 0,
        velocity: 0,
        direction: true,
      });
    });
    expect(state().textContent).toContain('Stopped');
    expect(screen.getByTestId('random-stopped-why').textContent).toContain(
      'the device was stopped from elsewhere',
    );
    expect(devices.calls).toHaveLength(sent);
  });

  it('ends the run and says why when the device disconnects', async () => {
    const devices = await connectedPage();
    await started(devices);
    act(() => {
      devices.client.stream.emit('device_status', { connected: false });
    });
    expect(state().textContent).toContain('Stopped');
    expect(screen.getByTestId('random-stopped-why').textContent).toContain(
      'the device disconnected. Reconnect it, then press Start.',
    );
  });

  it('explains a failed start and starts on Retry', async () => {
    const devices = await connectedPage();
    devices.device('RandomKey1').online = false;
    await userEvent.click(within(run()).getByRole('button', { name: 'Start' }));
    const alert = await within(run()).findByRole('alert');
    expect(alert.textContent).toContain(
      'Random strokes could not start: The device is not connected. Check that it is switched on and online.',
    );
    devices.device('RandomKey1').online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect.poll(() => state().textContent).toBe('Stroking');
    expect(within(run()).queryByRole('alert')).toBeNull();
  });

  it('stops the device it has stroking when the page goes away', async () => {
    const devices = await connectedPage();
    await started(devices);
    (devices as FakeDevices & { unmount: () => void }).unmount();
    await expect.poll(() => requests(devices).at(-1)).toBe('PUT /hamp/stop');
  });

  it('speaks the user’s language', async () => {
    await startTestI18n('de');
    fakeDevices();
    renderRoute(<RandomClassicPage />, ROUTE);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Zufällige Hübe');
    expect(screen.getByRole('button', { name: 'Starten' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('spinbutton', { name: 'Höchste Geschwindigkeit (%)' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('RandomClassicPage settings', () => {
  it('saves a valid value and remembers it', async () => {
    fakeDevices();
    renderRoute(<RandomClassicPage />, ROUTE);
    const timeBetween = await screen.findByRole('spinbutton', {
      name: 'Time between changes (s)',
    });
    await userEvent.clear(timeBetween);
    await userEvent.type(timeBetween, '12');
    expect(preferencesStore().get().randomClassic.timeBetweenSeconds).toBe(12);
    const pause = screen.getByRole('spinbutton', { name: 'Rest after each change (s)' });
    await userEvent.clear(pause);
    await userEvent.type(pause, '3');
    expect(preferencesStore().get().randomClassic.currentPauseSeconds).toBe(3);
  });

  it('says what is wrong with each invalid value, and keeps the stored one', async () => {
    fakeDevices();
    renderRoute(<RandomClassicPage />, ROUTE);
    const speedMax = await screen.findByRole('spinbutton', { name: 'Highest speed (%)' });
    await userEvent.clear(speedMax);
    await userEvent.type(speedMax, '150');
    expect(descriptionOf(speedMax)).toBe('Enter a number from 0 to 100.');
    expect(speedMax.getAttribute('aria-invalid')).toBe('true');

    const speedMin = screen.getByRole('spinbutton', { name: 'Lowest speed (%)' });
    await userEvent.clear(speedMax);
    await userEvent.type(speedMax, '40');
    await userEvent.clear(speedMin);
    await userEvent.type(speedMin, '60');
    expect(descriptionOf(speedMax)).toBe('The highest speed must not be below the lowest.');

    const strokeMax = screen.getByRole('spinbutton', { name: 'Highest position (%)' });
    await userEvent.clear(strokeMax);
    await userEvent.type(strokeMax, '20.5');
    expect(descriptionOf(strokeMax)).toBe(
      'Leave at least 1 % between the lowest and the highest position.',
    );

    const timeBetween = screen.getByRole('spinbutton', { name: 'Time between changes (s)' });
    await userEvent.clear(timeBetween);
    await userEvent.type(timeBetween, '0');
    expect(descriptionOf(timeBetween)).toBe('Enter a number of seconds from 1 to 3600.');

    // No invalid value was stored: the speed range is its last valid pair (typed on the way to
    // 60), the others are still the defaults.
    const stored = preferencesStore().get().randomClassic;
    expect([stored.speedRangePct, stored.strokeRangePct, stored.timeBetweenSeconds]).toEqual([
      [6, 40],
      [20, 80],
      5,
    ]);
  });

  it('takes a change made elsewhere (another tab, the settings page)', async () => {
    fakeDevices();
    renderRoute(<RandomClassicPage />, ROUTE);
    const minimum = await screen.findByRole('spinbutton', { name: 'Shortest stroke (%)' });
    act(() => {
      preferencesStore().update({ randomClassic: { minimumStrokeLengthPct: 40 } });
    });
    expect(minimum).toHaveProperty('value', '40');
  });
});
