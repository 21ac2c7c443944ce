import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { ConfigurePage } from '../pages/configure-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

/** The parts of the emulator's device snapshot these tests read. */
const snapshotSchema = z.object({
  online: z.boolean(),
  hstp: z.object({ userOffsetMs: z.number() }),
  system: z.object({ wifi: z.boolean(), ble: z.boolean(), ble_state: z.number() }),
  statistics: z.object({ max_buffer_size: z.number() }),
});

async function snapshot(key: string) {
  return snapshotSchema.parse(await emulatorControl.rawDevice(key));
}

/** When the emulated device last synced its clock (`null` before the first time). */
async function deviceClockSyncedAtMs(key: string): Promise<number | null> {
  return z
    .object({ hstp: z.object({ lastSyncAtMs: z.number().nullable() }) })
    .parse(await emulatorControl.rawDevice(key)).hstp.lastSyncAtMs;
}

/** When the app last synced the browser clock with the server (the app's own stored record). */
async function browserClockSyncedAtMs(page: Page): Promise<number> {
  const stored = await page.evaluate(() => window.localStorage.getItem('glide.clockSync'));
  return z.object({ syncedAtMs: z.number() }).parse(JSON.parse(stored ?? 'null')).syncedAtMs;
}

/** Opens `/configure` for a returning visitor and connects `key`. */
async function openConnected(page: Page, key: string): Promise<ConfigurePage> {
  await seedLocalStorage(page, returningVisitor());
  const configure = new ConfigurePage(page);
  await configure.open();
  await configure.connect(key);
  return configure;
}

test.describe('configure page against the emulator', () => {
  test('without a device it says so and its controls are disabled', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const configure = new ConfigurePage(page);
    await configure.open();
    await expect(page.getByText(/No device is connected/)).toBeVisible();
    await expect(configure.setOffsetButton).toBeDisabled();
    await expect(configure.bluetoothSwitch).toBeDisabled();
    await expect(configure.rebootButton).toBeDisabled();
    await expect(configure.syncDeviceClockButton).toBeDisabled();
  });

  test('sets the user time offset on the device', async ({ page }) => {
    const key = 'E2eCfgOffset1';
    const configure = await openConnected(page, key);
    await expect(configure.offsetCurrent).toHaveText('0 ms');
    await configure.setOffset(-130);
    await expect(configure.offsetCurrent).toHaveText('-130 ms');
    await expect.poll(async () => (await snapshot(key)).hstp.userOffsetMs).toBe(-130);
    await configure.offsetCard.getByRole('button', { name: '+10 ms' }).click();
    await expect.poll(async () => (await snapshot(key)).hstp.userOffsetMs).toBe(-120);
    await expect(configure.offsetCurrent).toHaveText('-120 ms');
  });

  test('switches Bluetooth off and on, and asks before Wi-Fi goes off', async ({ page }) => {
    const key = 'E2eCfgRadios1';
    const configure = await openConnected(page, key);
    await expect(configure.bluetoothSwitch).toBeChecked();
    await expect(configure.bluetoothState).toHaveText('Ready to pair');

    await configure.bluetoothSwitch.click();
    await expect.poll(async () => (await snapshot(key)).system.ble).toBe(false);
    await expect(configure.bluetoothSwitch).not.toBeChecked();
    await expect(configure.bluetoothState).toHaveText('Off');
    // The last radio on cannot be switched off.
    await expect(configure.wifiSwitch).toBeDisabled();

    await configure.bluetoothSwitch.click();
    await expect.poll(async () => (await snapshot(key)).system.ble).toBe(true);
    await expect(configure.bluetoothSwitch).toBeChecked();

    await configure.wifiSwitch.click();
    await expect(configure.confirmDialog).toContainText('Glide reaches your device');
    await configure.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(configure.confirmDialog).toBeHidden();
    expect((await snapshot(key)).system.wifi).toBe(true);
    await expect(configure.wifiSwitch).toBeChecked();
  });

  test('reads statistics and capabilities, and refreshes them', async ({ page }) => {
    const key = 'E2eCfgFacts1';
    const configure = await openConnected(page, key);
    const { statistics } = await snapshot(key);
    await expect(configure.fact(configure.statisticsList, 'Buffer size')).toHaveText(
      `${statistics.max_buffer_size.toLocaleString('en-US')} bytes`,
    );
    const sent = configure.fact(configure.statisticsList, 'Messages sent');
    const before = Number((await sent.innerText()).replace(/,/g, ''));
    await configure.refreshStatisticsButton.click();
    // The refresh is a call of its own, so the device has counted at least one more message.
    await expect
      .poll(async () => Number((await sent.innerText()).replace(/,/g, '')))
      .toBeGreaterThan(before);
    await expect(configure.fact(configure.capabilitiesList, 'Sliders')).toHaveText('1');
  });

  test('syncs both clocks now', async ({ page }) => {
    const key = 'E2eCfgClock1';
    const configure = await openConnected(page, key);
    const lastSyncBefore = await deviceClockSyncedAtMs(key);
    await configure.syncDeviceClockButton.click();
    // Nothing else asks the device for a clock sync: only the button can have made this one.
    await expect.poll(() => deviceClockSyncedAtMs(key)).not.toBe(lastSyncBefore);
    await expect(configure.deviceClockRoundTrip).toHaveText(/^\d[\d,.]* ms$/);

    await expect(configure.browserClockLastSync).not.toHaveText('Not synced yet');
    const syncedBefore = await browserClockSyncedAtMs(page);
    await configure.syncBrowserClockButton.click();
    await expect.poll(() => browserClockSyncedAtMs(page)).toBeGreaterThan(syncedBefore);
    await expect(configure.syncBrowserClockButton).toBeEnabled();
    await expect(configure.clockCard.getByRole('alert')).toHaveCount(0);
    await expect(configure.clockCard.getByTestId('client-clock-rtd')).toHaveText(/^\d[\d,.]* ms$/);
  });

  test('reboots the device and comes back connected', async ({ page }) => {
    const key = 'E2eCfgReboot1';
    const configure = await openConnected(page, key);
    await configure.reboot();
    await expect(configure.rebootProgress).toHaveText(
      'The device is restarting. Glide connects to it again when it is back.',
    );
    await expect(configure.connectedFact).not.toHaveText('Connected');
    await expect.poll(async () => (await snapshot(key)).online).toBe(false);
    // The emulator brings the device back after 3 s; the session reconnects by itself.
    await expect(configure.connectedFact).toHaveText('Connected', { timeout: 15_000 });
    await expect(configure.rebootProgress).toHaveText(
      'The device has restarted and is connected again.',
    );
    await expect(configure.setOffsetButton).toBeEnabled();
  });

  test('works at 360 px with a device and passes an accessibility scan', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const configure = await openConnected(page, 'E2eCfgNarrow1');
    await expect(configure.statisticsList).toBeVisible();
    await expect(configure.bluetoothSwitch).toBeEnabled();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
