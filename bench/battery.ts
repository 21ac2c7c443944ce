/**
 * What Glide costs a phone's battery (issue 31), read as the CPU time of Chromium's processes
 * (`/proc/<pid>/stat`, user + system) over one minute of each:
 * - the same 1080p clip (VP9, 30 fps, no sound) playing in a bare page (a `<video>` alone, opened
 *   from a file as `/local` opens it) and on `/local` with its script and the emulated device
 *   following, on HSP and on HSSP: CPU-seconds each, and the app's beside the bare page's
 *   (target ≤ 1.3×);
 * - idle pages for a minute, connected to the device: a blank page (the browser's own floor),
 *   `/sync` and `/hamp`, as a share of one core (target ≤ 0.5 %).
 * Each page has a browser of its own, so that one page's processes never count in another's, and
 * its minute starts once the app's service worker is installed: a returning visitor's page, not a
 * first visit's one-off download of the build.
 * The conditions are the sync benchmarks' (`sync-session.ts`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { InstalledApp } from '../e2e/pages/installed-app';
import { localPlayerModel, type PlayTransport } from '../e2e/pages/local-player';
import { returningVisitor, seedLocalStorage } from '../e2e/support/browser-storage';
import { clipActions, runFfmpeg } from '../e2e/support/sync-clip';
import type { BenchFigure } from './script-parse';
import { round } from './stats';
import { conditionsText, launchSyncBrowser, withSyncConditions } from './sync-session';

const WEB_PORT = 4300;
const EMULATOR_PORT = 8899;
const BARE_PAGE_PORT = 4302;
const CLIP_S = 90;
/** Each page is measured over this long, after it has settled. */
const MEASURE_MS = 60_000;
const SETTLE_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The clock ticks a second of `/proc`'s CPU times count. */
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The CPU ticks (user + system) of every live Chromium process started by this one, by pid. */
function chromiumTicks(): Map<number, number> {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  const isChromium = new Set<number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields start after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (command.includes('chromium')) isChromium.add(pid);
    } catch {
      // The process ended while it was read.
    }
  }
  const mine = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) {
      if (at === process.pid) return true;
    }
    return false;
  };
  const result = new Map<number, number>();
  for (const pid of isChromium) if (mine(pid)) result.set(pid, ticks.get(pid) ?? 0);
  return result;
}

/** The CPU-seconds Chromium's processes spend while `during` runs. */
async function cpuSecondsDuring(during: () => Promise<void>): Promise<number> {
  const before = chromiumTicks();
  await during();
  const after = chromiumTicks();
  let spent = 0;
  for (const [pid, ticks] of after) spent += ticks - (before.get(pid) ?? 0);
  return spent / TICKS_PER_S;
}

/** A fresh browser for one page, closed after `body`. */
async function inOwnBrowser<T>(body: (page: Page) => Promise<T>): Promise<T> {
  const browser = await launchSyncBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await seedLocalStorage(context, returningVisitor());
    return await body(await context.newPage());
  } finally {
    await browser.close();
  }
}

/** The bare page: a file input and a `<video>` that plays what it is given, looped and muted. */
const BARE_PAGE = `<!doctype html><meta charset="utf-8"><title>bare</title>
<input type="file" accept="video/*"><video muted loop playsinline style="width:100%"></video>
<script>
  const video = document.querySelector('video');
  document.querySelector('input').addEventListener('change', (event) => {
    video.src = URL.createObjectURL(event.target.files[0]);
    void video.play();
  });
</script>`;

function makeClip(): { videoPath: string; scriptPath: string } {
  const dir = mkdtempSync(join(tmpdir(), 'glide-bench-battery-'));
  const videoPath = join(dir, 'battery.webm');
  const scriptPath = join(dir, 'battery.funscript');
  runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=s=1920x1080:r=30:d=${CLIP_S}`],
    ...['-c:v', 'libvpx-vp9', '-b:v', '4M', '-g', '60'],
    ...['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', videoPath],
  ]);
  writeFileSync(
    scriptPath,
    JSON.stringify({ version: '1.0', range: 100, actions: clipActions(CLIP_S * 1000) }),
  );
  return { videoPath, scriptPath };
}

/**
 * Waits until the app's service worker controls the page. A first visit installs it, which fetches
 * and stores the whole build (about 2 MB, some 200 files) a few seconds after the first connect: a
 * cost of the first visit only, which a returning visitor's page never pays again. Measured from
 * a fresh profile, a page must be past it before its minute counts.
 */
const workerInstalled = (page: Page) => new InstalledApp(page).expectControlled();

/** Where the page's video is: a minute that did not play the whole time measured nothing. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return video ? { paused: video.paused, ended: video.ended, atS: video.currentTime } : undefined;
  });

export async function benchBattery(): Promise<BenchFigure[]> {
  const clip = makeClip();
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(BARE_PAGE);
  }).listen(BARE_PAGE_PORT, '127.0.0.1');
  try {
    return await withSyncConditions({ web: WEB_PORT, emulator: EMULATOR_PORT }, async (app) => {
      const barePlaying = await inOwnBrowser(async (page) => {
        await page.goto(`http://127.0.0.1:${BARE_PAGE_PORT}/`);
        await page.locator('input').setInputFiles(clip.videoPath);
        await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
        await sleep(SETTLE_MS);
        return cpuSecondsDuring(() => sleep(MEASURE_MS));
      });

      const onLocal = (transport: PlayTransport) =>
        inOwnBrowser(async (page) => {
          const player = localPlayerModel(page);
          await page.goto(`${app.base}/local#k=BenchBattery${transport}`);
          await player.waitForConnected();
          await player.load(clip.videoPath, clip.scriptPath);
          await player.chooseTransport(transport);
          await player.play();
          await player.waitForPlaying();
          await workerInstalled(page);
          await sleep(SETTLE_MS);
          const seconds = await cpuSecondsDuring(() => sleep(MEASURE_MS));
          const video = await videoState(page);
          if (!video || video.paused) {
            const why = page.getByTestId('player-pause-reason');
            const reason = (await why.count()) > 0 ? await why.innerText() : 'no reason shown';
            throw new Error(
              `/local on ${transport} stopped playing (${reason}): ${JSON.stringify(video)}`,
            );
          }
          return seconds;
        });
      const hsp = await onLocal('hsp');
      const hssp = await onLocal('hssp');

      const idle = (path: string) =>
        inOwnBrowser(async (page) => {
          const own = path.startsWith('/');
          await page.goto(own ? `${app.base}${path}` : path);
          if (own) await workerInstalled(page);
          await sleep(SETTLE_MS);
          return cpuSecondsDuring(() => sleep(MEASURE_MS));
        });
      const blank = await idle('about:blank');
      const sync = await idle('/sync#k=BenchBatteryIdleSync');
      const hamp = await idle('/hamp#k=BenchBatteryIdleHamp');

      const minute = MEASURE_MS / 1000;
      const coreShare = (seconds: number) => round((seconds / minute) * 100, 2);
      const beside = (seconds: number) => ({
        value: round(seconds, 2),
        baseline: round(barePlaying, 2),
      });
      console.log(`  (1080p VP9 30 fps, ${minute} s each; ${conditionsText()})`);
      return [
        {
          name: `1080p clip in a bare page (a <video> alone): CPU-seconds in ${minute} s`,
          value: round(barePlaying, 2),
          unit: 'CPU-s',
        },
        {
          name: `the same clip on /local with its script, HSP: CPU-seconds (baseline: the bare page)`,
          ...beside(hsp),
          unit: 'CPU-s',
          target: '≤ 1.3× the bare page',
        },
        {
          name: `the same clip on /local with its script, HSSP: CPU-seconds (baseline: the bare page)`,
          ...beside(hssp),
          unit: 'CPU-s',
          target: '≤ 1.3× the bare page',
        },
        {
          name: `idle blank page, the browser's floor: share of a core`,
          value: coreShare(blank),
          unit: '%',
        },
        {
          name: `idle /sync, connected: share of a core`,
          value: coreShare(sync),
          unit: '%',
          target: '≤ 0.5 %',
        },
        {
          name: `idle /hamp, connected: share of a core`,
          value: coreShare(hamp),
          unit: '%',
          target: '≤ 0.5 %',
        },
      ];
    });
  } finally {
    bare.close();
  }
}
