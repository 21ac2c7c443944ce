import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { lagStats } from '@glide/emulator';
import { timedEmulatorControl } from '../support/emulator-control';
import {
  deviceNow,
  describeLag,
  expectWindowInTarget,
  IN_SYNC,
  LagRecorder,
  openLocalConnected,
  SEEK_TO_FOLLOW_MS,
} from '../support/local-sync';
import { E2E_WEB_URL } from '../support/ports';
import { makeSyncClip, type SyncClip } from '../support/sync-clip';
import { timeFromSeekToSync } from '../support/sync-measure';
import type { PlayTransport } from '../pages/local-player';
import { expect, test } from '../support/test';

/**
 * `/local` keeps the emulated device on the video, on both transports, in the conditions the issue
 * sets: the server's clock several seconds off the app's and 40 ± 20 ms on every API request.
 * Lag is measured, never guessed: the video's own frame times against the device's play timeline
 * the emulator records. The issue's accuracy targets are `npm run bench`'s; this spec decides that
 * the device follows (bounds in `support/local-sync.ts`). Everything else waits by polling.
 */

const SERVER_OFFSET_MS = 4_000;
const LATENCY_MS = 40;
const JITTER_MS = 20;
/** Start-up (upload, setup, the first time adjust) is not sync: lag counts after this. */
const WARM_UP_MS = 3_000;
/** A steady stretch long enough to meet the Chromium clock's slips a few times a minute. */
const STEADY_MS = 8_000;
/** After a pause, a resume, a rate change or a stall the device gets the seek's allowance. */
const SETTLE_MS = SEEK_TO_FOLLOW_MS;
const POLL = { timeout: 15_000 } as const;
const TRANSPORTS: readonly PlayTransport[] = ['hssp', 'hsp'];

let clip: SyncClip;

// The lag is measured in real time against Chromium's own frame times, with bounds a busy 2-core
// machine meets (support/local-sync.ts); no retry.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  // 40 s: the pause, resume and 1.5× test plays about 24 s of it on a busy machine, each window
  // starting SETTLE_MS after its change; the clip must not end under its last window.
  clip = makeSyncClip('sync-clip', 40);
  await timedEmulatorControl.sync.setServerClockOffset(SERVER_OFFSET_MS);
  await timedEmulatorControl.sync.setLatency(LATENCY_MS, JITTER_MS);
});

test.afterAll(async () => {
  await timedEmulatorControl.sync.clearFaults();
  await timedEmulatorControl.sync.setServerClockOffset(0);
});

/** `/local` with the clip loaded on `transport`, playing. */
async function startPlaying(page: Page, key: string, transport: PlayTransport) {
  const player = await openLocalConnected(page, key);
  const recorder = new LagRecorder(page, key);
  expect(await player.isPlaceholder(), '/local has its player (file pickers, video)').toBe(false);
  await player.load(clip.videoPath, clip.scriptPath);
  await player.chooseTransport(transport);
  await player.play();
  await player.waitForPlaying();
  return { player, recorder, playingAtMs: Date.now() };
}

for (const transport of TRANSPORTS) {
  test.describe(`/local on ${transport.toUpperCase()}`, () => {
    test('the device follows the video within the targets, and is back in sync soon after a seek', async ({
      page,
    }) => {
      const key = `E2eLocalSync${transport}1`;
      const { player, recorder, playingAtMs } = await startPlaying(page, key, transport);
      await recorder.run(WARM_UP_MS + STEADY_MS);
      const steadyFromMs = playingAtMs + WARM_UP_MS;
      const steady = await recorder.samples(steadyFromMs, steadyFromMs + STEADY_MS);
      expectWindowInTarget(steady, steadyFromMs, STEADY_MS / 1000, `${transport} steady playback`);

      const seekAtMs = await player.seekTo(18_000);
      await recorder.run(4_000);
      const afterSeek = await recorder.samples(seekAtMs, seekAtMs + 4_000);
      const toSyncMs = timeFromSeekToSync(afterSeek, seekAtMs, IN_SYNC);
      test.info().annotations.push({
        type: `${transport} seek to sync`,
        description: `${toSyncMs ?? 'never'} ms; ${describeLag(lagStats(afterSeek))}`,
      });
      expect(
        toSyncMs,
        `time from the seek until |lag| < ${IN_SYNC.thresholdMs} ms for ${IN_SYNC.holdMs} ms`,
      ).toBeDefined();
      expect(toSyncMs).toBeLessThanOrEqual(SEEK_TO_FOLLOW_MS);
    });

    test('pausing stops the device, resuming plays it in sync, and at 1.5× it keeps up', async ({
      page,
    }) => {
      const key = `E2eLocalSync${transport}2`;
      const { player, recorder } = await startPlaying(page, key, transport);
      await recorder.run(WARM_UP_MS);

      await player.pauseByButton();
      await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(false);
      // Stopped means stopped: its clock does not move while the video stays paused.
      const stoppedAt = (await deviceNow(key))?.streamMs;
      await recorder.run(1_000);
      expect((await deviceNow(key))?.streamMs).toBe(stoppedAt);

      await player.play();
      await player.waitForPlaying();
      const resumedAtMs = Date.now();
      await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(true);
      await recorder.run(SETTLE_MS + 4_000);
      const resumedFromMs = resumedAtMs + SETTLE_MS;
      const resumed = await recorder.samples(resumedFromMs, resumedFromMs + 4_000);
      expectWindowInTarget(resumed, resumedFromMs, 4, `${transport} after resuming`);

      await player.chooseRate(1.5);
      await expect.poll(async () => (await player.videoState()).rate).toBe(1.5);
      const rateAtMs = Date.now();
      await expect
        .poll(async () => {
          const now = await deviceNow(key);
          return now?.running === true ? now.rate : undefined;
        }, POLL)
        .toBe(1.5);
      await recorder.run(SETTLE_MS + 4_000);
      const fastFromMs = rateAtMs + SETTLE_MS;
      const fast = await recorder.samples(fastFromMs, fastFromMs + 4_000);
      expectWindowInTarget(fast, fastFromMs, 4, `${transport} at 1.5×`);
    });

    test('with loop on, the device wraps with the video', async ({ page }) => {
      const key = `E2eLocalSync${transport}3`;
      const { player, recorder } = await startPlaying(page, key, transport);
      await player.setLoop(true);
      await expect(player.loopButton).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await player.videoState()).loop).toBe(true);
      await recorder.run(WARM_UP_MS);
      // Close to the end, then through the wrap.
      const seekAtMs = await player.seekTo(clip.durationMs - 4_000);
      await expect
        .poll(async () => (await player.videoState()).currentMs, POLL)
        .toBeLessThan(clip.durationMs - 6_000);
      await recorder.run(3_000);
      const options = { loopPeriodMs: clip.durationMs };
      const around = await recorder.samples(seekAtMs + SETTLE_MS, Date.now(), options);
      const wrapped = around.filter((s) => s.videoMs < 2_000);
      expect(wrapped.length, 'frames after the wrap').toBeGreaterThan(15);
      // The device itself went back to the start, not only the arithmetic.
      expect(Math.min(...wrapped.map((s) => s.deviceMs))).toBeLessThan(2_000);
      expectWindowInTarget(around, seekAtMs + SETTLE_MS, 3, `${transport} across the loop`);
    });
  });
}

test.describe('/local with the device', () => {
  test("the device's buttons move the video: RIGHT +15 s, UP rate 1.1", async ({ page }) => {
    const key = 'E2eLocalButtons1';
    const { player } = await startPlaying(page, key, 'hsp');
    await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(true);
    const before = await player.videoState();
    const pressedAtMs = Date.now();
    await timedEmulatorControl.call('POST', `/devices/${key}/button`, {
      button: 'RIGHT',
      event: 'SHORT_PRESS',
    });
    await expect
      .poll(async () => (await player.videoState()).currentMs, POLL)
      .toBeGreaterThanOrEqual(before.currentMs + 15_000);
    // +15 s, not more: at most the playing time since the press on top.
    const after = await player.videoState();
    expect(after.currentMs).toBeLessThanOrEqual(
      before.currentMs + 15_000 + (Date.now() - pressedAtMs) + 500,
    );

    await timedEmulatorControl.call('POST', `/devices/${key}/button`, {
      button: 'UP',
      event: 'SHORT_PRESS',
    });
    await expect.poll(async () => (await player.videoState()).rate, POLL).toBeCloseTo(1.1, 5);
    await expect.poll(async () => (await deviceNow(key))?.rate, POLL).toBeCloseTo(1.1, 5);
  });

  test('a video that stalls pauses the device, and it resumes in sync', async ({ page }) => {
    const key = 'E2eLocalStall1';
    const videoUrl = `${E2E_WEB_URL}/e2e-media/stall-clip.webm`;
    const scriptUrl = `${E2E_WEB_URL}/e2e-media/stall-clip.funscript`;
    const bytes = readFileSync(clip.videoPath);
    // Enough of the file for several seconds of play, then nothing until released.
    const heldFrom = Math.floor(bytes.length * 0.35);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(videoUrl, (route) => serveRange(route, bytes, heldFrom, released));
    await page.route(scriptUrl, (route) =>
      route.fulfill({ contentType: 'application/json', body: readFileSync(clip.scriptPath) }),
    );

    const player = await openLocalConnected(page, key);
    const recorder = new LagRecorder(page, key);
    await player.loadByUrl(videoUrl, scriptUrl);
    await player.chooseTransport('hsp');
    await player.play();
    await player.waitForPlaying();
    await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(true);

    // The buffer runs dry: the element waits for data while it still means to play.
    await expect
      .poll(async () => {
        const state = await player.videoState();
        return !state.paused && state.readyState < 3;
      }, POLL)
      .toBe(true);
    await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(false);

    release();
    await player.waitForPlaying();
    const resumedAtMs = Date.now();
    await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(true);
    await recorder.run(SETTLE_MS + 4_000);
    const resumedFromMs = resumedAtMs + SETTLE_MS;
    const resumed = await recorder.samples(resumedFromMs, resumedFromMs + 4_000);
    expectWindowInTarget(resumed, resumedFromMs, 4, 'HSP after the stall');
  });
});

/**
 * Answers a media range request from `bytes`, but only below `heldFrom`: a request for what lies
 * beyond waits for `released`, so the video really runs out of data (no fake `waiting` event).
 */
async function serveRange(
  route: Route,
  bytes: Buffer,
  heldFrom: number,
  released: Promise<void>,
): Promise<void> {
  const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers()['range'] ?? '');
  const start = Number(range?.[1] ?? 0);
  const askedEnd = range?.[2] ? Number(range[2]) : bytes.length - 1;
  let end = askedEnd;
  if (start >= heldFrom) await released;
  else end = Math.min(askedEnd, heldFrom - 1);
  await route.fulfill({
    status: 206,
    headers: {
      'content-type': 'video/webm',
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${bytes.length}`,
    },
    body: bytes.subarray(start, end + 1),
  });
}
