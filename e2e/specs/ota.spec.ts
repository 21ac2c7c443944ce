import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { z } from 'zod';
import { DebugPages } from '../pages/debug-pages';
import { OtaPage } from '../pages/ota-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';

/** The emulator's newest production release (packages/emulator/src/model/firmware.ts). */
const LATEST = '4.2.2+emulated';
const OLDER = '4.1.8+emulated';
const OLDEST = '4.0.12+emulated';
/** The emulator's staging (beta) release. */
const BETA = '4.3.0-beta.1+emulated';

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
  notice?: string,
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
  await ota.connect(key, notice === undefined ? {} : { notice });
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
    // Told on connect, once: firmware 3 is too old, with the way forward.
    const ota = await openOnOlderFirmware(
      page,
      key,
      { fwVersion: '3.2.1' },
      'Firmware 3.2.1 is too old for Glide.',
    );
    await page.getByRole('link', { name: 'Update from firmware 3' }).click();
    await expect(page).toHaveURL(/\/ota-fw3$/);
    await expect(page.getByTestId('ota-fw3-guide')).toContainText('firmware 3.2.1');
    await ota.updateButton(LATEST).click();
    await expect(ota.progress).toBeVisible();
    await expect(ota.installed).toHaveText(LATEST, { timeout: 15_000 });
    await expect(ota.done).toContainText(`from firmware 3.2.1 to ${LATEST}`);
  });
});

test.describe('/ota/{version}/{fw_feature_flag} against the emulator', () => {
  test('installs the chosen version, and the device runs it afterwards', async ({ page }) => {
    const key = 'E2eOtaPick01';
    await emulatorControl.createDevice({
      connectionKey: key,
      fwVersion: OLDEST,
      otaDurationMs: 3_000,
    });
    await seedLocalStorage(page, returningVisitor());
    const ota = new OtaPage(page);
    await ota.openConnected(`/ota/${OLDER}/production`, `Install firmware ${OLDER}`, key);
    await expect(ota.installed).toHaveText(OLDEST);
    await expect(ota.latest).toHaveText(OLDER);
    await expect(ota.notes).toHaveText('HVP fixes.');
    await expect(ota.updateCard).toContainText('Keep the device powered');
    await ota.updateButton(OLDER).click();
    await expect(ota.progress).toBeVisible();
    await expect.poll(() => emulatedFirmware(key)).toBe(OLDER);
    await expect(ota.installed).toHaveText(OLDER, { timeout: 15_000 });
    await expect(ota.done).toContainText(`from firmware ${OLDEST} to ${OLDER}`);
  });

  test('a version not in the list says "Specific OTA not found" and offers no update', async ({
    page,
  }) => {
    const key = 'E2eOtaPick02';
    await emulatorControl.createDevice({ connectionKey: key, fwVersion: OLDER });
    await seedLocalStorage(page, returningVisitor());
    const ota = new OtaPage(page);
    await ota.openConnected('/ota/9.9.9/production', 'Install firmware 9.9.9', key);
    await expect(ota.firmwareAlert).toContainText('Specific OTA not found');
    await expect(ota.firmwareAlert).toContainText('9.9.9');
    await expect(ota.updateCard.getByRole('button')).toBeDisabled();
  });
});

test.describe('/ota-optin against the emulator', () => {
  test('opting in shows the beta release, backing out hides it', async ({ page }) => {
    const key = 'E2eOtaOptin1';
    await emulatorControl.createDevice({ connectionKey: key, fwVersion: LATEST });
    await seedLocalStorage(page, returningVisitor());
    const ota = new OtaPage(page);
    await ota.openConnected('/ota-optin', 'Beta firmware', key);
    await expect(ota.channelCard).toContainText('Your device gets: Regular releases.');
    await expect(ota.releases).toContainText(LATEST);
    await expect(ota.releases).not.toContainText(BETA);

    await ota.channelCard.getByRole('button', { name: 'Join the beta' }).click();
    await expect(ota.channelCard).toContainText('Your device gets: Beta releases (pre-release).');
    await expect(ota.releases).toContainText(BETA);
    await expect(ota.releases.getByRole('link', { name: `Install ${BETA}` })).toHaveAttribute(
      'href',
      `/ota/${encodeURIComponent(BETA)}/staging`,
    );
    await expect
      .poll(
        async () =>
          z
            .object({ info: z.object({ fw_feature_flags: z.string() }).passthrough() })
            .passthrough()
            .parse(await emulatorControl.rawDevice(key)).info.fw_feature_flags,
      )
      .toBe('staging');

    await ota.channelCard.getByRole('button', { name: 'Back to regular releases' }).click();
    await expect(ota.channelCard).toContainText('Your device gets: Regular releases.');
    await expect(ota.releases).toContainText(LATEST);
    await expect(ota.releases).not.toContainText(BETA);
  });
});

test.describe('/ota-direct/{version}/{fw_feature_flag} against the emulator', () => {
  test('a signed direct link runs the update to its version', async ({ page }) => {
    const key = 'E2eOtaLink01';
    await emulatorControl.createDevice({
      connectionKey: key,
      fwVersion: OLDER,
      otaDurationMs: 3_000,
    });
    const { query } = z
      .object({ query: z.record(z.string(), z.union([z.string(), z.number()])) })
      .parse(
        await emulatorControl.call('POST', '/ota-links', {
          connectionKey: key,
          version: LATEST,
          featureFlags: 'production',
          ttlMs: 600_000,
        }),
      );
    // In an app address the key id travels as `kid`: `k` there is a connection key.
    const link = new URLSearchParams(
      Object.entries(query).map(([name, value]) => [name === 'k' ? 'kid' : name, String(value)]),
    );
    await seedLocalStorage(page, returningVisitor());
    const ota = new OtaPage(page);
    await ota.openConnected(
      `/ota-direct/${LATEST}/production?${link.toString()}`,
      `Direct firmware update to ${LATEST}`,
      key,
    );
    await expect(ota.latest).toHaveText(LATEST);
    await ota.updateButton(LATEST).click();
    await expect(ota.progress).toBeVisible();
    await expect.poll(() => emulatedFirmware(key)).toBe(LATEST);
    await expect(ota.installed).toHaveText(LATEST, { timeout: 15_000 });
    await expect(ota.done).toContainText(`from firmware ${OLDER} to ${LATEST}`);
  });

  test('a link with a part missing says it is broken', async ({ page }) => {
    const key = 'E2eOtaLink02';
    await emulatorControl.createDevice({ connectionKey: key, fwVersion: OLDER });
    await seedLocalStorage(page, returningVisitor());
    const ota = new OtaPage(page);
    await ota.openConnected(
      `/ota-direct/${LATEST}/production?a=aes-128-cbc`,
      `Direct firmware update to ${LATEST}`,
      key,
    );
    await expect(page.getByTestId('ota-link-broken')).toContainText('incomplete or damaged');
  });
});

test.describe('/debug/ota against the emulator', () => {
  test('shows the OTA state live, and its failure switch makes an update fail', async ({
    page,
  }) => {
    const key = 'E2eOtaDebug1';
    await emulatorControl.createDevice({
      connectionKey: key,
      fwVersion: OLDER,
      otaDurationMs: 8_000,
    });
    const debug = new DebugPages(page);
    await debug.arrive({ developerMode: true });
    await debug.openConnected('/debug/ota', key);
    const fact = (id: string) => debug.main.getByTestId(`debug-ota-${id}`);
    await expect(fact('installed')).toHaveText(OLDER);
    await expect(fact('ongoing')).toHaveText('No');
    await expect(fact('failed')).toHaveText('No');
    await expect(debug.main.getByTestId('debug-ota-versions')).toContainText(BETA);

    const outcome = debug.main.getByTestId('debug-ota-outcome');
    await expect(outcome).toHaveText('The next update succeeds.');
    await debug.main.getByRole('button', { name: 'Make updates fail' }).click();
    await expect(outcome).toHaveText('The next update fails half-way.');
    await expect
      .poll(
        async () =>
          z
            .object({ ota: z.object({ outcome: z.string() }).passthrough() })
            .passthrough()
            .parse(await emulatorControl.rawDevice(key)).ota.outcome,
      )
      .toBe('failure');

    // The update runs from /ota; back on the tool (same session), its state moves live.
    await debug.main.getByRole('link', { name: /firmware update page/ }).click();
    const ota = new OtaPage(page);
    await ota.updateButton(LATEST).click();
    await expect(ota.progress).toBeVisible();
    await page.goBack();
    await expect(fact('ongoing')).toHaveText('Yes');
    await expect(fact('failed')).toHaveText('Yes', { timeout: 15_000 });
    await expect(fact('ongoing')).toHaveText('No');
    await expect(fact('progress')).toHaveText('50 %');
    await expect(fact('installed')).toHaveText(OLDER);
  });
});
