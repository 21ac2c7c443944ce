import AxeBuilder from '@axe-core/playwright';
import { z } from 'zod';
import { RandomClassicPage } from '../pages/random-classic-page';
import { emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

/** What this spec reads of an emulated device: HAMP's play state and speed, the stroke zone. */
const deviceSnapshot = z.object({
  hamp: z.object({ play_state: z.number(), velocity: z.number() }),
  stroke: z.object({ min: z.number(), max: z.number() }),
});

async function readDevice(key: string) {
  return deviceSnapshot.parse(await emulatorControl.rawDevice(key, 100));
}

/** The ranges the test sets, and a second between changes to keep the spec short. */
const SETTINGS = {
  speedPct: [30, 60],
  strokePct: [10, 70],
  minimumStrokePct: 20,
  timeBetweenSeconds: 1,
} as const;

/** Float noise of a percentage sent as a fraction and read back. */
const EPSILON = 1e-6;

test.describe('random strokes against the emulator', () => {
  test('keeps the device’s speed and stroke zone within the ranges over several changes', async ({
    page,
  }) => {
    const key = 'E2eRandomRange1';
    const random = new RandomClassicPage(page);
    await random.arrive(key);
    await random.openConnected(key);
    await random.setSettings(SETTINGS);
    await random.startButton.click();
    await expect(random.state).toHaveText('Stroking');
    await expect(random.countdown).toHaveText(/^Next change in 1 s$/);

    // Sample the emulated device until it has been through at least three changes; every sample
    // is checked afterwards, so a value out of range cannot hide behind a later one.
    const samples: z.infer<typeof deviceSnapshot>[] = [];
    const distinct = () =>
      new Set(samples.map(({ hamp, stroke }) => `${hamp.velocity} ${stroke.min} ${stroke.max}`))
        .size;
    // Each poll takes one sample; polling stops once four distinct settings have been seen.
    await expect
      .poll(
        async () => {
          samples.push(await readDevice(key));
          return distinct();
        },
        { timeout: 8000, intervals: [150] },
      )
      .toBeGreaterThanOrEqual(4);
    for (const { hamp, stroke } of samples) {
      expect(hamp.play_state).toBe(1);
      expect(hamp.velocity).toBeGreaterThanOrEqual(0.3 - EPSILON);
      expect(hamp.velocity).toBeLessThanOrEqual(0.6 + EPSILON);
      expect(stroke.min).toBeGreaterThanOrEqual(0.1 - EPSILON);
      expect(stroke.max).toBeLessThanOrEqual(0.7 + EPSILON);
      expect(stroke.max - stroke.min).toBeGreaterThanOrEqual(0.2 - EPSILON);
    }
    // The page lists each change once its command is answered, a moment after the device has it.
    await expect.poll(() => random.historyEntries.count()).toBeGreaterThanOrEqual(4);
    await expect(random.figure).toContainText(/Speed: (3\d|4\d|5\d|60) %/);
    // The running page (figure, countdown, graph) has no serious WCAG 2.2 AA problem.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
    await random.stopButton.click();
    await expect(random.state).toHaveText('Stopped');
    await expect.poll(async () => (await readDevice(key)).hamp.play_state).toBe(0);
  });

  test('Pause holds the device still, Resume carries on, Stop stops it', async ({ page }) => {
    const key = 'E2eRandomPause1';
    const random = new RandomClassicPage(page);
    await random.arrive(key);
    await random.openConnected(key);
    await random.startButton.click();
    await expect(random.state).toHaveText('Stroking');
    await expect.poll(async () => (await readDevice(key)).hamp.play_state).toBe(1);

    await random.pauseButton.click();
    await expect(random.state).toHaveText('Paused');
    await expect(random.countdown).toContainText('left when you resume');
    await expect.poll(async () => (await readDevice(key)).hamp.play_state).toBe(0);

    await random.resumeButton.click();
    await expect(random.state).toHaveText('Stroking');
    await expect.poll(async () => (await readDevice(key)).hamp.play_state).toBe(1);

    await random.stopButton.click();
    await expect(random.state).toHaveText('Stopped');
    await expect.poll(async () => (await readDevice(key)).hamp.play_state).toBe(0);
    await expect(random.startButton).toBeEnabled();
  });

  test('Escape stops it, and the page says the device was stopped from elsewhere', async ({
    page,
  }) => {
    const key = 'E2eRandomEscape1';
    const random = new RandomClassicPage(page);
    await random.arrive(key);
    await random.openConnected(key);
    await random.timeBetween.fill('1');
    await random.startButton.click();
    await expect(random.state).toHaveText('Stroking');

    await random.pressOnPage('Escape');
    await expect(random.state).toHaveText('Stopped');
    await expect(random.stoppedWhy).toContainText('stopped from elsewhere');
    await expect.poll(async () => (await readDevice(key)).hamp.play_state).toBe(0);
    // Its timer ended too: a second later (a change was due) the device is still stopped.
    const entries = await random.historyEntries.count();
    await emulatorControl.deviceAfter(key, 1200, 0);
    expect((await readDevice(key)).hamp.play_state).toBe(0);
    expect(await random.historyEntries.count()).toBe(entries);
  });
});
