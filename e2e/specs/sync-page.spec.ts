import { z } from 'zod';
import { AppShell } from '../pages/app-shell';
import { SyncPage } from '../pages/sync-page';
import { emulatorControl } from '../support/emulator-control';
import { expectHspStreaming } from '../support/hsp-stream';
import { expect, test } from '../support/test';

/** The user time offset the emulated device keeps. */
async function savedOffsetMs(key: string): Promise<number> {
  const device = z.object({ hstp: z.object({ userOffsetMs: z.number() }) });
  return device.parse(await emulatorControl.rawDevice(key)).hstp.userOffsetMs;
}

test.describe('the sync test against the emulator', () => {
  test('streams the clip’s script while it plays, and saves the tuned offset', async ({ page }) => {
    const key = 'E2eSyncPage1';
    const sync = new SyncPage(page);
    await sync.open(`?k=${key}`);
    await sync.connect();
    const savedBefore = await savedOffsetMs(key);

    await sync.playButton.click();
    await expectHspStreaming(key);
    await expect(sync.health).toBeVisible();

    // Tune by three steps: heard at once, not written until saved.
    for (let i = 0; i < 3; i++) await sync.laterButton.click();
    await expect(sync.deviceOffset).toContainText('Not saved yet');
    expect(await savedOffsetMs(key)).toBe(savedBefore);
    await sync.saveButton.click();
    await expect(sync.saveStatus).toContainText('Saved: your device now keeps');
    await expect.poll(() => savedOffsetMs(key)).toBe(savedBefore + 30);
    await expect(sync.deviceOffset).toContainText('Your device keeps');
  });

  test('without a device the clip still plays and the page says how to connect', async ({
    page,
  }) => {
    const sync = new SyncPage(page);
    await sync.open();
    await expect(sync.connectFirst).toContainText('Connect your device to tune it');
    await expect(sync.saveButton).toBeDisabled();
    await sync.playButton.click();
    await expect.poll(() => sync.videoTimeMs(), { timeout: 10_000 }).toBeGreaterThan(500);
  });

  test('paused, a seek moves the script graph and the device figure at once', async ({ page }) => {
    const sync = new SyncPage(page);
    await sync.open();
    await expect(sync.graphPosition).toHaveText('Script position: 0 %');
    await expect(sync.figureExpected).toHaveText('Script: 0 %');
    // The page's timers and frames by hand from here: a drawing that rests redraws on a seek
    // within a few frames, not on a look of its own some time later.
    await page.clock.install();
    await page.clock.runFor(2_000);
    // The clip's script strokes up every 500 ms from 0, to the top at each quarter past.
    for (const [seconds, percent] of [
      [6.25, 100],
      [4.125, 50],
    ] as const) {
      await sync.seekElement(seconds);
      await page.clock.runFor(100);
      await expect(sync.graphPosition).toHaveText(`Script position: ${percent} %`);
      await expect(sync.figureExpected).toHaveText(`Script: ${percent} %`);
      await page.clock.runFor(2_000);
    }
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const sync = new SyncPage(page);
    await sync.open();
    await expect(sync.video).toBeVisible();
    await new AppShell(page).expectNoHorizontalOverflow();
  });
});
