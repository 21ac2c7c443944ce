/**
 * The Stash library in Debian's Chromium: the built app against a stand-in Stash of 50,000 scenes
 * (in this process) and the emulator under the sync conditions (`sync-session.ts`).
 * - Browse: from a click on "Stash library" in the menu until the page shows its first 48 scenes
 *   (cards in the document), measured in the page; beside it, in the same page and run, the same
 *   question sent with bare `fetch` and read with `response.json()`. The first open (the page's code
 *   and texts fetched) is given apart from the later ones.
 * - Choose: from a click on a scene of the list until the device is in sync with its video (|lag|
 *   under 25 ms for 500 ms: the video's frames against the emulator's play timeline), with the
 *   stand-in answering every request 40 ms late; per transport, a fresh device and context each run.
 */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { startStashStandin, type RunningStandin } from '@glide/stash-standin';
import { sceneQueryVariables, STASH_DOCUMENTS } from '@glide/stash';
import { localPlayerModel, type PlayTransport } from '../e2e/pages/local-player';
import {
  installFrameRecorder,
  measureLag,
  takeFrames,
  timeFromSeekToSync,
} from '../e2e/support/sync-measure';
import type { BenchFigure } from './script-parse';
import { conditionsText, IN_SYNC, withSyncSession, type SyncSession } from './sync-session';
import { quantile, round } from './stats';

const WEB_PORT = 4302;
const EMULATOR_PORT = 8902;
const STANDIN_PORT = 9873;
const SCENES = 50_000;
const BROWSE_ROUNDS = 15;
const CHOOSE_RUNS = 3;
const TRANSPORTS: readonly PlayTransport[] = ['hssp', 'hsp'];
const STANDIN_LATENCY_MS = 40;
/** How long a chosen scene is watched. */
const WATCH_MS = 4_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A returning visitor with the stand-in as their library, playing by `transport`. */
const visitor = (standin: RunningStandin, transport: PlayTransport) =>
  `localStorage.setItem('glide.preferences', JSON.stringify(${JSON.stringify({
    version: 3,
    deviceSelectionComplete: true,
    darkMode: true,
    localPlayer: { transport },
    stash: { baseUrl: standin.url, apiKey: standin.apiKey },
  })}));`;

/**
 * In the page: clicks the menu's "Stash library" and resolves with the ms until 48 scene cards are
 * in the document. A string: tsx would add helpers to a serialized function the page lacks.
 */
const OPEN_LIBRARY = `
new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/stash');
  if (!link) { reject(new Error('no Stash library link')); return; }
  const started = performance.now();
  link.click();
  const check = () => {
    if (document.querySelectorAll('.stash-scene').length >= 48) resolve(performance.now() - started);
    else if (performance.now() - started > 20000) reject(new Error('the scenes never came'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** In the page: the same question with bare fetch; resolves with its ms and the scenes' number. */
const bareQuestion = (standin: RunningStandin) => `
(async () => {
  const started = performance.now();
  const response = await fetch(${JSON.stringify(`${standin.url}graphql`)}, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ApiKey: ${JSON.stringify(standin.apiKey)} },
    body: ${JSON.stringify(
      JSON.stringify({
        operationName: 'GlideFindScenes',
        query: STASH_DOCUMENTS.GlideFindScenes,
        variables: sceneQueryVariables({
          page: 1,
          perPage: 48,
          sort: 'date',
          direction: 'DESC',
          interactive: true,
        }),
      }),
    )},
  });
  const body = await response.json();
  return [performance.now() - started, body.data.findScenes.scenes.length];
})()`;

const BROWSE_ANSWER = z.number();
const BARE_ANSWER = z.tuple([z.number(), z.number()]);

/** Leaves the library for the settings (by the menu), so that the next open is an open again. */
async function leaveLibrary(page: Page, base: string): Promise<void> {
  await page.evaluate(`document.querySelector('a[href="/settings"]')?.click()`);
  await page.waitForURL(`${base}/settings`);
}

async function benchBrowse(
  { browser, base }: SyncSession,
  standin: RunningStandin,
): Promise<BenchFigure[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: visitor(standin, 'hssp') });
    const page = await context.newPage();
    await page.goto(`${base}/settings`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const first = BROWSE_ANSWER.parse(await page.evaluate(OPEN_LIBRARY));
    const pageMs: number[] = [];
    const bareMs: number[] = [];
    let scenes = 0;
    for (let round = 0; round < BROWSE_ROUNDS; round++) {
      await leaveLibrary(page, base);
      const [ms, count] = BARE_ANSWER.parse(await page.evaluate(bareQuestion(standin)));
      bareMs.push(ms);
      scenes = count;
      pageMs.push(BROWSE_ANSWER.parse(await page.evaluate(OPEN_LIBRARY)));
    }
    const bareP50 = round(quantile(bareMs, 0.5), 1);
    const bareP95 = round(quantile(bareMs, 0.95), 1);
    return [
      {
        name: `browse: "Stash library" clicked until its first ${scenes} scenes are shown (${SCENES.toLocaleString('en')}-scene library), median (${BROWSE_ROUNDS} opens)`,
        value: round(quantile(pageMs, 0.5), 1),
        unit: 'ms',
        baseline: bareP50,
      },
      {
        name: '  same, p95',
        value: round(quantile(pageMs, 0.95), 1),
        unit: 'ms',
        baseline: bareP95,
      },
      { name: '  the first open (its code and texts fetched)', value: round(first, 1), unit: 'ms' },
      {
        name: 'baseline: the same question with bare fetch in the same page, median',
        value: bareP50,
        unit: 'ms',
      },
      { name: 'baseline: same, p95', value: bareP95, unit: 'ms' },
    ];
  } finally {
    await context.close();
  }
}

/** One scene chosen from the list: ms from the click until the device is in sync. */
async function chooseOnce(
  { browser, base, control }: SyncSession,
  standin: RunningStandin,
  transport: PlayTransport,
  run: number,
): Promise<number | undefined> {
  const key = `BenchStash${transport}${run}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: visitor(standin, transport) });
    await installFrameRecorder(context);
    const page = await context.newPage();
    const player = localPlayerModel(page);
    const startedAtMs = Date.now();
    await page.goto(`${base}/stash#k=${key}`);
    await player.waitForConnected();
    const cards = page.getByTestId('stash-scene-link');
    // A scene no earlier run played (no resume point to seek to).
    const card = cards.nth(run * TRANSPORTS.length + TRANSPORTS.indexOf(transport));
    await card.waitFor();
    const clickedAtMs = Date.now();
    await card.click();
    await player.waitForPlaying();
    await sleep(WATCH_MS);
    await player.pause();
    const frames = await takeFrames(page);
    const timeline = await control.playTimeline(key, startedAtMs);
    const { samples } = measureLag(frames, timeline);
    return timeFromSeekToSync(samples, clickedAtMs, IN_SYNC);
  } finally {
    await context.close();
  }
}

async function benchChoose(session: SyncSession, standin: RunningStandin): Promise<BenchFigure[]> {
  standin.faults.latencyMs = STANDIN_LATENCY_MS;
  const waits = new Map<PlayTransport, number[]>(TRANSPORTS.map((t) => [t, []]));
  try {
    for (let run = 0; run < CHOOSE_RUNS; run++) {
      for (const transport of TRANSPORTS) {
        const ms = await chooseOnce(session, standin, transport, run);
        waits.get(transport)?.push(ms ?? Number.POSITIVE_INFINITY);
      }
    }
  } finally {
    standin.faults.latencyMs = 0;
  }
  return TRANSPORTS.flatMap((transport) => {
    const mine = waits.get(transport) ?? [];
    const missed = mine.filter((w) => !Number.isFinite(w)).length;
    return [
      {
        name: `choose (${transport.toUpperCase()}): a scene clicked until the device is in sync with it, median (${mine.length} runs${missed ? `, ${missed} never` : ''})`,
        value: round(quantile(mine, 0.5), 0),
        unit: 'ms',
        target: '≤ 1500 ms',
      },
      { name: '  same, slowest run', value: round(Math.max(...mine), 0), unit: 'ms' },
    ];
  });
}

export async function benchStashBrowser(): Promise<BenchFigure[]> {
  const standin = await startStashStandin({ port: STANDIN_PORT, scenes: SCENES, seed: 1 });
  try {
    return await withSyncSession({ web: WEB_PORT, emulator: EMULATOR_PORT }, async (session) => {
      const browse = await benchBrowse(session, standin);
      const choose = await benchChoose(session, standin);
      console.log(
        `  (choose: stand-in Stash ${STANDIN_LATENCY_MS} ms late on every answer; emulator: ${conditionsText()})`,
      );
      return [...browse, ...choose];
    });
  } finally {
    await standin.close();
  }
}
