import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { SyncPage } from '../pages/sync-page';
import { emulatorControl } from '../support/emulator-control';

/** What this spec reads of an emulated device: its HSP player and its user time offset. */
const playerSnapshot = z.object({
  mode: z.number(),
  hsp: z.object({ state: z.object({ play_state: z.number(), current_time: z.number() }) }),
  hstp: z.object({ userOffsetMs: z.number() }),
});
const HSP_MODE = 4;
const PLAYING = 1;

async function player(key: string) {
  return playerSnapshot.parse(await emulatorControl.rawDevice(key));
}

test.describe('the sync test against the emulator', () => {
  test('streams the clip’s script while it plays, and saves the tuned offset', async ({ page }) => {
    const key = 'E2eSyncPage1';
    const sync = new SyncPage(page);
    await sync.open(`?k=${key}`);
    await sync.connect();
    const savedBefore = (await player(key)).hstp.userOffsetMs;

    await sync.playButton.click();
    await expect.poll(async () => (await player(key)).mode, { timeout: 10_000 }).toBe(HSP_MODE);
    await expect
      .poll(async () => (await player(key)).hsp.state.play_state, { timeout: 10_000 })
      .toBe(PLAYING);
    const first = (await player(key)).hsp.state.current_time;
    await expect
      .poll(async () => (await player(key)).hsp.state.current_time, { timeout: 5_000 })
      .toBeGreaterThan(first + 300);
    await expect(sync.health).toBeVisible();

    // Tune by three steps: heard at once, not written until saved.
    for (let i = 0; i < 3; i++) await sync.laterButton.click();
    await expect(sync.deviceOffset).toContainText('Not saved yet');
    expect((await player(key)).hstp.userOffsetMs).toBe(savedBefore);
    await sync.saveButton.click();
    await expect(sync.saveStatus).toContainText('Saved: your device now keeps');
    await expect.poll(async () => (await player(key)).hstp.userOffsetMs).toBe(savedBefore + 30);
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

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const sync = new SyncPage(page);
    await sync.open();
    await expect(sync.video).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
