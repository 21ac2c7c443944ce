import { AppShell } from '../pages/app-shell';
import { HspPage } from '../pages/hsp-page';
import { expectHspStreaming } from '../support/hsp-stream';
import { expect, test } from '../support/test';

test.describe('script-only streaming against the emulator', () => {
  test('streams the sample while its clock runs, and shows the buffer live', async ({ page }) => {
    const key = 'E2eHspPage1';
    const hsp = new HspPage(page);
    await hsp.open(`?k=${key}`);
    await hsp.connect();
    await hsp.sampleButton.click();
    await expect(hsp.loaded).toContainText('sync-test.funscript');

    await hsp.playButton.click();
    await expectHspStreaming(key);

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
    await new AppShell(page).expectNoHorizontalOverflow();
  });
});
