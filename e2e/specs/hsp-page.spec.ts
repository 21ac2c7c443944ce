import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { HspPage } from '../pages/hsp-page';
import { emulatorControl } from '../support/emulator-control';

/** What this spec reads of an emulated device: its mode and HSP player. */
const playerSnapshot = z.object({
  mode: z.number(),
  hsp: z.object({ state: z.object({ play_state: z.number(), current_time: z.number() }) }),
});
const HSP_MODE = 4;
const PLAYING = 1;

async function player(key: string) {
  return playerSnapshot.parse(await emulatorControl.rawDevice(key));
}

test.describe('script-only streaming against the emulator', () => {
  test('streams the sample while its clock runs, and shows the buffer live', async ({ page }) => {
    const key = 'E2eHspPage1';
    const hsp = new HspPage(page);
    await hsp.open(`?k=${key}`);
    await hsp.connect();
    await hsp.sampleButton.click();
    await expect(hsp.loaded).toContainText('sync-test.funscript');

    await hsp.playButton.click();
    await expect.poll(async () => (await player(key)).mode, { timeout: 10_000 }).toBe(HSP_MODE);
    await expect
      .poll(async () => (await player(key)).hsp.state.play_state, { timeout: 10_000 })
      .toBe(PLAYING);
    const first = (await player(key)).hsp.state.current_time;
    await expect
      .poll(async () => (await player(key)).hsp.state.current_time, { timeout: 5_000 })
      .toBeGreaterThan(first + 300);

    await expect(hsp.buffer).toBeVisible();
    await expect(hsp.bufferFact('Device state')).toHaveText('Playing');
    const pointsAhead = await hsp.bufferFact('Points ahead').textContent();
    await expect
      .poll(() => hsp.bufferFact('Points ahead').textContent(), { timeout: 5_000 })
      .not.toBe(pointsAhead);
    await expect(hsp.time).not.toHaveText(/^0:00 of/);
  });

  test('names what is wrong with a bad file and plays nothing', async ({ page }) => {
    const hsp = new HspPage(page);
    await hsp.open();
    await hsp.openFile('broken.funscript', '{"actions": [');
    await expect(hsp.scriptError).toHaveText(
      'broken.funscript could not be used: it is not a valid funscript (the JSON cannot be read).',
    );
    await expect(hsp.playButton).toBeDisabled();
  });

  test('fits a 360 px screen with a script open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const hsp = new HspPage(page);
    await hsp.open();
    await hsp.sampleButton.click();
    await expect(hsp.loaded).toContainText('sync-test.funscript');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
