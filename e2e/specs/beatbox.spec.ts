import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { AppShell } from '../pages/app-shell';
import { BeatboxPage } from '../pages/beatbox-page';
import { emulatorControl } from '../support/emulator-control';
import { expectHspStreaming } from '../support/hsp-stream';
import { expect, test } from '../support/test';

const PLAYING = 1;

/** The modelled slider positions of the last `windowMs`, in mm. */
async function recentPositionsMm(key: string, windowMs: number): Promise<number[]> {
  return (await emulatorControl.device(key, windowMs)).timeline.positionsMm;
}

const range = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

const hspState = z.object({ hsp: z.object({ state: z.object({ play_state: z.number() }) }) });

test.describe('the beatbox against the emulator', () => {
  test('an edit while a beat plays changes the device’s motion, with no stop, setup or jump', async ({
    page,
  }) => {
    const key = 'E2eBeatbox1';
    const beatbox = new BeatboxPage(page);
    await beatbox.open(`?k=${key}`);
    await beatbox.connect();
    await beatbox.openPreset('Steady');
    await beatbox.playButton.click();
    await expectHspStreaming(key);
    const playedAtMs = (await emulatorControl.sync.playTimeline(key)).nowMs;
    // Full strokes: top and bottom in turn, a step each.
    await expect.poll(async () => range(await recentPositionsMm(key, 1_000))).toBeGreaterThan(40);

    // Erase the bottom row (its second step is on, so the drag erases): only the top remains.
    await beatbox.dragRow(9, 1, 9);
    await expect.poll(async () => (await beatbox.pattern())[9]).toBe('..........');
    const editedAtMs = (await emulatorControl.sync.playTimeline(key)).nowMs;
    await expect
      .poll(async () => range(await recentPositionsMm(key, 500)), { timeout: 5_000 })
      .toBeLessThan(2);

    // A slower time per step while it plays: the same loop, twice as long, on the same stream.
    await beatbox.timePerStep.fill('500');
    await expect(page.getByText('One loop lasts 5 s.', { exact: false })).toBeVisible();
    await expect
      .poll(async () => range(await recentPositionsMm(key, 500)), { timeout: 5_000 })
      .toBeLessThan(2);

    // The play clock's segments from the one in force when it was streaming to now.
    const { segments: since } = await emulatorControl.sync.playTimeline(key, playedAtMs);
    expect(since.length).toBeGreaterThan(0);
    // One stream, playing all along: no stop, no pause, no new setup.
    expect(new Set(since.map((segment) => segment.streamId)).size).toBe(1);
    expect(since.every((segment) => segment.running && segment.playState === PLAYING)).toBe(true);
    // No jump: each change of the play clock continues the line before it within a few ms.
    for (let i = 1; i < since.length; i++) {
      const before = since[i - 1];
      const after = since[i];
      if (!before || !after) continue;
      const predictedMs = before.streamMs + (after.fromMs - before.fromMs) * before.rate;
      expect(Math.abs(after.streamMs - predictedMs)).toBeLessThan(50);
    }
    expect(editedAtMs).toBeGreaterThan(playedAtMs);
  });

  test('a playlist plays each beat its repeats, then the next, and loops', async ({ page }) => {
    const key = 'E2eBeatbox2';
    const beatbox = new BeatboxPage(page);
    await beatbox.open(`?k=${key}`);
    await beatbox.connect();
    for (const name of ['Steady', 'Tease']) {
      await beatbox.openPreset(name);
      await beatbox.saveButton.click();
      await expect(page.getByTestId('beatbox-save-state')).toHaveText(/Saved in your library/);
      await page
        .getByRole('main')
        .getByRole('button', { name: `Add to playlist ${name}` })
        .click();
    }
    await beatbox.openPanel('Playlist');
    await expect(beatbox.playlistEntries).toHaveCount(2);
    await page.getByRole('radio', { name: 'The playlist, looped' }).check();
    await beatbox.playButton.click();
    await expectHspStreaming(key);

    // Each beat lasts 2.5 s: Steady, then Tease, then Steady again.
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const now = await beatbox.playingEntry();
          if (now !== undefined && seen[seen.length - 1] !== now) seen.push(now);
          return seen.join(' → ');
        },
        { timeout: 9_000, intervals: [100] },
      )
      .toMatch(/^(Steady → )?Tease → Steady/);
    // The device moved all along, the same stream playing.
    const state = hspState.parse(await emulatorControl.rawDevice(key));
    expect(state.hsp.state.play_state).toBe(PLAYING);
  });

  test('a beat exported as a funscript comes back the same when imported', async ({ page }) => {
    const beatbox = new BeatboxPage(page);
    await beatbox.open();
    await beatbox.openPreset('Heartbeat');
    const original = await beatbox.pattern();
    expect(original.join('')).toContain('#');

    const download = page.waitForEvent('download');
    await page.getByTestId('beatbox-export-beat').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('heartbeat.funscript');
    const path = await file.path();
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ metadata: { title: 'Heartbeat' } });

    await beatbox.openPreset('Steady');
    expect(await beatbox.pattern()).not.toEqual(original);
    await beatbox.importInput.setInputFiles({
      name: 'heartbeat.funscript',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(beatbox.importMessage).toContainText('exactly as the file plays');
    await expect(beatbox.name).toHaveValue('heartbeat');
    expect(await beatbox.pattern()).toEqual(original);

    await beatbox.importInput.setInputFiles({
      name: 'broken.funscript',
      mimeType: 'application/json',
      buffer: Buffer.from('{"actions": ['),
    });
    await expect(beatbox.importMessage).toContainText('Invalid Json in script');
  });

  test('Escape stops the device, and the page says why it paused', async ({ page }) => {
    const key = 'E2eBeatbox3';
    const beatbox = new BeatboxPage(page);
    await beatbox.open(`?k=${key}`);
    await beatbox.connect();
    await beatbox.openPreset('Wave');
    await beatbox.playButton.click();
    await expectHspStreaming(key);
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => hspState.parse(await emulatorControl.rawDevice(key)).hsp.state.play_state)
      .not.toBe(PLAYING);
    await expect(beatbox.playButton).toHaveText('Play');
    await expect(beatbox.pauseReason).toBeVisible();
    // From the stop on the slider holds still (the window first still holds the last moves).
    await expect
      .poll(async () => range(await recentPositionsMm(key, 300)), { timeout: 2_000 })
      .toBeLessThan(1);
  });

  test('leaving the page while it plays stops the device; coming back loses nothing', async ({
    page,
  }) => {
    const key = 'E2eBeatbox4';
    const beatbox = new BeatboxPage(page);
    await beatbox.open(`?k=${key}`);
    await beatbox.connect();
    await beatbox.openPreset('Stairs');
    await beatbox.cell(4, 1).click();
    const edited = await beatbox.pattern();
    await beatbox.playButton.click();
    await expectHspStreaming(key);

    // Away from the app altogether: no page of Glide is left to stop it but the one going.
    await page.goto('about:blank');
    await expect
      .poll(async () => hspState.parse(await emulatorControl.rawDevice(key)).hsp.state.play_state, {
        // Long before the stream's lead (15 s) would run out on its own.
        timeout: 3_000,
      })
      .not.toBe(PLAYING);

    await page.goto('/beatbox');
    await expect(beatbox.heading).toHaveText('Beatbox');
    await expect(beatbox.name).toHaveValue('Stairs');
    expect(await beatbox.pattern()).toEqual(edited);
    await expect(beatbox.playButton).toHaveText('Play');
  });

  test('fits a 360 px screen with every panel open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const beatbox = new BeatboxPage(page);
    await beatbox.open();
    await beatbox.openPreset('Gallop');
    for (const panel of ['Grid and motion', 'Playlist']) await beatbox.openPanel(panel);
    await new AppShell(page).expectNoHorizontalOverflow();
    const cell = await beatbox.cell(0, 0).boundingBox();
    expect(cell?.height).toBeGreaterThanOrEqual(44);
    expect(cell?.width).toBeGreaterThanOrEqual(24);
  });
});
