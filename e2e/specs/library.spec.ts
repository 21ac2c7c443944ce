import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { nearestRankQuantile } from '@glide/emulator';
import { z } from 'zod';
import { localPlayerModel } from '../pages/local-player';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { followErrorsOnceFollowing } from '../support/device-follow';
import { expectHspStreaming } from '../support/hsp-stream';
import { funscript, makeClip, strokes as strokesOver } from '../support/script-folder';
import { expect, test } from '../support/test';

/** Each video lasts this long: long enough to check it plays, short enough to see the next start. */
const CLIP_S = 3;
/**
 * The too-fast video lasts longer: its checks measure the device over a second or more of one
 * stream, and each lap of a looping video starts another.
 */
const FAST_CLIP_S = 8;
/**
 * What "Limit the speed" caps a full-zone script at: a tenth below the device's top speed
 * (reference §12: 400 mm/s over ~100 mm), so that the device can make up time.
 */
const LIMIT_PCT_PER_S = 360;

/** Strokes between `low` and `high` every `everyMs`, over the clip. */
const strokes = (everyMs: number, low: number, high: number, durationS = CLIP_S) =>
  strokesOver(everyMs, low, high, durationS);

/** Full strokes every 100 ms: 1,000 %/s, two and a half times what the device can do. */
const FAST_ACTIONS = strokes(100, 0, 100, FAST_CLIP_S).map(([at, pos]) => ({ at, pos }));

/**
 * A folder as owners keep them: three videos with scripts of the same names, one with a variant,
 * one with an extra axis, one too fast for the device, and a file that is neither.
 */
function makeFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'glide-e2e-library-'));
  const folder = join(root, 'Clips');
  mkdirSync(folder);
  for (const name of ['01 Warm up', '02 Twister', '03 Fast']) {
    makeClip(join(folder, `${name}.webm`), name === '03 Fast' ? FAST_CLIP_S : CLIP_S);
  }
  writeFileSync(join(folder, '01 Warm up.funscript'), funscript(strokes(500, 10, 90)));
  writeFileSync(join(folder, '01 Warm up.soft.funscript'), funscript(strokes(500, 40, 60)));
  writeFileSync(join(folder, '02 Twister.funscript'), funscript(strokes(400, 20, 80)));
  writeFileSync(join(folder, '02 Twister.twist.funscript'), funscript(strokes(1000, 50, 50)));
  writeFileSync(
    join(folder, '03 Fast.funscript'),
    funscript(FAST_ACTIONS.map(({ at, pos }) => [at, pos])),
  );
  writeFileSync(join(folder, 'notes.txt'), 'not a script');
  return folder;
}

let folder: string;
test.beforeAll(() => {
  folder = makeFolder();
});

const hspSnapshot = z.object({
  hsp: z.object({ state: z.object({ stream_id: z.number(), current_time: z.number() }) }),
});

/** `/local` connected to `key` as a returning visitor (seeded once: a reload keeps what it stored). */
async function openConnected(page: Page, key: string) {
  await seedLocalStorage(page, returningVisitor());
  await page.goto(`/local?k=${key}`);
  const player = localPlayerModel(page);
  await player.waitForConnected();
  return player;
}

const pointsSchema = z.object({ points: z.array(z.object({ t: z.number(), x: z.number() })) });
const sentBodySchema = z.object({ add: pointsSchema.optional() }).and(pointsSchema.partial());

/** The points a request sends the device (`/hsp/play`'s seed, `/hsp/add`); `undefined` for others. */
function sentPoints(request: Request): { t: number; x: number }[] | undefined {
  if (!/\/hsp\/(play|add)$/.test(new URL(request.url()).pathname)) return undefined;
  const body = sentBodySchema.safeParse(request.postDataJSON());
  return body.success ? (body.data.add?.points ?? body.data.points ?? []) : undefined;
}

/** The points the page sends the device, from now on. */
function recordSentPoints(page: Page): { t: number; x: number }[] {
  const points: { t: number; x: number }[] = [];
  page.on('request', (request: Request) => points.push(...(sentPoints(request) ?? [])));
  return points;
}

/**
 * The points the page sends the device by stream (each `/hsp/setup` starts one), from now on: a
 * script that changes goes out on a stream of its own.
 */
function recordSentStreams(page: Page): { t: number; x: number }[][] {
  const streams: { t: number; x: number }[][] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('/hsp/setup')) streams.push([]);
    else streams.at(-1)?.push(...(sentPoints(request) ?? []));
  });
  return streams;
}

/** The fastest move among `points`, in script percent per second. */
function fastestPctPerS(points: readonly { t: number; x: number }[]): number {
  const sorted = [...points].sort((a, b) => a.t - b.t);
  let fastest = 0;
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (!a || !b || b.t <= a.t) continue;
    fastest = Math.max(fastest, (Math.abs(b.x - a.x) * 1000) / (b.t - a.t));
  }
  return fastest;
}

test.describe('the local player’s library against the emulator', () => {
  test('a folder opens as a playlist that plays in order, goes on by itself, and is back after a reload', async ({
    page,
  }) => {
    const key = 'E2eLibrary1';
    const player = await openConnected(page, key);
    const main = page.getByRole('main');
    // Chromium has the directory picker: no word that the folder is for this visit only.
    await expect(main.getByTestId('library-open')).toBeVisible();
    await expect(main.getByTestId('library-no-picker')).toHaveCount(0);
    await main.getByTestId('library-folder-input').setInputFiles(folder);

    const entries = main.getByTestId('library-entry');
    await expect(entries).toHaveCount(3);
    await expect(main.getByTestId('library-summary')).toHaveText('3 videos');
    await expect(main.getByTestId('library-unpaired')).toContainText('1 file not used');
    await expect(entries.nth(1)).toContainText('Also: twist');
    await expect(entries.nth(0).getByRole('combobox', { name: 'Script' })).toHaveValue('');

    await main.getByRole('button', { name: 'Play 01 Warm up' }).click();
    await expect(entries.nth(0)).toHaveAttribute('aria-current', 'true');
    await expectHspStreaming(key);
    const first = hspSnapshot.parse(await emulatorControl.rawDevice(key)).hsp.state.stream_id;

    // At its end the next video starts by itself, and the device follows it on a stream of its own.
    await expect(entries.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    await expect(main.getByText('02 Twister.webm')).toBeVisible();
    await expect
      .poll(async () => hspSnapshot.parse(await emulatorControl.rawDevice(key)).hsp.state.stream_id)
      .not.toBe(first);
    await expectHspStreaming(key);
    await player.waitForPlaying();

    // A reload: the folder came by an input, so the list comes back by name, the video marked.
    await page.reload();
    const byName = main.getByTestId('library-by-name');
    await expect(byName).toContainText('Open that folder again to play');
    await expect(byName.getByRole('listitem')).toHaveText([
      '01 Warm up.webm',
      '02 Twister.webm',
      '03 Fast.webm',
    ]);
    await expect(byName.locator('li[aria-current="true"]')).toHaveText('02 Twister.webm');
  });

  test('a folder picked in Chromium is remembered: after a reload it opens again by itself and plays', async ({
    page,
  }) => {
    // The picker is a native dialog no test can drive: it hands over a real directory handle of
    // the origin's private file system instead, which Chromium stores and grants like a picked one.
    await page.addInitScript({
      content: `window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('Picked', { create: true });`,
    });
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/local');
    const files = readdirSync(folder).map((name) => ({
      name,
      base64: readFileSync(join(folder, name)).toString('base64'),
    }));
    await page.evaluate(async (list) => {
      const root = await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('Picked', { create: true });
      for (const file of list) {
        const handle = await dir.getFileHandle(file.name, { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    }, files);

    const main = page.getByRole('main');
    await main.getByTestId('library-open').click();
    const entries = main.getByTestId('library-entry');
    await expect(entries).toHaveCount(3);
    await expect(main.getByRole('heading', { name: /Picked/ })).toBeVisible();
    await main.getByRole('button', { name: 'Play 02 Twister' }).click();
    await expect(entries.nth(1)).toHaveAttribute('aria-current', 'true');

    // A reload: the remembered handle opens again without a click, the video it was on marked.
    await page.reload();
    await expect(entries).toHaveCount(3);
    await expect(main.getByTestId('library-by-name')).toHaveCount(0);
    await expect(main.getByTestId('library-needs-access')).toHaveCount(0);
    await expect(entries.nth(1)).toHaveAttribute('aria-current', 'true');
    await main.getByRole('button', { name: 'Play 03 Fast' }).click();
    await expect(main.getByText('03 Fast.webm')).toBeVisible();
    const player = localPlayerModel(page);
    await player.waitForPlaying();
  });

  test('with shortcuts on, N and P step through the playlist, with or without a device', async ({
    page,
  }) => {
    await seedLocalStorage(page, returningVisitor({ shortcuts: true }));
    await page.goto('/local');
    const main = page.getByRole('main');
    await main.getByTestId('library-folder-input').setInputFiles(folder);
    const entries = main.getByTestId('library-entry');
    await expect(entries).toHaveCount(3);
    await expect(main.getByTestId('library-next')).toHaveAttribute('aria-keyshortcuts', 'N');
    await expect(main.getByTestId('library-previous')).toHaveAttribute('aria-keyshortcuts', 'P');
    await main.getByRole('button', { name: 'Play 01 Warm up' }).click();
    await expect(entries.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('n');
    await expect(entries.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(main.getByText('02 Twister.webm')).toBeVisible();
    await page.keyboard.press('n');
    await expect(entries.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('p');
    await expect(entries.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('a script too fast for the device says so; Limit the speed fixes it, and the file it exports plays the same', async ({
    page,
  }) => {
    const key = `E2eLibrary2${test.info().repeatEachIndex}`;
    const player = await openConnected(page, key);
    const main = page.getByRole('main');
    await main.getByTestId('library-folder-input').setInputFiles(folder);
    await main.getByRole('button', { name: 'Play 03 Fast' }).click();
    // Looped, so that it still plays at each step below.
    await player.setLoop(true);
    const finding = main.getByTestId('preflight-tooFast');
    await expect(finding).toContainText('faster than the device can go');
    // As written, the emulated device cannot keep up: it arrives ever later, far from the script.
    await expectHspStreaming(key);
    const asWritten = await followErrorsOnceFollowing(key, FAST_ACTIONS);
    expect(nearestRankQuantile(asWritten.errorsPct, 0.9)).toBeGreaterThan(30);

    const streams = recordSentStreams(page);
    await finding.getByRole('button', { name: /Limit the speed/ }).click();
    await expect(finding).toHaveCount(0);
    await expect(main.getByTestId('preflight-applied')).toHaveText(/Speed limited to 360 %\/s/);
    await expectHspStreaming(key);
    // The stream the device plays now (a lap's stream set up just before the fix carried the
    // old points): once it has its points, none moves faster than the cap.
    const newest = () => {
      const points = streams.at(-1) ?? [];
      return points.length > 10 ? fastestPctPerS(points) : Number.POSITIVE_INFINITY;
    };
    await expect.poll(newest, { timeout: 15_000 }).toBeLessThanOrEqual(LIMIT_PCT_PER_S);

    // The changed script as a file: named after the original, with a note of the change.
    const download = page.waitForEvent('download');
    await main.getByTestId('preflight-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('03 Fast.glide.funscript');
    const exportedPath = await file.path();
    const exported = z
      .object({
        metadata: z.object({ notes: z.string() }),
        actions: z.array(z.object({ at: z.number(), pos: z.number() })),
      })
      .parse(JSON.parse(readFileSync(exportedPath, 'utf8')));
    expect(exported.metadata.notes).toContain('limitSpeed');

    // Opened as the script, it plays as exported: no finding, and the same moves reach the device.
    const again = recordSentPoints(page);

    await main.getByTestId('local-script-input').setInputFiles({
      name: '03 Fast.glide.funscript',
      mimeType: 'application/json',
      buffer: readFileSync(exportedPath),
    });
    await expect(main.getByText('03 Fast.glide.funscript')).toBeVisible();
    await expect(main.getByTestId('preflight-tooFast')).toHaveCount(0);
    const byTime = new Map(exported.actions.map((a) => [a.at, a.pos]));
    // Looping, the stream also carries a point after the script's end (the loop's seam), which
    // holds the last position: every other point is one of the file's. The wait counts the file's
    // points alone, so a seam point among the first eleven sent cannot end it a point short.
    const lastMs = exported.actions.at(-1)?.at ?? 0;
    const fileOnes = () => again.filter((p) => p.t <= lastMs);
    await expect.poll(() => fileOnes().length, { timeout: 10_000 }).toBeGreaterThan(10);
    const played = fileOnes();
    expect(played.filter((p) => byTime.get(p.t) === p.x)).toEqual(played);
    // And the emulated device keeps up with it: within a few percent of the script throughout
    // (trailing it by at most a constant few tens of ms, from a start mid-stroke at top speed).
    const limited = await followErrorsOnceFollowing(key, exported.actions);
    expect(nearestRankQuantile(limited.errorsPct, 0.9)).toBeLessThan(5);
    expect(Math.abs(limited.delayMs)).toBeLessThanOrEqual(60);
  });
});
