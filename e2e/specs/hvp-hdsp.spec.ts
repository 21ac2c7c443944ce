import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { AppShell } from '../pages/app-shell';
import { HdspPage, type HdspCallName, type HdspMove } from '../pages/hdsp-page';
import { HvpPage } from '../pages/hvp-page';
import { emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

const hvpSchema = z.object({
  enabled: z.boolean(),
  amplitude: z.number(),
  frequency: z.number(),
  position: z.number(),
});
const sliderSchema = z.object({ position_absolute: z.number() });
const hdspSchema = z.object({ state: z.number() });

/** The emulated device's vibration state. */
async function emulatedHvp(key: string): Promise<z.infer<typeof hvpSchema>> {
  return hvpSchema.parse((await emulatorControl.rawDevice(key)).hvp);
}

/** Where the emulated slider is now (mm), by its state and by the last sample of its timeline. */
async function emulatedPositionMm(key: string): Promise<{ stateMm: number; timelineMm: number }> {
  const raw = await emulatorControl.rawDevice(key, 200);
  const device = await emulatorControl.device(key, 200);
  return {
    stateMm: sliderSchema.parse(raw.slider).position_absolute,
    timelineMm: device.timeline.positionsMm.at(-1) ?? Number.NaN,
  };
}

/** Serious or critical axe findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
function overflowPx(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('HVP (vibration)', () => {
  test('an Oh starts with the chosen amplitude and frequency, follows a change, then stops', async ({
    page,
  }) => {
    const key = 'E2eHvpOh01';
    await emulatorControl.createDevice({ connectionKey: key, model: 'oh' });
    const hvp = new HvpPage(page);
    await hvp.open('oh');
    await hvp.connect(key);
    await expect(hvp.state).toHaveText('Stopped');

    await hvp.setSlider(hvp.amplitude, 40, 1);
    await hvp.setSlider(hvp.frequency, 180, 10);
    await expect(hvp.amplitude).toHaveAttribute('aria-valuetext', '40 %');
    await expect(hvp.frequency).toHaveAttribute('aria-valuetext', '180 Hz');
    await hvp.startButton.click();

    await expect
      .poll(() => emulatedHvp(key))
      .toEqual({ enabled: true, amplitude: 0.4, frequency: 180, position: 50 });
    await expect(hvp.state).toHaveText('Vibrating');
    await expect(hvp.liveAmplitude).toHaveText('40 %');
    await expect(hvp.liveFrequency).toHaveText('180 Hz');
    expect((await emulatorControl.device(key)).mode).toBe(8);

    // While it vibrates, a change is sent at once.
    await hvp.setSlider(hvp.amplitude, 65, 1);
    await expect.poll(async () => (await emulatedHvp(key)).amplitude).toBeCloseTo(0.65, 5);
    await expect(hvp.liveAmplitude).toHaveText('65 %');

    await hvp.stopButton.click();
    await expect.poll(async () => (await emulatedHvp(key)).enabled).toBe(false);
    await expect(hvp.state).toHaveText('Stopped');
    await expect(hvp.alert).toHaveCount(0);
  });

  test('/Hvp is the same page and, without a device, says to connect first', async ({ page }) => {
    const hvp = new HvpPage(page);
    await hvp.open('oh', '/Hvp');
    await expect(hvp.connectFirst).toBeVisible();
    await expect(hvp.startButton).toBeDisabled();
    await expect(hvp.stopButton).toBeDisabled();
    await expect(hvp.amplitude).toHaveAttribute('data-disabled', '');
  });
});

/** Each call, what it asks for and where the slider (full stroke zone of 0–100 mm) must end. */
const MOVES: readonly { call: HdspCallName; move: HdspMove; targetMm: number }[] = [
  {
    call: 'xava',
    move: { fields: { 'Position (mm)': '70', 'Speed (mm/s)': '200' } },
    targetMm: 70,
  },
  {
    call: 'xavp',
    move: { fields: { 'Position (mm)': '25', 'Speed (%)': '50' }, stopOnTarget: true },
    targetMm: 25,
  },
  {
    call: 'xpva',
    move: { fields: { 'Position (%)': '80', 'Speed (mm/s)': '150' }, immediateResponse: true },
    targetMm: 80,
  },
  {
    call: 'xpvp',
    move: { fields: { 'Position (%)': '35', 'Speed (%)': '60' } },
    targetMm: 35,
  },
  {
    call: 'xat',
    move: { fields: { 'Position (mm)': '60', 'Time (ms)': '400' }, stopOnTarget: true },
    targetMm: 60,
  },
  {
    call: 'xpt',
    move: { fields: { 'Position (%)': '15', 'Time (ms)': '500' } },
    targetMm: 15,
  },
];

test.describe('HDSP (direct position)', () => {
  for (const { call, move, targetMm } of MOVES) {
    test(`${call} moves the slider to ${targetMm} mm and the page says the point is reached`, async ({
      page,
    }) => {
      const key = `E2eHdsp${call}1`;
      const hdsp = new HdspPage(page);
      await hdsp.open();
      await hdsp.connect(key);
      await expect(hdsp.state).toHaveText('No move yet');

      await hdsp.move(call, move);
      await expect
        .poll(async () => {
          const { stateMm, timelineMm } = await emulatedPositionMm(key);
          return Math.max(Math.abs(stateMm - targetMm), Math.abs(timelineMm - targetMm));
        })
        .toBeLessThan(2);
      await expect(hdsp.state).toHaveText('Point reached');
      expect(hdspSchema.parse((await emulatorControl.rawDevice(key)).hdsp).state).toBe(2);
      expect((await emulatorControl.device(key)).mode).toBe(2);
      await expect(hdsp.page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }

  test('a value outside its range is refused on the page and the slider does not move', async ({
    page,
  }) => {
    const key = 'E2eHdspRange1';
    const hdsp = new HdspPage(page);
    await hdsp.open();
    await hdsp.connect(key);
    const before = await emulatedPositionMm(key);

    await hdsp.move('xat', { fields: { 'Position (mm)': '150', 'Time (ms)': '500' } });
    await expect(hdsp.fieldErrors).toHaveText(['The position must be a number from 0 to 100 mm.']);
    await expect(hdsp.field('Position (mm)')).toHaveAttribute('aria-invalid', 'true');
    const device = await emulatorControl.device(key);
    expect(device.mode).not.toBe(2);
    expect((await emulatedPositionMm(key)).stateMm).toBeCloseTo(before.stateMm, 5);
    await expect(hdsp.state).toHaveText('No move yet');
  });
});

test.describe('both pages while connected', () => {
  test('fit 360 px and have no serious accessibility findings', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const hvp = new HvpPage(page);
    await hvp.open('handy');
    await hvp.connect('E2eNarrow01');
    await expect(hvp.startButton).toBeEnabled();
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Through the menu, as a person would: the connection stays up.
    await (await new AppShell(page).menuLink('Direct position')).click();
    const hdsp = new HdspPage(page);
    await expect(hdsp.heading).toBeVisible();
    await expect(hdsp.moveButton).toBeEnabled();
    await hdsp.move('xpt', { fields: { 'Position (%)': '150', 'Time (ms)': '' } });
    await expect(hdsp.fieldErrors).toHaveCount(2);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
