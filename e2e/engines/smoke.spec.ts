// The smoke set every engine runs (the projects "Firefox ESR" and "WebKit" in
// e2e/playwright.config.ts): an ordinary evening with Glide, each step as a user takes it, against
// the e2e emulator. The Chromium specs cover each screen in depth; this set shows that the same
// evening works in the engines Chromium is not.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nearestRankQuantile } from '@glide/emulator';
import { returningVisitor } from '../support/browser-storage';
import { followErrorsOnceFollowing, type ScriptPoints } from '../support/device-follow';
import { emulatorControl } from '../support/emulator-control';
import { expectHspStreaming } from '../support/hsp-stream';
import { funscript, makeClip, strokes } from '../support/script-folder';
import { clipActions, makeSyncClip, type SyncClip } from '../support/sync-clip';
import { expect, test } from './engine-test';
import type { SmokeApp } from './smoke-app';

/**
 * A key of this test's own, so that the engines' workers never share a device, and each repeat
 * (`--repeat-each`, to hunt a flake) gets a device of its own.
 */
function keyFor(app: SmokeApp, name: string): string {
  const repeat = test.info().repeatEachIndex;
  return `Eng${app.page.engine === 'firefox' ? 'Ff' : 'Wk'}${name}${repeat ? `R${repeat}` : ''}`;
}

const playState = async (key: string) => (await emulatorControl.device(key)).hamp.play_state;

/** `path` connected to a new device `key` from a link (`#k=`), as a returning visitor. */
async function openConnected(app: SmokeApp, path: string, key: string): Promise<void> {
  await emulatorControl.createDevice({ connectionKey: key });
  await app.seed(returningVisitor());
  await app.page.goto(`${path}#k=${key}`);
  await app.expectConnection('connected');
}

test('the first visit asks for the device, then shows the home page', async ({ app }) => {
  await app.page.goto('/');
  await app.find({ role: 'heading', name: 'Which device do you use?' });
  await app.click({ role: 'radio', name: 'The Handy', prefix: true });
  await app.click({ role: 'button', name: 'Continue' });
  await app.find({ role: 'heading', name: 'Welcome to Glide' });
  const stored = await app.page.evaluate(
    () => window.localStorage.getItem('glide.preferences'),
    null,
  );
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ deviceSelectionComplete: true });
});

test('a link with the key connects; HAMP starts, and Escape and the header button stop it', async ({
  app,
}) => {
  const key = keyFor(app, 'Hamp1');
  await openConnected(app, '/hamp', key);
  // The key rides in the fragment, and the app takes it out of the address once it has it.
  expect(await app.page.url()).not.toContain(key);
  const controls = await app.find({ role: 'region', name: 'Controls' });

  await app.click({ role: 'button', name: 'Start', within: controls });
  await expect.poll(() => playState(key)).toBe(1);
  await app.pressOnPage('Escape');
  await expect.poll(() => playState(key)).toBe(0);

  await app.click({ role: 'button', name: 'Start', within: controls });
  await expect.poll(() => playState(key)).toBe(1);
  await app.click({ role: 'button', name: 'Stop all', within: 'header' });
  await expect.poll(() => playState(key)).toBe(0);
});

test('the settings survive a reload, and the pages read in German', async ({ app }) => {
  await app.seed(returningVisitor({ darkMode: false }));
  await app.page.goto('/hamp');
  await app.find({ role: 'heading', name: 'Automatic stroking (HAMP)' });
  await app.selectOption({ role: 'combobox', name: 'Language' }, 'de');
  await app.find({ role: 'heading', name: 'Automatische Hübe (HAMP)' });

  await app.page.reload();
  await app.find({ role: 'heading', name: 'Automatische Hübe (HAMP)' });
  const page = await app.page.evaluate(
    () => ({
      lang: document.documentElement.lang,
      theme: document.documentElement.getAttribute('data-theme'),
    }),
    null,
  );
  expect(page).toEqual({ lang: 'de', theme: 'light' });
  await app.find({ role: 'link', name: 'Lokaler Player' });
});

/** `/local`'s transports by the start of their names ("Streamed…", "Hosted…"). */
const TRANSPORTS = [
  { label: 'HSP', radio: 'Streamed' },
  { label: 'HSSP', radio: 'Hosted' },
] as const;

let clip: SyncClip;
test.beforeAll(() => {
  clip = makeSyncClip('engine-clip', 30);
});

/** The clip's script as the device follow measure reads it. */
function clipPoints(): ScriptPoints {
  return clipActions(clip.durationMs);
}

for (const { label, radio } of TRANSPORTS) {
  test(`a video and its script on /local play with the device following (${label})`, async ({
    app,
  }, testInfo) => {
    const key = keyFor(app, `Local${label}`);
    await openConnected(app, '/local', key);
    await app.page.setFiles('[data-testid="local-video-input"]', [clip.videoPath, clip.scriptPath]);
    await app.expectText({ role: 'main' }, 'engine-clip.funscript');
    await app.click({ role: 'radio', name: radio, prefix: true });
    const controls = await app.find({ role: 'group', name: 'Player controls' });
    await app.click({ role: 'button', name: 'Play', within: controls });
    await expect.poll(() => app.videoTimeS()).toBeGreaterThan(1);
    const follow = await followErrorsOnceFollowing(key, clipPoints());
    expect(nearestRankQuantile(follow.errorsPct, 0.9)).toBeLessThan(10);
    // The page as it plays, kept with the results to be looked at (1280×800).
    const shot = testInfo.outputPath(`local-${label}.png`);
    await app.page.screenshot(shot);
    await testInfo.attach(`/local playing (${label})`, { path: shot, contentType: 'image/png' });
  });
}

const FOLDER_CLIP_S = 12;

const base64Of = (path: string) => readFileSync(path).toString('base64');

/**
 * A folder of two clips with their scripts, and a file that is neither, as base64. Each clip lasts
 * long enough to see the device stream it before the next one starts.
 */
function folderFiles(): { path: string; type: string; base64: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'glide-engines-folder-'));
  const files: { path: string; type: string; base64: string }[] = [];
  for (const name of ['01 Warm up', '02 Twister']) {
    const video = join(dir, `${name}.webm`);
    makeClip(video, FOLDER_CLIP_S);
    files.push({ path: `Clips/${name}.webm`, type: 'video/webm', base64: base64Of(video) });
    files.push({
      path: `Clips/${name}.funscript`,
      type: '',
      base64: Buffer.from(funscript(strokes(500, 10, 90, FOLDER_CLIP_S))).toString('base64'),
    });
  }
  files.push({ path: 'Clips/notes.txt', type: 'text/plain', base64: btoa('not a script') });
  return files;
}

test('a folder opened through the folder input plays as a playlist; the page says it is for this visit', async ({
  app,
}) => {
  const key = keyFor(app, 'Folder1');
  await openConnected(app, '/local', key);
  // Neither engine has the directory picker: the page says the folder lasts this visit only.
  await app.expectText({ role: 'main' }, 'only until the page closes');
  expect(await app.page.evaluate(() => 'showDirectoryPicker' in window, null)).toBe(false);
  // WebDriver cannot choose a directory in either engine (docs/engines-probe.md): the files go
  // into the folder input as a folder gives them, each with its path inside the folder.
  await app.page.evaluate((files) => {
    const input = document.querySelector('[data-testid="library-folder-input"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no folder input');
    const transfer = new DataTransfer();
    for (const { path, type, base64 } of files) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const file = new File([bytes], path.split('/').pop() ?? path, { type });
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      transfer.items.add(file);
    }
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, folderFiles());
  await app.expectText({ role: 'main' }, '2 videos');
  await app.expectText({ role: 'main' }, '1 file not used');
  await app.click({ role: 'button', name: 'Play 01 Warm up' });
  await expectHspStreaming(key);
});

test('the beatbox plays a beat on the device', async ({ app }) => {
  const key = keyFor(app, 'Beat1');
  await openConnected(app, '/beatbox', key);
  const library = await app.find({ role: 'button', name: 'Library', within: 'main' });
  const open = await app.page.evaluate(
    (selector) => document.querySelector(selector)?.getAttribute('aria-expanded'),
    library,
  );
  if (open !== 'true') await app.page.click(library);
  await app.click({ role: 'button', name: 'Steady', within: 'main' });
  await app.page.click('[data-testid="beatbox-play"]');
  await expectHspStreaming(key);
  // Full strokes, top and bottom in turn.
  await expect
    .poll(async () => {
      const positions = (await emulatorControl.device(key, 1_000)).timeline.positionsMm;
      return Math.max(...positions) - Math.min(...positions);
    })
    .toBeGreaterThan(40);
});

/** The sync clip's beat (a flash and a click), and how long after it a person taps. */
const BEAT_S = 0.5;
const REACTION_S = 0.15;

test('the tap calibration starts: the clip plays and Space counts as a tap', async ({ app }) => {
  await openConnected(app, '/sync', keyFor(app, 'Tap1'));
  await app.click({ role: 'button', name: 'Start measuring' });
  const step = () =>
    app.page.evaluate(
      () =>
        document.querySelector('[data-testid="calibration"]')?.getAttribute('data-step') ?? null,
      null,
    );
  await expect.poll(step).toBe('videoTaps');
  await expect.poll(() => app.videoTimeS()).toBeGreaterThan(0.5);
  const progress = () =>
    app.page.evaluate(
      () => document.querySelector('[data-testid="calibration-progress"]')?.textContent ?? '',
      null,
    );
  expect(await progress()).toContain('Find the rhythm');
  // A person tapping along with the clip's beat (one every 500 ms from its start), a little late
  // as people are: past the first taps, they are counted.
  const firstBeatS = Math.ceil(((await app.videoTimeS()) + 0.1) / BEAT_S) * BEAT_S;
  for (let tap = 0; tap < 10; tap++) {
    const beatS = firstBeatS + tap * BEAT_S;
    await expect
      .poll(() => app.videoTimeS(), { intervals: [10], timeout: 5_000 })
      .toBeGreaterThanOrEqual(beatS + REACTION_S);
    await app.pressOnPage('Space');
  }
  await expect.poll(progress).not.toContain('Find the rhythm');
});
