import type { Page, Response } from '@playwright/test';
import { EmergencyStop } from '../pages/emergency-stop';
import { HampPage } from '../pages/hamp-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { timedEmulatorControl } from '../support/emulator-control';
import { E2E_TIMED_EMULATOR_URL } from '../support/ports';
import { expect, test } from '../support/test';

/** The provider's limit per application and connection key (reference §2), the emulator's default. */
const PROVIDER_LIMIT_PER_MINUTE = 240;
/** How long the speed slider is moved in each round. */
const DRAG_MS = 20_000;
/** A stop must reach the device within this. */
const STOP_WITHIN_MS = 1000;

/** What the app's requests to the emulated API answered: every status and rate-limit header. */
function watchApi(page: Page) {
  const seen = { requests: 0, refused: [] as string[], limit: new Set<string>(), lowest: Infinity };
  page.on('response', (response: Response) => {
    const url = response.url();
    if (!url.startsWith(E2E_TIMED_EMULATOR_URL) || url.includes('/control/')) return;
    if (response.request().method() === 'OPTIONS') return;
    seen.requests += 1;
    if (response.status() === 429) seen.refused.push(`${response.request().method()} ${url}`);
    const headers = response.headers();
    const limit = headers['x-ratelimit-limit'];
    const remaining = headers['x-ratelimit-remaining'];
    if (limit !== undefined) seen.limit.add(limit);
    if (remaining !== undefined) seen.lowest = Math.min(seen.lowest, Number(remaining));
  });
  return seen;
}

/**
 * Moves the focused speed slider back and forth for {@link DRAG_MS} on the emulator's clock, as a
 * person dragging it would: runs of steps up and down, one per frame the page draws (a pointer drag
 * delivers one move a frame), each step shown on the slider before the next.
 */
async function dragSpeed(page: Page, hamp: HampPage): Promise<void> {
  await hamp.speed.focus();
  const until = (await timedEmulatorControl.nowMs()) + DRAG_MS;
  let step = 0;
  while ((await timedEmulatorControl.nowMs()) < until) {
    // Up 25 steps, down 20: the speed wanders upwards and back, never resting.
    const key = step % 45 < 25 ? 'ArrowRight' : 'ArrowLeft';
    const before = await hamp.speed.getAttribute('aria-valuenow');
    await page.keyboard.press(key);
    // The next frame, then the slider has taken the step (or sits at its end).
    const after = await hamp.speed.evaluate(
      (slider) =>
        new Promise<string | null>((resolve) =>
          requestAnimationFrame(() => resolve(slider.getAttribute('aria-valuenow'))),
        ),
    );
    const atEnd = after === '0' || after === '100';
    expect(after !== before || atEnd, `step ${step} (${key}) moved the slider`).toBe(true);
    step += 1;
  }
}

test.describe('the stop under continuous control, with the provider rate limit on', () => {
  test('the device follows a 20 s drag, nothing is refused, and Escape, Stop and Stop all each stop it within 1 s', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const key = 'E2eRateStop1';
    const hamp = new HampPage(page);
    const emergency = new EmergencyStop(page);
    const api = watchApi(page);
    await seedLocalStorage(
      page,
      returningVisitor({ apiBaseUrl: timedEmulatorControl.settingsApiBase }),
    );
    await hamp.open(`?k=${key}`);
    await hamp.connect();

    const stops: readonly { readonly name: string; readonly press: () => Promise<void> }[] = [
      { name: 'Escape', press: () => emergency.pressOnPage('Escape') },
      { name: 'the page’s Stop', press: () => hamp.stopButton.click() },
      { name: 'Stop all', press: () => emergency.button.click() },
    ];
    for (const stop of stops) {
      await test.step(`start, drag for 20 s, then ${stop.name}`, async () => {
        await expect(hamp.startButton).toBeEnabled();
        await hamp.startButton.click();
        await expect(hamp.playState).toHaveText('Stroking');
        await expect
          .poll(async () => (await timedEmulatorControl.device(key)).hamp.play_state)
          .toBe(1);

        await dragSpeed(page, hamp);

        // The device follows: its speed becomes the slider's last value.
        const lastPercent = Number(await hamp.speed.getAttribute('aria-valuenow'));
        await expect
          .poll(
            async () => Math.round((await timedEmulatorControl.device(key)).hamp.velocity * 100),
            {
              timeout: 10_000,
            },
          )
          .toBe(lastPercent);
        await expect(hamp.velocity).toHaveText(`${lastPercent} %`);

        await stop.press();
        await expect
          .poll(async () => (await timedEmulatorControl.device(key)).hamp.play_state, {
            timeout: STOP_WITHIN_MS,
            intervals: [50],
          })
          .toBe(0);
        await expect(hamp.playState).toHaveText('Stopped');

        // Nothing was refused, and the user was never told so.
        expect(api.refused).toEqual([]);
        await expect(
          emergency.notification('Too many requests. Wait a moment and try again.'),
        ).toHaveCount(0);
      });
    }

    // The emulator ran with the provider's real limit, and the app stayed inside it.
    expect([...api.limit]).toEqual([String(PROVIDER_LIMIT_PER_MINUTE)]);
    expect(api.lowest).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'rate',
      description: `${api.requests} API responses, lowest X-RateLimit-Remaining ${api.lowest}`,
    });
  });
});
