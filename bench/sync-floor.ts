/**
 * The floor of the sync measurement: what `sync-playback.ts` would report for a client that cannot
 * do better. A bare page (no app) plays the generated clip in Debian's Chromium and starts the
 * emulated device's HSP clock from a `requestVideoFrameCallback` frame, with the true server time
 * and no latency, and corrects it (synctime, filter 1) whenever a frame leaves that line by 8 ms; then the same frame recorder and play timeline as the real benchmark measure
 * the lag. What remains is the measurement's own noise (frame presentation times) and the video
 * clock's slips between corrections, so app figures are read against it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { DEMO_APP_ID } from '@glide/emulator';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import {
  installFrameRecorder,
  measureLag,
  syncControl,
  takeFrames,
} from '../e2e/support/sync-measure';
import { startEmulatorChild } from './emulator-child';
import type { BenchFigure } from './script-parse';
import { round } from './stats';
import { makeSyncClip } from '../e2e/support/sync-clip';

const PAGE_PORT = 4298;
const RUNS = 5;
const WARM_UP_MS = 1_000;
const MEASURE_MS = 8_000;
const KEY = 'BenchSyncFloor1';
/** A frame this far off the line the device was given starts a correction. */
const SLIP_MS = 8;

/** The bare page: a video and a function that starts the device's clock on it. */
function floorPage(apiBase: string): string {
  return `<!doctype html><meta charset="utf-8"><title>sync floor</title>
<video id="v" src="/clip.webm" muted playsinline></video>
<script>
const headers = { 'X-Api-Key': ${JSON.stringify(DEMO_APP_ID)}, 'X-Connection-Key': ${JSON.stringify(KEY)}, 'content-type': 'application/json' };
const put = (path, body) => fetch(${JSON.stringify(apiBase)} + path, { method: 'PUT', headers, body: JSON.stringify(body) }).then((r) => r.json());
const nextFrame = (v) => new Promise((resolve) => v.requestVideoFrameCallback((now, meta) => resolve(meta)));
// Where the video is at the server time now, from its latest frame.
const reading = async (v) => {
  const meta = await nextFrame(v);
  const frameWallMs = Date.now() - performance.now() + meta.expectedDisplayTime;
  const serverTime = Date.now();
  return { currentMs: meta.mediaTime * 1000 + (serverTime - frameWallMs) * v.playbackRate, serverTime };
};
window.corrections = 0;
window.startSynced = async () => {
  const v = document.getElementById('v');
  v.currentTime = 0;
  await put('/hsp/setup', { stream_id: 1 });
  await v.play();
  const first = await reading(v);
  await put('/hsp/play', { start_time: first.currentMs, server_time: first.serverTime, add: { points: [{ t: 0, x: 0 }, { t: 600000, x: 100 }], tail_point_stream_index: 2, flush: true } });
  // Chromium's video clock can slip by tens of ms while it plays (seen: 50 ms, 2 s in), so the
  // ideal client watches every frame against the line it told the device and corrects it fully
  // (synctime, filter 1) as soon as the video left that line by more than a few ms.
  let line = first;
  let busy = false;
  const watch = (now, meta) => {
    const frameWallMs = Date.now() - performance.now() + meta.expectedDisplayTime;
    const expectedMs = line.currentMs + (frameWallMs - line.serverTime) * v.playbackRate;
    if (!busy && Math.abs(meta.mediaTime * 1000 - expectedMs) > ${SLIP_MS}) {
      busy = true;
      window.corrections += 1;
      reading(v)
        .then((now) => { line = now; return put('/hsp/synctime', { current_time: now.currentMs, server_time: now.serverTime, filter: 1 }); })
        .finally(() => { busy = false; });
    }
    v.requestVideoFrameCallback(watch);
  };
  v.requestVideoFrameCallback(watch);
};
</script>`;
}

export async function benchSyncFloor(): Promise<BenchFigure[]> {
  const media = makeSyncClip('bench', 15);
  const clip = readFileSync(media.videoPath);
  const emulator = await startEmulatorChild();
  const control = syncControl(emulator.controlBase);
  const html = floorPage(emulator.apiBase);
  const server = createServer((request, response) => {
    const isClip = request.url === '/clip.webm';
    response.writeHead(200, { 'content-type': isClip ? 'video/webm' : 'text/html' });
    response.end(isClip ? clip : html);
  });
  await new Promise<void>((resolve) => server.listen(PAGE_PORT, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    await emulator.control('POST', '/devices', { connectionKey: KEY });
    const meanAbs: number[] = [];
    const p95Abs: number[] = [];
    const means: number[] = [];
    const correctionsPerMinute: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      await installFrameRecorder(context);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${PAGE_PORT}/`);
      const startedAtMs = Date.now();
      await page.evaluate('window.startSynced()');
      await page.waitForTimeout(WARM_UP_MS);
      await takeFrames(page);
      await page.waitForTimeout(MEASURE_MS);
      const frames = await takeFrames(page);
      const played = (Date.now() - startedAtMs) / 60_000;
      correctionsPerMinute.push(Number(await page.evaluate('window.corrections')) / played);
      const { stats } = measureLag(frames, await control.playTimeline(KEY, startedAtMs));
      meanAbs.push(stats.meanAbsMs);
      p95Abs.push(stats.p95AbsMs);
      means.push(stats.meanMs);
      await context.close();
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return [
      {
        name: `measurement floor (bare page, true server time, no latency): mean |lag|, mean of ${RUNS} runs`,
        value: round(mean(meanAbs), 1),
        unit: 'ms',
      },
      { name: '  same, p95 |lag|, mean of runs', value: round(mean(p95Abs), 1), unit: 'ms' },
      { name: '  same, mean signed lag, mean of runs', value: round(mean(means), 1), unit: 'ms' },
      {
        name: `  corrections it needed (video clock slips > ${SLIP_MS} ms), per minute`,
        value: round(mean(correctionsPerMinute), 1),
        unit: '/min',
      },
    ];
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await emulator.stop();
  }
}
