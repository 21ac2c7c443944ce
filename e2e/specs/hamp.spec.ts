import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { HampPage } from '../pages/hamp-page';
import { DEMO_APP_ID } from '@glide/emulator';
import { emulatorControl } from '../support/emulator-control';
import { E2E_EMULATOR_URL } from '../support/ports';
import { expect, test } from '../support/test';

/** What this spec reads of an emulated device beyond the shared snapshot. */
const strokeSnapshot = z.object({
  stroke: z.object({
    min: z.number(),
    max: z.number(),
    min_absolute: z.number(),
    max_absolute: z.number(),
  }),
});

/** Serious or critical WCAG 2.2 AA problems axe finds on the page as it is. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** Another app's call to the device API (the emulator's REST root, as the app's own build uses). */
async function otherApp(key: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${E2E_EMULATOR_URL}/api/handy-rest/v3${path}`, {
    method: 'PUT',
    headers: {
      'x-api-key': DEMO_APP_ID,
      'x-connection-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `PUT ${path}`).toBe(200);
  expect(await response.json()).not.toHaveProperty('error');
}

/** The emulated slider's positions are sampled from straight moves; this covers float rounding. */
const POSITION_TOLERANCE_MM = 0.5;

test.describe('HAMP against the emulator', () => {
  test('strokes at the chosen speed within the chosen stroke zone, and stops', async ({ page }) => {
    const key = 'E2eHampZone1';
    const hamp = new HampPage(page);
    await hamp.open(`?k=${key}`);
    await hamp.connect();
    await expect(hamp.connectFirst).toHaveCount(0);
    await expect(hamp.playState).toHaveText('Stopped');

    await hamp.startButton.click();
    await expect(hamp.playState).toHaveText('Stroking');
    await hamp.setSpeedTens(6);
    await expect
      .poll(async () => (await emulatorControl.device(key)).hamp.velocity)
      .toBeCloseTo(0.6, 3);
    await expect(hamp.velocity).toHaveText('60 %');

    await hamp.setStrokeZoneTens(2, 8);
    await expect
      .poll(async () => strokeSnapshot.parse(await emulatorControl.rawDevice(key)).stroke)
      .toEqual({ min: 0.2, max: 0.8, min_absolute: 20, max_absolute: 80 });
    await expect(hamp.strokeBottom).toHaveAttribute('aria-valuetext', '20 %');
    await expect(hamp.strokeTop).toHaveAttribute('aria-valuetext', '80 %');
    await expect(hamp.strokeMillimetres).toHaveText('20–80 mm of the slider');

    // Let the slider run in the new zone for half a second, then read a second of its positions.
    const device = await emulatorControl.deviceAfter(key, 500);
    expect(device.hamp.play_state).toBe(1);
    const positions = device.timeline.positionsMm;
    expect(positions.length).toBeGreaterThan(10);
    const lowMm = device.stroke.min_absolute;
    const highMm = device.stroke.max_absolute;
    for (const positionMm of positions) {
      expect(positionMm).toBeGreaterThanOrEqual(lowMm - POSITION_TOLERANCE_MM);
      expect(positionMm).toBeLessThanOrEqual(highMm + POSITION_TOLERANCE_MM);
    }
    // At 60 % a 60 mm zone takes a fraction of a second: a second covers it end to end.
    expect(Math.min(...positions)).toBeLessThan(lowMm + 5);
    expect(Math.max(...positions)).toBeGreaterThan(highMm - 5);

    await hamp.stopButton.click();
    await expect(hamp.playState).toHaveText('Stopped');
    await expect(hamp.direction).toHaveText('Not moving');
    expect((await emulatorControl.device(key)).hamp.play_state).toBe(0);
    await expect
      .poll(async () => {
        const still = (await emulatorControl.device(key, 300)).timeline.positionsMm;
        return Math.max(...still) - Math.min(...still);
      })
      .toBeLessThan(0.01);
  });

  test('draws the device moving within its zone at its speed', async ({ page }) => {
    const key = 'E2eHampFigure1';
    const hamp = new HampPage(page);
    await hamp.open(`?k=${key}`);
    await hamp.connect();
    await hamp.setStrokeZoneTens(2, 8);
    await expect(hamp.figure).toContainText('Stroke zone: 20–80 %');
    await hamp.startButton.click();
    await hamp.setSpeedTens(6);
    await expect(hamp.figure).toContainText('Speed: 60 %');
    // The emulator's live position: the figure's marker moves, always inside the zone.
    // Each poll reads the figure once, until it has shown three different positions.
    const positions = new Set<number>();
    await expect
      .poll(
        async () => {
          const text = (await hamp.figure.textContent()) ?? '';
          const match = /Device: (\d+) %/.exec(text);
          if (match?.[1] !== undefined) positions.add(Number(match[1]));
          return positions.size;
        },
        { timeout: 5000, intervals: [150] },
      )
      .toBeGreaterThanOrEqual(3);
    for (const pct of positions) {
      expect(pct).toBeGreaterThanOrEqual(20);
      expect(pct).toBeLessThanOrEqual(80);
    }
    await hamp.stopButton.click();
    await expect(hamp.figure).toContainText('Speed: 0 %');
  });

  test('follows a HAMP started elsewhere, through the event stream', async ({ page }) => {
    const key = 'E2eHampLive1';
    const hamp = new HampPage(page);
    await hamp.open(`?k=${key}`);
    await hamp.connect();
    await expect(hamp.playState).toHaveText('Stopped');
    // Another app drives the same device through the API.
    await otherApp(key, '/hamp/start');
    await otherApp(key, '/hamp/velocity', { velocity: 0.3 });
    await expect(hamp.playState).toHaveText('Stroking');
    await expect(hamp.velocity).toHaveText('30 %');
    await expect(hamp.startButton).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('without a device it says to connect first and disables the controls', async ({ page }) => {
    const hamp = new HampPage(page);
    await hamp.open();
    await expect(hamp.connectFirst).toContainText('Connect your device first');
    await expect(hamp.startButton).toBeDisabled();
    await expect(hamp.stopButton).toBeDisabled();
    await expect(hamp.speed).toHaveAttribute('data-disabled', '');
    await expect(hamp.strokeBottom).toHaveAttribute('data-disabled', '');
    await expect(hamp.strokeTop).toHaveAttribute('data-disabled', '');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('fits a 360 px screen and is operable there', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const key = 'E2eHampNarrow1';
    const hamp = new HampPage(page);
    await hamp.open(`?k=${key}`);
    await hamp.connect();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await hamp.startButton.click();
    await expect(hamp.playState).toHaveText('Stroking');
    await hamp.stopButton.click();
    await expect(hamp.playState).toHaveText('Stopped');
  });
});
