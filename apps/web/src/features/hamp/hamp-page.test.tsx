import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConnectionStoreForTests } from '../../device/connection-instance';
import { startTestI18n } from '../../i18n/test-i18n';
import { resetPreferencesStoreForTests } from '../../lib/preferences-instance';
import { resetNotificationsForTests } from '../../ui/notifications/notify';
import HampPage from './hamp-page';
import { fakeHampDevices, renderOnHampRoute } from './testing/hamp-harness';

beforeAll(async () => {
  await startTestI18n();
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});
beforeEach(() => {
  localStorage.clear();
  resetPreferencesStoreForTests();
});
afterEach(async () => {
  cleanup();
  setConnectionStoreForTests(undefined);
  resetNotificationsForTests();
  await startTestI18n();
});

describe('HampPage', () => {
  it('says to connect first and disables every control without a device', async () => {
    fakeHampDevices();
    renderOnHampRoute(<HampPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automatic stroking (HAMP)' }),
    ).toBeTruthy();
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
    expect(screen.getByRole('region', { name: 'Live state' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stroke zone' })).toBeTruthy();
  });

  it('enables the controls once a device is connected', async () => {
    const devices = fakeHampDevices();
    devices.client.answers.hamp = { play_state: 0, velocity: 0, direction: true };
    await devices.connect('HampPage1');
    renderOnHampRoute(<HampPage />);
    expect(await screen.findByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('hamp-connect-first')).toBeNull();
    for (const thumb of screen.getAllByRole('slider')) {
      expect(thumb.hasAttribute('data-disabled')).toBe(false);
    }
  });

  it('speaks the user’s language', async () => {
    await startTestI18n('de');
    fakeHampDevices();
    renderOnHampRoute(<HampPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automatische Hübe (HAMP)' }),
    ).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Unteres Ende des Hubbereichs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Starten' })).toBeTruthy();
  });
});
