import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { startTestI18n } from '../../i18n/test-i18n';
import HampPage from './hamp-page';

setUpPageTests('hamp', 'player');

/** `/hamp` as the route table has it: a device page with multicast. */
const HAMP_ROUTE = {
  path: '/hamp',
  handle: { titleKey: 'hamp', app: true, multicastSupport: true },
} as const;

describe('HampPage', () => {
  it('says to connect first and disables every control without a device', async () => {
    fakeDevices();
    renderRoute(<HampPage />, HAMP_ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automatic stroking (HAMP)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('hamp-connect-first').textContent).toContain(
      'Connect your device first',
    );
    const controls = screen.getByRole('region', { name: 'Controls' });
    for (const button of within(controls).getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
    }
    for (const thumb of screen.getAllByRole('slider')) {
      expect(thumb.hasAttribute('data-disabled')).toBe(true);
    }
    expect(screen.getByRole('region', { name: 'Live state' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stroke zone' })).toBeInTheDocument();
  });

  it('does not ask to connect while a connect is under way, so the controls do not move as it ends', async () => {
    const devices = fakeDevices();
    renderRoute(<HampPage />, HAMP_ROUTE);
    expect(await screen.findByTestId('hamp-connect-first')).toBeInTheDocument();
    let connecting: Promise<void> | undefined;
    act(() => {
      connecting = devices.store.connect('HampPage2');
    });
    expect(devices.store.get().status).toBe('connecting');
    expect(screen.queryByTestId('hamp-connect-first')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
    await act(() => connecting);
    expect(devices.store.get().status).toBe('connected');
    expect(screen.queryByTestId('hamp-connect-first')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
  });

  it('enables the controls once a device is connected', async () => {
    const devices = fakeDevices();
    await devices.connect('HampPage1');
    renderRoute(<HampPage />, HAMP_ROUTE);
    expect(await screen.findByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('hamp-connect-first')).toBeNull();
    for (const thumb of screen.getAllByRole('slider')) {
      expect(thumb.hasAttribute('data-disabled')).toBe(false);
    }
  });

  it('speaks the user’s language', async () => {
    await startTestI18n('de');
    fakeDevices();
    renderRoute(<HampPage />, HAMP_ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automatische Hübe (HAMP)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('slider', { name: 'Unteres Ende des Hubbereichs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Starten' })).toBeInTheDocument();
  });

  it('draws the device as it strokes: its zone and its speed move with the device', async () => {
    const devices = fakeDevices();
    await devices.connect('HampPage2');
    renderRoute(<HampPage />, HAMP_ROUTE);
    const live = await screen.findByRole('region', { name: 'Live state' });
    const figure = within(live).getByRole('group', { name: 'Device position' });
    expect(figure.textContent).toContain('Speed: 0 %');
    act(() => {
      devices.client.stream.emit('hamp_state_changed', {
        play_state: 1,
        velocity: 0.7,
        direction: true,
      });
      devices.client.stream.emit('stroke_changed', {
        min: 0.2,
        max: 0.8,
        min_absolute: 20,
        max_absolute: 80,
      });
    });
    expect(figure.textContent).toContain('Speed: 70 %');
    expect(figure.textContent).toContain('Stroke zone: 20–80 %');
    const zone = figure.querySelector<HTMLElement>('.player-simulator__zone');
    expect([zone?.style.bottom, zone?.style.height]).toEqual(['20%', '60%']);
  });
});
