import { z } from 'zod';
import { ContentCommunityPage } from '../pages/content-community-page';
import { emulatorControl } from '../support/emulator-control';
import { expectHspStreaming } from '../support/hsp-stream';
import { expect, test } from '../support/test';

/** What this spec reads of an emulated device: its mode, HSP state, zone and recent motion. */
const deviceSnapshot = z.object({
  mode: z.number(),
  hsp: z.object({ state: z.object({ play_state: z.number() }) }),
  stroke: z.object({ min: z.number(), max: z.number() }),
  timeline: z.object({ stepMs: z.number(), positionsMm: z.array(z.number()) }),
});
const HSP_MODE = 4;
const PLAYING = 1;
/** The emulated slider's length (packages/emulator/src/model/stroke-zone.ts). */
const STROKE_LENGTH_MM = 100;

async function readDevice(key: string, windowMs = 100) {
  return deviceSnapshot.parse(await emulatorControl.rawDevice(key, windowMs));
}

/** The device's positions over the last `windowMs`, as 0–100 % of its stroke zone (a script's x). */
async function recentMotionPct(key: string, windowMs: number) {
  const { stroke, timeline } = await readDevice(key, windowMs);
  const positions = timeline.positionsMm.map(
    (mm) => ((mm / STROKE_LENGTH_MM - stroke.min) / (stroke.max - stroke.min)) * 100,
  );
  return { positions, stepMs: timeline.stepMs };
}

/** The times (ms into the window) at which the motion rises through `levelPct`. */
function risingCrossings(positions: readonly number[], stepMs: number, levelPct: number) {
  const times: number[] = [];
  positions.forEach((pct, i) => {
    const before = positions[i - 1];
    if (before !== undefined && before < levelPct && pct >= levelPct) times.push(i * stepMs);
  });
  return times;
}

test.describe('community patterns on the device', () => {
  test('one click on Play streams the pattern, looped, as it is written; Escape stops it', async ({
    page,
  }) => {
    // A device of its own per run: the first check is that nothing played on it before.
    const key = `E2eCommunityPlay${test.info().repeatEachIndex + 1}`;
    const community = new ContentCommunityPage(page);
    await community.arrive(key);
    await community.openConnected(key);
    expect((await readDevice(key)).mode).not.toBe(HSP_MODE);

    // Steady Pulse: 10 % on the beat, 90 % on the off-beat, two beats a loop at 80 bpm (1.5 s).
    const play = community.playButton('Steady Pulse');
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(play).toHaveText('Stop Steady Pulse');
    await expect(community.playerHeading).toHaveText('Now playing');
    await expectHspStreaming(key);

    // Three seconds of motion once it streams: two loops, from the pattern's bottom to its top.
    await emulatorControl.deviceAfter(key, 0, 3000);
    const { positions, stepMs } = await recentMotionPct(key, 3000);
    expect(Math.min(...positions)).toBeGreaterThan(7);
    expect(Math.min(...positions)).toBeLessThan(13);
    expect(Math.max(...positions)).toBeGreaterThan(87);
    expect(Math.max(...positions)).toBeLessThan(93);
    const rises = risingCrossings(positions, stepMs, 50);
    expect(rises.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < rises.length; i++) {
      expect(Math.abs((rises[i] ?? 0) - (rises[i - 1] ?? 0) - 1500)).toBeLessThanOrEqual(60);
    }

    // Escape stops the device app-wide; the page's player stops with it and says why.
    await community.pressOnPage('Escape');
    await expect.poll(async () => (await readDevice(key)).hsp.state.play_state).not.toBe(PLAYING);
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect(play).toHaveText('Play Steady Pulse');
    await expect(community.playerHeading).toHaveText('Stopped');
    await expect(community.pauseReason).toContainText('Paused because the device stopped');

    // One click plays it again.
    await play.click();
    await expect(community.pauseReason).toHaveCount(0);
    await expect.poll(async () => (await readDevice(key)).hsp.state.play_state).toBe(PLAYING);
  });

  test('another card takes over under the playing device, without a stop', async ({ page }) => {
    const key = `E2eCommunitySwitch${test.info().repeatEachIndex + 1}`;
    const community = new ContentCommunityPage(page);
    await community.arrive(key);
    await community.openConnected(key);
    await community.playButton('Steady Pulse').click();
    await expectHspStreaming(key);

    // Flutter Top: short strokes between 70 and 95 %, four a second.
    const switchedAtMs = await emulatorControl.nowMs();
    await community.playButton('Flutter Top').click();
    await expect(community.playButton('Flutter Top')).toHaveAttribute('aria-pressed', 'true');
    await expect(community.playButton('Steady Pulse')).toHaveAttribute('aria-pressed', 'false');
    // Two seconds on the emulator's clock once the page shows the switch; the play timeline from
    // before the click holds every change of the device's play state, so a stop cannot hide between
    // two readings. The motion below is the last of those two seconds: the new pattern's.
    await emulatorControl.elapse(2000);
    const { segments } = await emulatorControl.sync.playTimeline(key, switchedAtMs);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.map(({ running, playState }) => ({ running, playState }))).toEqual(
      segments.map(() => ({ running: true, playState: PLAYING })),
    );
    const { positions } = await recentMotionPct(key, 1000);
    expect(Math.min(...positions)).toBeGreaterThan(66);
    expect(Math.max(...positions)).toBeGreaterThan(91);
    expect(Math.max(...positions)).toBeLessThan(98);

    await community.playButton('Flutter Top').click();
    await expect.poll(async () => (await readDevice(key)).hsp.state.play_state).not.toBe(PLAYING);
    await expect(community.pauseReason).toHaveCount(0);
  });
});
