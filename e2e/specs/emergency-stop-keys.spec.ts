import { z } from 'zod';
import { API_PATH, DEMO_APP_ID } from '@glide/emulator';
import { ConnectPopover } from '../pages/connect-popover';
import { EmergencyStop } from '../pages/emergency-stop';
import { emulatorControl } from '../support/emulator-control';
import { E2E_EMULATOR_URL } from '../support/ports';
import { expect, test } from '../support/test';

/** Starts HAMP on an emulated device through the device API, as another app would. */
async function startHamp(connectionKey: string): Promise<void> {
  for (const [path, body] of [
    ['/hamp/start', undefined],
    ['/hamp/velocity', { velocity: 0.5 }],
  ] as const) {
    const response = await fetch(`${E2E_EMULATOR_URL}${API_PATH}${path}`, {
      method: 'PUT',
      headers: {
        'X-Connection-Key': connectionKey,
        'X-Api-Key': DEMO_APP_ID,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body ?? {}),
    });
    expect(response.ok, `${path} on ${connectionKey}`).toBe(true);
  }
  await expect
    .poll(async () => (await emulatorControl.device(connectionKey)).hamp.play_state)
    .toBe(1);
}

const playState = async (key: string) => (await emulatorControl.device(key)).hamp.play_state;

/** The emulated device's stroke zone, relative 0–1. */
async function strokeZone(key: string): Promise<{ min: number; max: number }> {
  const device = await emulatorControl.rawDevice(key);
  return z.object({ min: z.number(), max: z.number() }).parse(device['stroke']);
}

test.describe('emergency stop and device shortcuts', () => {
  test('the header button stops HAMP on the current and the linked device', async ({ page }) => {
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopBtnA1', linkedKeys: ['E2eStopBtnB1'] });
    await stop.openConnected('/hamp', 'E2eStopBtnA1');
    expect(await stop.storedLinkedKeys()).toEqual(['E2eStopBtnB1']);
    await startHamp('E2eStopBtnA1');
    await startHamp('E2eStopBtnB1');

    await stop.button.click();

    await expect.poll(() => playState('E2eStopBtnA1')).toBe(0);
    await expect.poll(() => playState('E2eStopBtnB1')).toBe(0);
    await expect(stop.notification('All 2 devices stopped.')).toBeVisible();
  });

  test('Escape stops every linked device, on a page without multicast too', async ({ page }) => {
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopEscA1', linkedKeys: ['E2eStopEscB1'] });
    await stop.openConnected('/about', 'E2eStopEscA1');
    await startHamp('E2eStopEscA1');
    await startHamp('E2eStopEscB1');

    await stop.pressOnPage('Escape');

    await expect.poll(() => playState('E2eStopEscA1')).toBe(0);
    await expect.poll(() => playState('E2eStopEscB1')).toBe(0);
    await expect(stop.notification('All 2 devices stopped.')).toBeVisible();

    // Started again, the key stops them again.
    await startHamp('E2eStopEscA1');
    await startHamp('E2eStopEscB1');
    await stop.pressOnPage('Escape');
    await expect.poll(() => playState('E2eStopEscA1')).toBe(0);
    await expect.poll(() => playState('E2eStopEscB1')).toBe(0);
  });

  test('Escape with the connect popover open closes it and stops the device', async ({ page }) => {
    const stop = new EmergencyStop(page);
    const popover = new ConnectPopover(page);
    await stop.arrive({ connectionKey: 'E2eStopPopA1', linkedKeys: [] });
    await stop.openConnected('/hamp', 'E2eStopPopA1');
    await startHamp('E2eStopPopA1');

    await popover.open();
    await popover.close();
    await expect.poll(() => playState('E2eStopPopA1')).toBe(0);
    await expect(stop.notification('Device stopped.')).toHaveCount(1);
  });

  test('Escape with the mobile menu open closes it and stops the device', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopMenuA1', linkedKeys: [] });
    await stop.openConnected('/hamp', 'E2eStopMenuA1');
    await startHamp('E2eStopMenuA1');

    await stop.shell.menuButton.click();
    await expect(stop.shell.menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(stop.shell.menu).toBeHidden();
    await expect.poll(() => playState('E2eStopMenuA1')).toBe(0);
    await expect(stop.notification('Device stopped.')).toHaveCount(1);
  });

  test('Escape with a select list open stops the device', async ({ page }) => {
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopSelA1', linkedKeys: [] });
    await stop.openConnected('/settings', 'E2eStopSelA1');
    await startHamp('E2eStopSelA1');
    // A Radix select (listbox) of the settings page, opened from the keyboard.
    const select = page.getByRole('main').getByRole('combobox').first();
    await select.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect.poll(() => playState('E2eStopSelA1')).toBe(0);
  });

  test('a linked device that is offline is reported, the others still stop', async ({ page }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eStopOffB1', online: false });
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopOffA1', linkedKeys: ['E2eStopOffB1'] });
    await stop.openConnected('/hamp', 'E2eStopOffA1');
    await startHamp('E2eStopOffA1');

    await stop.button.click();

    await expect.poll(() => playState('E2eStopOffA1')).toBe(0);
    await expect(
      stop.notification(
        'E2eStopOffB1 did not stop: The device is not connected. Check that it is switched on and online.',
      ),
    ).toBeVisible();
    await expect(stop.notification('Stopped 1 of 2 devices.')).toBeVisible();
  });

  test('the stop is the first control of the header and fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopNarrow1', linkedKeys: [] });
    await stop.openConnected('/about', 'E2eStopNarrow1');
    await expect(stop.button).toBeVisible();
    await expect(stop.button).toHaveAttribute('aria-keyshortcuts', 'Escape');
    await expect(stop.button).toHaveAccessibleDescription(
      'Emergency stop: ends every mode on every linked device at once. Key: Esc.',
    );
    await stop.shell.expectNoHorizontalOverflow();
    // The skip link comes first on the page; the next stop is the emergency stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(stop.button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stop.notification('Device stopped.')).toBeVisible();
  });

  test('q, a, w and s move the ends of the stroke zone by 0.1 while HAMP runs', async ({
    page,
  }) => {
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopKeysA1', linkedKeys: [], keyBindings: true });
    await stop.openConnected('/hamp', 'E2eStopKeysA1');
    await startHamp('E2eStopKeysA1');
    expect(await strokeZone('E2eStopKeysA1')).toEqual({ min: 0, max: 1 });

    await stop.pressOnPage('a');
    await expect.poll(() => strokeZone('E2eStopKeysA1')).toEqual({ min: 0, max: 0.9 });
    await stop.pressOnPage('a');
    await expect.poll(() => strokeZone('E2eStopKeysA1')).toEqual({ min: 0, max: 0.8 });
    await stop.pressOnPage('q');
    await expect.poll(() => strokeZone('E2eStopKeysA1')).toEqual({ min: 0, max: 0.9 });
    await stop.pressOnPage('w');
    await expect.poll(() => strokeZone('E2eStopKeysA1')).toEqual({ min: 0.1, max: 0.9 });
    await stop.pressOnPage('W');
    await expect.poll(() => strokeZone('E2eStopKeysA1')).toEqual({ min: 0.2, max: 0.9 });
    await stop.pressOnPage('s');
    await expect.poll(() => strokeZone('E2eStopKeysA1')).toEqual({ min: 0.1, max: 0.9 });
    expect(await playState('E2eStopKeysA1')).toBe(1);
  });

  test('the time offset keys step the device offset by 10 ms', async ({ page }) => {
    const stop = new EmergencyStop(page);
    await stop.arrive({ connectionKey: 'E2eStopOffsA1', linkedKeys: [], keyBindings: true });
    await stop.openConnected('/hamp', 'E2eStopOffsA1');
    const offset = async () =>
      z
        .object({ hstp: z.object({ userOffsetMs: z.number() }) })
        .parse(await emulatorControl.rawDevice('E2eStopOffsA1')).hstp.userOffsetMs;
    const start = await offset();
    await stop.pressOnPage('e');
    await expect.poll(offset).toBe(start + 10);
    await stop.pressOnPage('d');
    await stop.pressOnPage('d');
    await expect.poll(offset).toBe(start - 10);
  });
});
