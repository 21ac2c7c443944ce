// A person's Stash library played on the one player (issue 32), against a stand-in Stash of the
// spec's own (so that taking it down touches no other spec) and the timed specs' emulator at
// 40 ± 20 ms per request: connected in Settings (a wrong key first), a scene found by search and
// played in sync, stopped, reloaded and resumed where it stopped, the play recorded in Stash, and
// Stash taken down mid-play.
import type { Page } from '@playwright/test';
import {
  CLIP_SECONDS,
  startStashStandin,
  type LibraryScene,
  type RunningStandin,
} from '@glide/stash-standin';
import { localPlayerModel } from '../pages/local-player';
import { SettingsPage } from '../pages/settings-page';
import { PREFERENCES_KEY, seedLocalStorage } from '../support/browser-storage';
import { timedEmulatorControl } from '../support/emulator-control';
import { deviceNow, expectWindowInTarget, LagRecorder } from '../support/local-sync';
import { installFrameRecorder } from '../support/sync-measure';
import { expect, test } from '../support/test';

const LATENCY_MS = 40;
const JITTER_MS = 20;
/** Start-up (upload, setup, the first time adjust) is not sync: lag counts after this. */
const WARM_UP_MS = 3_000;
const STEADY_MS = 5_000;
const POLL = { timeout: 15_000 } as const;

let stash: RunningStandin;
/** The scene the test plays: one with a script, whose title names it alone. */
let scene: LibraryScene;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  stash = await startStashStandin({ port: 0, scenes: 300, seed: 32 });
  const interactive = stash.library.scenes.filter((candidate) => candidate.interactive);
  const unique = interactive.find(
    (candidate) =>
      stash.library.scenes.filter((other) => other.title.includes(candidate.title)).length === 1,
  );
  if (!unique) throw new Error('the stand-in library has no scene with a title of its own');
  scene = unique;
  await timedEmulatorControl.sync.setLatency(LATENCY_MS, JITTER_MS);
});

test.afterAll(async () => {
  await timedEmulatorControl.sync.clearFaults();
  await stash.close();
});

/**
 * `path?k=<key>` connected to the timed emulator, with the stand-in as the library when `library`
 * (else none set yet).
 */
async function openConnected(page: Page, key: string, library = false, path = '/local') {
  await seedLocalStorage(page, {
    [PREFERENCES_KEY]: JSON.stringify({
      version: 3,
      deviceSelectionComplete: true,
      darkMode: true,
      api: { baseUrl: timedEmulatorControl.settingsApiBase },
      ...(library ? { stash: { baseUrl: stash.url, apiKey: stash.apiKey } } : {}),
    }),
  });
  await installFrameRecorder(page);
  const player = localPlayerModel(page);
  await page.goto(`${path}?k=${key}`);
  await player.waitForConnected();
  return player;
}

/** Settings › Stash library, by the menu: a wrong key is named, then the right one connects. */
async function connectLibrary(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const settings = new SettingsPage(page);
  const section = settings.section('Stash library');
  const status = section.getByRole('status');
  await section.getByLabel('Stash address').fill(stash.url);
  await section.getByLabel('API key').fill('not-the-key');
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(status).toHaveText(/^Stash refused the API key\./);
  await section.getByLabel('API key').fill(stash.apiKey);
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(status).toHaveText(/^Connected to Stash v0\.30\.1: 300 scenes, \d+ of them/);
}

test('a library connected in Settings, a scene found by search plays in sync, resumes after a reload, and pauses when Stash goes', async ({
  page,
}) => {
  const key = 'E2eStashPlay1';
  const player = await openConnected(page, key);
  await connectLibrary(page);

  // Find it as a person does: the library from the menu, its title in the search.
  await page.getByRole('link', { name: 'Stash library' }).first().click();
  await expect(page).toHaveURL(/\/stash$/);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(scene.title);
  await search.press('Enter');
  await expect(page.getByRole('status')).toHaveText('1 scene');
  await page.getByRole('link', { name: scene.title }).click();
  // The scene starts by itself once chosen (the device ready for its script first).
  await expect(page).toHaveURL(new RegExp(`/local\\?.*stash=${scene.id}`));
  // The key is never in the page's address.
  expect(page.url()).not.toContain(stash.apiKey);
  await expect(page.getByTestId('local-script-name')).toHaveText(`${scene.title}.funscript`);

  // Chosen, it plays, and the device follows the video.
  const recorder = new LagRecorder(page, key);
  await player.waitForPlaying();
  const playingAtMs = Date.now();
  await recorder.run(WARM_UP_MS + STEADY_MS);
  const steadyFromMs = playingAtMs + WARM_UP_MS;
  const steady = await recorder.samples(steadyFromMs, steadyFromMs + STEADY_MS);
  expectWindowInTarget(steady, steadyFromMs, STEADY_MS / 1000, 'Stash scene, steady playback');

  // Stopped mid-way: the device stops, and Stash has the resume point and the play.
  await player.pauseByButton();
  const stoppedAt = await player.videoState();
  expect(stoppedAt.paused).toBe(true);
  await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(false);
  await expect.poll(() => scene.resumeTimeS, POLL).not.toBeNull();
  expect(Math.abs((scene.resumeTimeS ?? 0) * 1000 - stoppedAt.currentMs)).toBeLessThan(1_000);
  expect(scene.playCount).toBe(1);

  // Reloaded, it is back where it stopped, within a second, and waits for the person to play.
  await page.reload();
  await player.waitForConnected();
  await expect(page.getByTestId('local-script-name')).toHaveText(`${scene.title}.funscript`);
  await expect
    .poll(async () => (await player.videoState()).currentMs, POLL)
    .toBeGreaterThan(stoppedAt.currentMs - 1_000);
  const resumed = await player.videoState();
  expect(resumed.paused).toBe(true);
  test.info().annotations.push({
    type: 'resume after reload',
    description: `stopped at ${Math.round(stoppedAt.currentMs)} ms, back at ${Math.round(resumed.currentMs)} ms`,
  });
  expect(Math.abs(resumed.currentMs - stoppedAt.currentMs)).toBeLessThan(1_000);

  // Stash taken down mid-play: the video pauses with the message, and the device stops.
  await player.play();
  await player.waitForPlaying();
  await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(true);
  stash.faults.down = true;
  try {
    await expect(page.getByTestId('stash-lost')).toContainText(
      'Your Stash library stopped answering, so the video is paused and the device stopped.',
      POLL,
    );
    expect((await player.videoState()).paused).toBe(true);
    await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(false);
  } finally {
    stash.faults.down = false;
  }
});

test('at the end of a scene the next of its list plays, the device following', async ({ page }) => {
  const key = 'E2eStashNext1';
  const player = await openConnected(page, key, true, '/stash');
  const links = page.getByTestId('stash-scene-link');
  await expect(links).toHaveCount(48);
  const first = new URL((await links.nth(0).getAttribute('href')) ?? '', 'http://x').searchParams;
  const second = new URL((await links.nth(1).getAttribute('href')) ?? '', 'http://x').searchParams;
  await links.nth(0).click();
  await player.waitForPlaying();
  expect(new URL(page.url()).searchParams.get('stash')).toBe(first.get('stash'));

  // Near its end: the next scene of the list takes over by itself.
  await player.seekTo(CLIP_SECONDS * 1_000 - 1_500);
  await expect
    .poll(() => new URL(page.url()).searchParams.get('stash'), POLL)
    .toBe(second.get('stash'));
  const recorder = new LagRecorder(page, key);
  await player.waitForPlaying();
  const playingAtMs = Date.now();
  await expect.poll(async () => (await deviceNow(key))?.running, POLL).toBe(true);
  await recorder.run(WARM_UP_MS + 3_000);
  const fromMs = playingAtMs + WARM_UP_MS;
  const samples = await recorder.samples(fromMs, fromMs + 3_000);
  expectWindowInTarget(samples, fromMs, 3, 'the next Stash scene');
});
