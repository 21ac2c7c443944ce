import type { Page } from '@playwright/test';
import type { PlayTimelineSegment } from '@glide/emulator';
import { z } from 'zod';
import { AppShell } from '../pages/app-shell';
import { HampPage } from '../pages/hamp-page';
import { SyncPage, type CalibrationWizard } from '../pages/sync-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { timedEmulatorControl } from '../support/emulator-control';
import { describeLag } from '../support/local-sync';
import {
  beatsFromFrames,
  installTapper,
  planTaps,
  reactions,
  stopTapping,
  tapperReport,
  topsFromTimeline,
} from '../support/scripted-tapper';
import {
  installFrameRecorder,
  measureLag,
  takeFrames,
  type RecordedFrame,
} from '../support/sync-measure';
import { expect, test } from '../support/test';

/**
 * The tap calibration on `/sync` against the emulator (issue 21): a device whose slider trails its
 * commands by 60 ms, and a scripted person who taps Space 200 ± 30 ms after each beat of the clip
 * (read from the page's own video frames) and after each time the slider reaches the top (read from
 * the emulator's play timeline, which includes the lag). The wizard must propose 60 ± 10 ms, "Apply"
 * must set the device's offset, and afterwards the slider's measured lag behind the video must be
 * within ±10 ms of 0. Another walks every step at 360×740 and 1280×800 in both themes, keeping a
 * screenshot of each (one run, the theme switched per picture), and holds that the slider stays
 * still for the video taps and that the tap button and "Undo" are on a phone's screen.
 */

const MOTION_LAG_MS = 60;
const REACTION_MS = 200;
const REACTION_JITTER_MS = 30;
/** The clip: a beat (flash and click) every 500 ms from 0; the script's tops halfway between. */
const BEAT_MS = 500;
const TOP_PHASE_MS = 250;
const LOOP_MS = 12_000;
/**
 * How far ahead taps are planned, and how often the plan is topped up (emulator clock). A person
 * reacts to what they see; a long forecast would tap where the slider was going before the player
 * last re-anchored it (after each loop's wrap), so the horizon is just long enough for the next
 * top-up to come before the taps run out.
 */
const PLAN_AHEAD_MS = 500;
const PLAN_EVERY_MS = 200;
/** A phase stops by itself after 64 taps (32 s); more than this means the wizard is stuck. */
const PHASE_LIMIT_MS = 45_000;
/** After "Apply" the player re-anchors the device: the lag counts from this long after. */
const SETTLE_MS = 2_500;
const MEASURE_MS = 6_000;

/** The emulated device's kept user time offset. */
async function savedOffsetMs(key: string): Promise<number> {
  const device = z.object({ hstp: z.object({ userOffsetMs: z.number() }) });
  return device.parse(await timedEmulatorControl.rawDevice(key)).hstp.userOffsetMs;
}

/** `/sync?k=<key>` as a returning visitor, with the frame recorder and the tapper, connected. */
async function openConnected(page: Page, key: string, darkMode = true): Promise<SyncPage> {
  await timedEmulatorControl.createDevice({ connectionKey: key, motionLagMs: MOTION_LAG_MS });
  await seedLocalStorage(
    page,
    returningVisitor({ darkMode, apiBaseUrl: timedEmulatorControl.settingsApiBase }),
  );
  await installFrameRecorder(page);
  await installTapper(page);
  const sync = new SyncPage(page);
  await sync.open(`?k=${key}`);
  await sync.connect();
  return sync;
}

/** For the picture only: the theme as the app applies it (`data-theme` on the root). */
async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.locator('html').evaluate((html, name) => {
    html.setAttribute('data-theme', name);
  }, theme);
}

/** Whether the emulated slider ran at any time between `fromMs` and `toMs` (emulator clock). */
function ranBetween(
  segments: readonly PlayTimelineSegment[],
  nowMs: number,
  fromMs: number,
  toMs: number,
): boolean {
  return segments.some((segment, index) => {
    const endMs = segments[index + 1]?.fromMs ?? nowMs;
    return segment.running && segment.fromMs < toMs && endMs > fromMs;
  });
}

/** When the emulated slider reaches the top between `fromMs` and `toMs`, from its play timeline. */
async function slidersTops(key: string, fromMs: number, toMs: number): Promise<number[]> {
  const timeline = await timedEmulatorControl.sync.playTimeline(key, Date.now() - 5_000);
  return topsFromTimeline(timeline.segments, timeline.nowMs, fromMs, toMs, BEAT_MS, TOP_PHASE_MS);
}

/** Every video frame the page recorded, kept for planning and for measuring afterwards. */
class Frames {
  readonly all: RecordedFrame[] = [];
  constructor(private readonly page: Page) {}
  async collect(): Promise<readonly RecordedFrame[]> {
    this.all.push(...(await takeFrames(this.page)));
    return this.all;
  }
}

/**
 * Taps along while the wizard stays at `step`: every `PLAN_EVERY_MS` the stimuli of the next
 * `PLAN_AHEAD_MS` not planned yet get a tap each, a reaction time after them. Returns the taps
 * planned.
 */
async function tapAlong(
  page: Page,
  wizard: CalibrationWizard,
  step: string,
  upcoming: (fromMs: number, toMs: number) => Promise<number[]>,
  reaction: () => number,
): Promise<number> {
  const startedAtMs = Date.now();
  let lastStimulusMs = -Infinity;
  let planned = 0;
  while ((await wizard.step()) === step) {
    expect(Date.now() - startedAtMs, `the wizard is still at ${step}`).toBeLessThan(PHASE_LIMIT_MS);
    const now = Date.now();
    const stimuli = (await upcoming(now - REACTION_MS / 2, now + PLAN_AHEAD_MS)).filter(
      (at) => at > lastStimulusMs + BEAT_MS / 2,
    );
    const taps = stimuli.map((at) => at + reaction()).filter((at) => at > Date.now() + 20);
    await planTaps(page, taps);
    planned += taps.length;
    lastStimulusMs = stimuli.at(-1) ?? lastStimulusMs;
    await timedEmulatorControl.elapse(PLAN_EVERY_MS);
  }
  // A person stops when the wizard says the phase is done: at most a tap or two late, which the
  // wizard must take calmly (those already pressed are such taps).
  await stopTapping(page);
  return planned;
}

/** Both phases, tapped by the scripted person, up to the result. */
async function tapBothPhases(
  page: Page,
  sync: SyncPage,
  key: string,
  frames: Frames,
  reaction: () => number,
): Promise<{ videoTaps: number; deviceTaps: number; deviceFromMs: number }> {
  const wizard = sync.calibration;
  await wizard.startButton.click();
  await expect.poll(() => wizard.step()).toBe('videoTaps');
  const videoTaps = await tapAlong(
    page,
    wizard,
    'videoTaps',
    async (fromMs, toMs) => beatsFromFrames(await frames.collect(), fromMs, toMs, BEAT_MS, LOOP_MS),
    reaction,
  );
  await expect.poll(() => wizard.step()).toBe('deviceReady');
  await wizard.startDeviceButton.click();
  const deviceFromMs = Date.now();
  await expect.poll(() => wizard.step()).toBe('deviceTaps');
  const deviceTaps = await tapAlong(
    page,
    wizard,
    'deviceTaps',
    (fromMs, toMs) => slidersTops(key, fromMs, toMs),
    reaction,
  );
  return { videoTaps, deviceTaps, deviceFromMs };
}

test.describe('the tap calibration against the emulator', () => {
  // Two phases of up to 32 s each, then a measured stretch of playback.
  test.describe.configure({ timeout: 180_000 });

  test('proposes the device’s lag, and "Apply" puts the slider on the video', async ({ page }) => {
    const key = 'E2eTapCal01';
    const sync = await openConnected(page, key);
    const frames = new Frames(page);
    const offsetBefore = await savedOffsetMs(key);
    expect(offsetBefore).toBe(0);

    const { videoTaps, deviceTaps, deviceFromMs } = await tapBothPhases(
      page,
      sync,
      key,
      frames,
      reactions(21_060, REACTION_MS, REACTION_JITTER_MS),
    );
    const wizard = sync.calibration;
    await expect(wizard.lag).toBeVisible();
    const { lagMs, uncertaintyMs } = await wizard.result();
    const { pressed, missed } = await tapperReport(page);
    // Before "Apply" the slider was measured behind the (hidden) video by its lag: a check that the
    // emulator's lag is what the wizard had to find.
    const before = measureLag(
      (await frames.collect()).filter((frame) => frame.atMs >= deviceFromMs + SETTLE_MS),
      await timedEmulatorControl.sync.playTimeline(key, deviceFromMs),
      { loopPeriodMs: LOOP_MS },
    );
    test
      .info()
      .annotations.push(
        { type: 'taps planned', description: `video ${videoTaps}, device ${deviceTaps}` },
        { type: 'taps pressed on time, missed', description: `${pressed}, ${missed}` },
        { type: 'proposed', description: `${lagMs} ms ± ${uncertaintyMs} ms` },
        { type: 'slider lag while tapping', description: describeLag(before.stats) },
      );
    expect(lagMs, 'the proposed lag').toBeGreaterThanOrEqual(MOTION_LAG_MS - 10);
    expect(lagMs, 'the proposed lag').toBeLessThanOrEqual(MOTION_LAG_MS + 10);
    // The offset that cancels the lag (whole ms: the displayed lag may round the other way).
    const proposal = /^Apply sets the time offset to −(\d+) ms \(now 0 ms\)\.$/.exec(
      (await wizard.proposal.textContent()) ?? '',
    );
    const appliedMs = -Number(proposal?.[1]);
    expect(Math.abs(appliedMs + lagMs), 'the proposed offset cancels the lag').toBeLessThanOrEqual(
      1,
    );

    await wizard.applyButton.click();
    await expect(wizard.status).toContainText(`Applied: your device now keeps −${-appliedMs} ms.`);
    const appliedAtMs = Date.now();
    await expect.poll(() => savedOffsetMs(key)).toBe(appliedMs);
    await expect(sync.deviceOffset).toHaveText(`Your device keeps −${-appliedMs} ms.`);
    // The sync-health panel keeps the result, its date and the offset it set.
    await expect(page.getByTestId('sync-calibration')).toHaveText(
      new RegExp(`^\\+${lagMs} ms ± ${uncertaintyMs} ms, .+; offset set to −${-appliedMs} ms$`),
    );
    // The clip plays again, so the person can check by eye: and the slider is on it.
    await frames.collect();
    await timedEmulatorControl.elapse(SETTLE_MS + MEASURE_MS);
    const after = measureLag(
      (await frames.collect()).filter(
        (frame) =>
          frame.atMs >= appliedAtMs + SETTLE_MS &&
          frame.atMs < appliedAtMs + SETTLE_MS + MEASURE_MS,
      ),
      await timedEmulatorControl.sync.playTimeline(key, appliedAtMs),
      { loopPeriodMs: LOOP_MS },
    );
    test
      .info()
      .annotations.push({ type: 'slider lag after Apply', description: describeLag(after.stats) });
    expect(after.stats.count, 'frames measured after Apply').toBeGreaterThanOrEqual(
      MEASURE_MS / 125,
    );
    expect(Math.abs(after.stats.meanMs), describeLag(after.stats)).toBeLessThanOrEqual(10);

    // Undo puts the device's offset back.
    await wizard.undoButton.click();
    await expect(wizard.status).toContainText('Undone: your device keeps 0 ms again.');
    await expect.poll(() => savedOffsetMs(key)).toBe(0);
  });

  test('is offered once after a first connect, and leads to the wizard', async ({ page }) => {
    const key = 'E2eTapOffer1';
    await timedEmulatorControl.createDevice({ connectionKey: key });
    await seedLocalStorage(
      page,
      returningVisitor({ darkMode: true, apiBaseUrl: timedEmulatorControl.settingsApiBase }),
    );
    await page.setViewportSize({ width: 360, height: 740 });
    const hamp = new HampPage(page);
    const offer = page.getByRole('complementary', { name: /in step with the picture/ });
    // Nothing to offer before a device is connected.
    await hamp.open();
    await expect(hamp.heading).toBeVisible();
    await expect(offer).toHaveCount(0);
    await hamp.open(`?k=${key}`);
    await hamp.connect();
    await expect(hamp.startButton).toBeEnabled();
    // Not above the page the connect happened on: its Start would move as it becomes usable. The
    // offer's code loads with the connect; once it is in and two frames are drawn, still no offer.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/calibration-offer-')),
        ),
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(offer).toHaveCount(0);
    // On the next page opened, it is there from the start.
    const shell = new AppShell(page);
    await (await shell.menuLink('Vibration')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Vibration/);
    await expect(offer).toBeVisible();
    await (await shell.menuLink('Automatic stroking')).click();
    await expect(hamp.heading).toBeVisible();
    await expect(offer).toBeVisible();
    // It never pushes the page's own controls out of a phone's screen.
    await expect(hamp.startButton).toBeInViewport({ ratio: 1 });
    for (const theme of ['dark', 'light'] as const) {
      for (const size of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        await setTheme(page, theme);
        await page.screenshot({
          path: test.info().outputPath(`0-offer-${size.width}x${size.height}-${theme}.png`),
        });
      }
    }
    await offer.getByRole('link', { name: 'Measure it now' }).click();
    await expect(page).toHaveURL(/\/sync#calibrate$/);
    await expect(new SyncPage(page).calibration.startButton).toBeFocused();
    // Answered: not offered again, here or after a reload elsewhere.
    await hamp.open();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('holds the device still for the video taps; every step at 360×740 and 1280×800, both themes', async ({
    page,
  }) => {
    const key = 'E2eTapLook1';
    await page.setViewportSize({ width: 360, height: 740 });
    const sync = await openConnected(page, key);
    const frames = new Frames(page);
    const wizard = sync.calibration;
    const shots: string[] = [];
    /**
     * The screen as it is now in both sizes and both themes, then back to a phone in the dark
     * theme the visitor has.
     */
    const shoot = async (step: string) => {
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        for (const size of [
          { width: 360, height: 740 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(size);
          const path = test.info().outputPath(`${step}-${size.width}x${size.height}-${theme}.png`);
          await page.screenshot({ path });
          shots.push(path);
        }
      }
      await setTheme(page, 'dark');
      await page.setViewportSize({ width: 360, height: 740 });
    };
    await wizard.panel.scrollIntoViewIfNeeded();
    await shoot('1-intro');

    // A steady person (no jitter): the phases end soon after the minimum.
    const reaction = reactions(7, REACTION_MS, 0);
    await wizard.startButton.click();
    await expect.poll(() => wizard.step()).toBe('videoTaps');
    // On a phone the tap button is on screen, under the clip, as the phase starts.
    await expect(wizard.tapButton).toBeInViewport({ ratio: 1 });
    // From just past the press (the clip starts in it; the script goes as the page renders it).
    const stillFromMs = Date.now() + 500;
    await tapAlong(
      page,
      wizard,
      'videoTaps',
      async (fromMs, toMs) => {
        const all = await frames.collect();
        // Halfway through the phase, the screen as the person sees it while tapping.
        if (shots.length === 4 && (await wizard.progress.textContent())?.includes(' of 12')) {
          await shoot('2-video-taps');
        }
        return beatsFromFrames(all, fromMs, toMs, BEAT_MS, LOOP_MS);
      },
      reaction,
    );
    await expect.poll(() => wizard.step()).toBe('deviceReady');
    // The video taps measure the person alone: the slider did not move while they were made.
    const stillToMs = Date.now();
    const still = await timedEmulatorControl.sync.playTimeline(key, stillFromMs);
    expect(
      ranBetween(still.segments, still.nowMs, stillFromMs, stillToMs),
      'the slider ran during the video taps',
    ).toBe(false);
    await expect(sync.calibration.cover).toBeVisible();
    await shoot('3-device-ready');
    await wizard.startDeviceButton.click();
    await tapAlong(
      page,
      wizard,
      'deviceTaps',
      async (fromMs, toMs) => {
        if (shots.length === 12 && (await wizard.progress.textContent())?.includes(' of 12')) {
          await shoot('4-device-taps');
        }
        return slidersTops(key, fromMs, toMs);
      },
      reaction,
    );
    await expect(wizard.lag).toBeVisible();
    await shoot('5-result');
    await wizard.applyButton.click();
    await expect(wizard.status).toContainText('Applied');
    // On a phone "Undo" is on screen beside the clip the person now checks by eye.
    await expect(wizard.undoButton).toBeInViewport({ ratio: 1 });
    await shoot('6-applied');
    test.info().annotations.push({ type: 'screenshots', description: shots.join('\n') });
    expect(shots).toHaveLength(24);
  });
});
