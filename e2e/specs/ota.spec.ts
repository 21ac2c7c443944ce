import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { z } from 'zod';
import { OtaPage } from '../pages/ota-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';

/** The emulator's newest production release (packages/emulator/src/model/firmware.ts). */
const LATEST = '4.2.2+emulated';
const OLDER = '4.1.8+emulated';

async function emulatedFirmware(key: string): Promise<string> {
  return z
    .object({ fwVersion: z.string() })
    .passthrough()
    .parse(await emulatorControl.rawDevice(key)).fwVersion;
}

/** Creates `key` on an older firmware with a slow update, opens `/ota` and connects it. */
async function openOnOlderFirmware(
  page: Page,
  key: string,
  body: Record<string, unknown> = {},
): Promise<OtaPage> {
  await emulatorControl.createDevice({
    connectionKey: key,
    fwVersion: OLDER,
    otaDurationMs: 4_000,
    ...body,
  });
  await seedLocalStorage(page, returningVisitor());
  const ota = new OtaPage(page);
  await ota.open();
  await ota.connect(key);
  return ota;
}

test.describe('/ota against the emulator', () => {
  test('without a device it says how to start', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const ota = new OtaPage(page);
    await ota.open();
    await expect(page.getByTestId('ota-offline')).toContainText('No device is connected');
  });

  test('updates an older firmware to the latest release with the progress shown', async ({
    page,
  }) => {
    const key = 'E2eOtaUpdate1';
    const ota = await openOnOlderFirmware(page, key);
    await expect(ota.installed).toHaveText(OLDER);
    await expect(ota.status).toHaveText('Update available');
    await expect(ota.latest).toHaveText(LATEST);
    await expect(ota.notes).toHaveText('Smoother HSP start.');
    await expect(ota.updateCard).toContainText('Keep the device powered');
    await ota.updateButton(LATEST).click();
    await expect(ota.progress).toBeVisible();
    // The bar moves with the device's `ota_progress` events, strictly between 0 and 100 on the way.
    await expect
      .poll(async () => Number(await ota.progressBar.getAttribute('value')))
      .toBeGreaterThan(0);
    await expect(ota.done).toContainText('Update finished.');
    await expect(ota.done).toContainText(`from firmware ${OLDER}`);
    await expect.poll(() => emulatedFirmware(key)).toBe(LATEST);
    // The device reboots into the new firmware and comes back about 3 s later.
    await expect(ota.installed).toHaveText(LATEST, { timeout: 15_000 });
    await expect(ota.done).toContainText(`from firmware ${OLDER} to ${LATEST}`);
  });

  test('a forced failure ends in "failed" with what to do next', async ({ page }) => {
    const ota = await openOnOlderFirmware(page, 'E2eOtaFail01', { otaOutcome: 'failure' });
    await ota.updateButton(LATEST).click();
    await expect(ota.failed).toContainText('The update failed.');
    await expect(ota.failed).toContainText('try again');
    await expect(
      ota.updateCard.getByRole('button', { name: 'Try the update again' }),
    ).toBeVisible();
    await expect(ota.installed).toHaveText(OLDER);
  });

  test('a disconnect mid-update ends in "failed" with the message', async ({ page }) => {
    const key = 'E2eOtaDrop01';
    const ota = await openOnOlderFirmware(page, key, { otaDurationMs: 20_000 });
    await ota.updateButton(LATEST).click();
    await expect(ota.progress).toBeVisible();
    await emulatorControl.call('PATCH', `/devices/${key}`, { online: false });
    await expect(ota.failed).toContainText('The update failed.');
  });
});

test.describe('/ota-fw3 against the emulator', () => {
  test('a device below firmware 4 is sent to /ota-fw3 and updated from there', async ({ page }) => {
    const key = 'E2eOtaFw3001';
    const ota = await openOnOlderFirmware(page, key, { fwVersion: '3.2.1' });
    await page.getByRole('link', { name: 'Update from firmware 3' }).click();
    await expect(page).toHaveURL(/\/ota-fw3$/);
    await expect(page.getByTestId('ota-fw3-guide')).toContainText('firmware 3.2.1');
    await ota.updateButton(LATEST).click();
    await expect(ota.progress).toBeVisible();
    await expect(ota.installed).toHaveText(LATEST, { timeout: 15_000 });
    await expect(ota.done).toContainText(`from firmware 3.2.1 to ${LATEST}`);
  });
});
