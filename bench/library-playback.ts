/**
 * The library's hand-over from one video to the next, in Debian's Chromium against the emulator,
 * under the conditions of the sync-playback group (`sync-session.ts`). A folder of two videos
 * with their scripts opens as a playlist; the first is played from the start, and at its end the
 * playlist starts the second by itself. Per run and transport (interleaved, a fresh device and
 * browser context each):
 * - time from the first video's `ended` until the device is in sync with the second (|lag| under
 *   25 ms for 500 ms, the video's own frames against the emulator's play timeline);
 * - how long the second video had been showing by then (the device starts at its first frame, and
 *   reaches its position one request later);
 * - the lag over the rest of the second video's first second.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { lagStats, type LagSample } from '@glide/emulator';
import {
  installFrameRecorder,
  measureLag,
  takeFrames,
  timeFromSeekToSync,
  type RecordedFrame,
} from '../e2e/support/sync-measure';
import { localPlayerModel, type PlayTransport } from '../e2e/pages/local-player';
import { makeSyncClip } from '../e2e/support/sync-clip';
import type { BenchFigure } from './script-parse';
import { conditionsText, IN_SYNC, withSyncSession, type SyncSession } from './sync-session';
import { quantile, round } from './stats';

const WEB_PORT = 4298;
const EMULATOR_PORT = 8898;
const RUNS = 3;
const TRANSPORTS: readonly PlayTransport[] = ['hssp', 'hsp'];
const CLIP_S = 6;
/** How long the second video is watched. */
const WATCH_NEXT_MS = 4_000;
const NAMES = ['Clip one', 'Clip two'] as const;

/** Records the wall time of every `ended` of a video (ended does not bubble: captured). */
const ENDED_RECORDER_SCRIPT = `
(() => {
  const ended = [];
  window.__glideEnded = ended;
  document.addEventListener('ended', () => ended.push(Date.now()), true);
})();
`;

/** A returning visitor who plays by `transport`. */
const visitor = (transport: PlayTransport) =>
  `localStorage.setItem('glide.preferences', JSON.stringify(${JSON.stringify({
    version: 1,
    deviceSelectionComplete: true,
    darkMode: true,
    localPlayer: { transport },
  })}));`;

interface RunResult {
  readonly transport: PlayTransport;
  readonly endToSyncMs: number | undefined;
  /** From the second video's first frame until the device was in sync with it. */
  readonly shownBeforeSyncMs: number | undefined;
  /** Lag samples of the second video's first second, from the device in sync on. */
  readonly firstSecond: LagSample[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function endedAt(page: Page): Promise<number | undefined> {
  const raw = await page.evaluate('window.__glideEnded || []');
  return z.array(z.number()).parse(raw)[0];
}

/** The frames after the first video's end whose media time is in the second video's first second. */
function firstSecondOfNext(frames: readonly RecordedFrame[], endMs: number): RecordedFrame[] {
  return frames.filter((f) => f.atMs >= endMs && !f.paused && f.mediaMs < 1_000);
}

async function oneRun(
  { browser, base, control }: SyncSession,
  folder: string,
  transport: PlayTransport,
  run: number,
): Promise<RunResult> {
  const key = `BenchNext${transport}${run}`;
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: visitor(transport) });
    await context.addInitScript({ content: ENDED_RECORDER_SCRIPT });
    await installFrameRecorder(context);
    const page = await context.newPage();
    const player = localPlayerModel(page);
    const startedAtMs = Date.now();
    await page.goto(`${base}/local#k=${key}`);
    await player.waitForConnected();
    const main = page.getByRole('main');
    await main.getByTestId('library-folder-input').setInputFiles(folder);
    await main.getByRole('button', { name: `Play ${NAMES[0]}` }).click();
    const entries = main.getByTestId('library-entry');
    await entries
      .nth(1)
      .and(page.locator('[aria-current="true"]'))
      .waitFor({
        timeout: (CLIP_S + 20) * 1_000,
      });
    await player.waitForPlaying();
    await sleep(WATCH_NEXT_MS);
    await player.pause();
    const endMs = await endedAt(page);
    if (endMs === undefined) throw new Error('The first video never reported its end');
    const frames = await takeFrames(page);
    const timeline = await control.playTimeline(key, startedAtMs);
    const { samples } = measureLag(frames, timeline);
    const firstFrame = firstSecondOfNext(frames, endMs)[0];
    const endToSyncMs = timeFromSeekToSync(samples, endMs, IN_SYNC);
    const inSyncAtMs = endToSyncMs === undefined ? undefined : endMs + endToSyncMs;
    return {
      transport,
      endToSyncMs,
      shownBeforeSyncMs:
        inSyncAtMs === undefined || firstFrame === undefined
          ? undefined
          : Math.max(0, inSyncAtMs - firstFrame.atMs),
      firstSecond: samples.filter(
        (s) => inSyncAtMs !== undefined && s.atMs >= inSyncAtMs && s.videoMs < 1_000,
      ),
    };
  } finally {
    await context.close();
  }
}

function figures(results: readonly RunResult[], transport: PlayTransport): BenchFigure[] {
  const mine = results.filter((r) => r.transport === transport);
  const name = transport.toUpperCase();
  const waits = mine.map((r) => r.endToSyncMs ?? Number.POSITIVE_INFINITY);
  const missed = waits.filter((w) => !Number.isFinite(w)).length;
  const stats = lagStats(mine.flatMap((r) => r.firstSecond));
  const shown = mine.map((r) => r.shownBeforeSyncMs ?? Number.POSITIVE_INFINITY);
  return [
    {
      name: `${name}: end of one video until the device is in sync with the next, median (${mine.length} runs${missed ? `, ${missed} never` : ''})`,
      value: round(quantile(waits, 0.5), 0),
      unit: 'ms',
      target: '≤ 1000 ms',
    },
    { name: `  same, slowest run`, value: round(Math.max(...waits), 0), unit: 'ms' },
    {
      name: `  the next video shown before the device is in sync with it, median`,
      value: round(quantile(shown, 0.5), 0),
      unit: 'ms',
      target: '≤ 1000 ms',
    },
    {
      name: `  then the rest of its first second: p95 |lag| (${stats.count} frames)`,
      value: round(stats.p95AbsMs, 1),
      unit: 'ms',
      target: '≤ 25 ms',
    },
  ];
}

export async function benchLibraryPlayback(): Promise<BenchFigure[]> {
  const clip = makeSyncClip('library-bench', CLIP_S);
  const folder = mkdtempSync(join(tmpdir(), 'glide-bench-library-'));
  for (const name of NAMES) {
    copyFileSync(clip.videoPath, join(folder, `${name}.webm`));
    copyFileSync(clip.scriptPath, join(folder, `${name}.funscript`));
  }
  return withSyncSession({ web: WEB_PORT, emulator: EMULATOR_PORT }, async (session) => {
    const results: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const transport of TRANSPORTS) {
        results.push(await oneRun(session, folder, transport, run));
      }
    }
    console.log(`  (two ${CLIP_S} s videos; ${conditionsText()}; lag + = device behind the video)`);
    return TRANSPORTS.flatMap((transport) => figures(results, transport));
  });
}
