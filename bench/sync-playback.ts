/**
 * Synced playback, HSSP and HSP side by side: the built app (served by e2e/support/serve.ts on ports
 * of its own) plays a generated clip and script on `/local` in Debian's Chromium against the
 * emulator, with the server clock several seconds off and 40 ± 20 ms of latency on every API
 * request. Per run and transport (interleaved, a fresh device and browser context each):
 * - device lag against the video: the video's own frame times (`requestVideoFrameCallback`, an
 *   init script, not app code) against the emulator's play timeline, over the steady stretch after
 *   a warm-up (|lag| pooled over the runs: mean and p95);
 * - time from a seek until |lag| stays under 25 ms for 500 ms;
 * - device lag over a window after a pause and resume, and over one after each change of rate (to
 *   1.5×, then 2×, then 0.5×: the issue's rates), each starting 900 ms after the change (the
 *   issue's targets, which e2e/specs/local-sync.spec.ts leaves to this bench: e2e checks that the
 *   device follows, on a busy machine);
 * - API requests per minute of playback, counted by the emulator for the run's key.
 * While `/local` is still the placeholder the group prints "skipped: /local not ready".
 */
import type { Browser } from '@playwright/test';
import {
  lagStats,
  onVideoClock,
  VIDEO_CLOCK_HALF_WINDOW_MS,
  type LagSample,
} from '@glide/emulator';
import {
  installFrameRecorder,
  measureLag,
  takeFrames,
  timeFromSeekToSync,
  type syncControl,
} from '../e2e/support/sync-measure';
import { localPlayerModel, type PlayTransport as BenchTransport } from '../e2e/pages/local-player';
import { returningVisitor, seedLocalStorage } from '../e2e/support/browser-storage';
import type { BenchFigure } from './script-parse';
import { conditionsText, IN_SYNC, withSyncSession } from './sync-session';
import { quantile, round } from './stats';
import { makeSyncClip, type SyncClip } from '../e2e/support/sync-clip';

const WEB_PORT = 4297;
const EMULATOR_PORT = 8897;
const RUNS = 5;
const TRANSPORTS: readonly BenchTransport[] = ['hssp', 'hsp'];
/** Lag before this much playback is start-up, not sync. */
const WARM_UP_MS = 3_000;
const STEADY_MS = 10_000;
const SEEK_TO_MS = 25_000;
const AFTER_SEEK_MS = 6_000;
/** After a resume or a rate change, lag counts from this long after it (as after a seek). */
const SETTLE_MS = 900;
const CHANGE_WINDOW_MS = 4_000;
/** The rates played after the resume, one window each, in this order. */
const RATES: readonly number[] = [1.5, 2, 0.5];

/**
 * The lag over one window, twice: against the video's clock (each frame moved onto the line of
 * the frames around it, `onVideoClock`) and against each frame as the screen showed it.
 */
interface WindowLags {
  readonly clock: LagSample[];
  readonly shown: LagSample[];
}

interface RunResult {
  readonly transport: BenchTransport;
  readonly samples: WindowLags;
  /** The window after a pause and resume. */
  readonly resumed: WindowLags;
  /** The window after each change of rate, by the rate it went to ({@link RATES}, in order). */
  readonly rates: WindowLags[];
  readonly seekToSyncMs: number | undefined;
  readonly requestsPerMinute: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run of one transport; `undefined` when `/local` is the placeholder. */
async function oneRun(
  browser: Browser,
  base: string,
  control: ReturnType<typeof syncControl>,
  media: SyncClip,
  transport: BenchTransport,
  run: number,
): Promise<RunResult | undefined> {
  const key = `BenchSync${transport}${run}`;
  const context = await browser.newContext();
  try {
    await seedLocalStorage(context, returningVisitor());
    await installFrameRecorder(context);
    const page = await context.newPage();
    const player = localPlayerModel(page);
    const startedAtMs = Date.now();
    await page.goto(`${base}/local#k=${key}`);
    if (await player.isPlaceholder()) return undefined;
    await player.waitForConnected();
    await player.load(media.videoPath, media.scriptPath);
    await player.chooseTransport(transport);
    const before = await control.requestCounts(key);
    await player.play();
    await player.waitForPlaying();
    const playingAtMs = Date.now();
    await sleep(WARM_UP_MS + STEADY_MS);
    const seekAtMs = await player.seekTo(SEEK_TO_MS);
    await sleep(AFTER_SEEK_MS);
    // Requests per minute over steady play and the seek only, as before the windows below.
    const after = await control.requestCounts(key);
    await player.pauseByButton();
    await sleep(1_000);
    await player.play();
    await player.waitForPlaying();
    const resumedAtMs = Date.now();
    await sleep(SETTLE_MS + CHANGE_WINDOW_MS);
    const rateAtMs: number[] = [];
    for (const rate of RATES) {
      await player.chooseRate(rate);
      rateAtMs.push(Date.now());
      await sleep(SETTLE_MS + CHANGE_WINDOW_MS);
    }
    await player.pause();
    const frames = await takeFrames(page);
    const timeline = await control.playTimeline(key, startedAtMs);
    const { samples } = measureLag(frames, timeline);
    const { samples: onClock } = measureLag(onVideoClock(frames), timeline);
    const between = (fromMs: number, toMs: number): WindowLags => ({
      clock: onClock.filter((s) => s.atMs >= fromMs && s.atMs < toMs),
      shown: samples.filter((s) => s.atMs >= fromMs && s.atMs < toMs),
    });
    // The clock of a frame is taken from the frames around it: none across the seek.
    const steady = between(playingAtMs + WARM_UP_MS, seekAtMs - VIDEO_CLOCK_HALF_WINDOW_MS);
    const playedMinutes = (after.nowMs - before.nowMs) / 60_000;
    const window = (fromMs: number) =>
      between(fromMs + SETTLE_MS, fromMs + SETTLE_MS + CHANGE_WINDOW_MS);
    return {
      transport,
      samples: steady,
      resumed: window(resumedAtMs),
      rates: rateAtMs.map(window),
      seekToSyncMs: timeFromSeekToSync(samples, seekAtMs, IN_SYNC),
      requestsPerMinute: (after.total - before.total) / playedMinutes,
    };
  } finally {
    await context.close();
  }
}

/**
 * Mean and p95 |lag| over the windows after a change; `p95Target` is issue 31's for a rate (as at
 * 1×), the older 25 ms for a resume. Against the video's clock, then the p95 against the frames
 * as shown, which holds the screen's refresh cadence too (README, "Reading the sync figures").
 */
function changeFigures(
  name: string,
  what: string,
  lags: readonly WindowLags[],
  p95Target: string,
): BenchFigure[] {
  const stats = lagStats(lags.flatMap((l) => l.clock));
  const shown = lagStats(lags.flatMap((l) => l.shown));
  return [
    {
      name: `${name}: lag ${what}, ${SETTLE_MS} ms on, mean |lag| (${stats.count} frames)`,
      value: round(stats.meanAbsMs, 1),
      unit: 'ms',
      target: '≤ 10 ms',
    },
    { name: `  same, p95 |lag|`, value: round(stats.p95AbsMs, 1), unit: 'ms', target: p95Target },
    { name: `  same, mean signed lag`, value: round(stats.meanMs, 1), unit: 'ms' },
    {
      name: `  same, p95 |lag| against each frame as shown`,
      value: round(shown.p95AbsMs, 1),
      unit: 'ms',
    },
  ];
}

function figures(results: readonly RunResult[], transport: BenchTransport): BenchFigure[] {
  const mine = results.filter((r) => r.transport === transport);
  const name = transport.toUpperCase();
  const stats = lagStats(mine.flatMap((r) => r.samples.clock));
  const shown = lagStats(mine.flatMap((r) => r.samples.shown));
  const seeks = mine.map((r) => r.seekToSyncMs ?? Number.POSITIVE_INFINITY);
  const missed = seeks.filter((s) => !Number.isFinite(s)).length;
  const rpm = mine.map((r) => r.requestsPerMinute);
  return [
    {
      name: `${name}: device lag vs the video's clock, mean |lag| (${mine.length} runs, ${stats.count} frames)`,
      value: round(stats.meanAbsMs, 1),
      unit: 'ms',
      target: '≤ 10 ms',
    },
    { name: `  same, p95 |lag|`, value: round(stats.p95AbsMs, 1), unit: 'ms', target: '≤ 5 ms' },
    { name: `  same, max |lag|`, value: round(stats.maxAbsMs, 1), unit: 'ms' },
    {
      name: `  same, mean signed lag (+ = device behind)`,
      value: round(stats.meanMs, 1),
      unit: 'ms',
    },
    {
      name: `  same, p95 |lag| against each frame as shown`,
      value: round(shown.p95AbsMs, 1),
      unit: 'ms',
    },
    ...changeFigures(
      name,
      'after a pause and resume',
      mine.map((r) => r.resumed),
      '≤ 25 ms',
    ),
    ...RATES.flatMap((rate, i) =>
      changeFigures(
        name,
        `at ${rate}×`,
        mine.flatMap((r) => r.rates[i] ?? []),
        '≤ 5 ms',
      ),
    ),
    {
      name: `${name}: seek until |lag| < ${IN_SYNC.thresholdMs} ms for ${IN_SYNC.holdMs} ms, median${missed ? ` (${missed} runs never)` : ''}`,
      value: round(quantile(seeks, 0.5), 0),
      unit: 'ms',
      target: '≤ 300 ms',
    },
    {
      name: `  same, slowest run`,
      value: round(Math.max(...seeks), 0),
      unit: 'ms',
      target: '≤ 450 ms',
    },
    {
      name: `${name}: API requests per minute of playback, mean of runs`,
      value: round(rpm.reduce((a, b) => a + b, 0) / Math.max(1, rpm.length), 1),
      unit: '/min',
      // Issue 31 holds HSP to 30; HSSP's plays carry no points and stay under the spec's 60.
      target: transport === 'hsp' ? '≤ 30' : '≤ 60',
    },
  ];
}

export async function benchSyncPlayback(): Promise<BenchFigure[]> {
  // 70 s: steady play, the seek to 25 s and its 6 s, then the resume's window (to about 36 s) and
  // the rates' (4.9 s each at 1.5×, 2× and 0.5×: about 20 s of the clip).
  const media = makeSyncClip('bench', 70);
  return withSyncSession({ web: WEB_PORT, emulator: EMULATOR_PORT }, async (session) => {
    const results: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const transport of TRANSPORTS) {
        const result = await oneRun(
          session.browser,
          session.base,
          session.control,
          media,
          transport,
          run,
        );
        if (!result) {
          console.log('  skipped: /local not ready');
          return [];
        }
        results.push(result);
      }
    }
    console.log(`  (${conditionsText()}; lag + = device behind the video)`);
    return TRANSPORTS.flatMap((transport) => figures(results, transport));
  });
}
