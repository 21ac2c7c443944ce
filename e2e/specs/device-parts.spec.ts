import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nearestRankQuantile } from '@glide/emulator';
import { z } from 'zod';
import { EmergencyStop } from '../pages/emergency-stop';
import { localPlayerModel } from '../pages/local-player';
import { PREFERENCES_KEY, returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { followErrorsOnceFollowing } from '../support/device-follow';
import { emulatorControl } from '../support/emulator-control';
import { expectHspStreaming, HSP_PLAYING, hspPlayState } from '../support/hsp-stream';
import { funscript, makeClip, strokes } from '../support/script-folder';
import { expect, test } from '../support/test';

/**
 * Each device its own part (issue 30) against the emulator: the device in use plays a video's main
 * script while a linked device, told in its lane to follow the video's `soft` version, plays that
 * one, streamed to on its own on the same video; read from the emulator's timelines, each device
 * follows its own script and not the other's. A third linked device, offline, is said to be so and
 * sent nothing to play. The emergency stop then stops both that play.
 */

// Long enough that the video still plays when the third timeline is read on a slow machine (each
// read may wait up to 15 s for its samples): at 14 s the clip had ended by then in one CI run.
const CLIP_S = 45;
const MAIN = strokes(500, 10, 90, CLIP_S);
const SOFT = strokes(1000, 35, 65, CLIP_S);
const asPoints = (actions: readonly [number, number][]) =>
  actions.map(([at, pos]) => ({ at, pos }));

function makeFolder(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'glide-e2e-parts-')), 'Parts');
  mkdirSync(folder);
  makeClip(join(folder, 'Duet.webm'), CLIP_S);
  writeFileSync(join(folder, 'Duet.funscript'), funscript(MAIN));
  writeFileSync(join(folder, 'Duet.soft.funscript'), funscript(SOFT));
  return folder;
}

test('two linked devices follow two versions of one script on one video, each read from its timeline', async ({
  page,
}) => {
  // A whole evening in one test: a library opened, a video played on two devices that are then told
  // apart, three timelines read that each need 40 samples of steady play, and the stop. On a loaded
  // machine its browser, at the lowest priority, takes over a minute for that.
  test.setTimeout(120_000);
  // Keys of their own on each repeat (`--repeat-each`), in the one emulator of the run.
  const run = test.info().repeatEachIndex + 1;
  const own = `E2ePartOwn${run}`;
  const partner = `E2ePartPeer${run}`;
  const away = `E2ePartAway${run}`;
  await emulatorControl.createDevice({ connectionKey: own });
  await emulatorControl.createDevice({ connectionKey: partner });
  await emulatorControl.createDevice({ connectionKey: away, online: false });
  const visitor = JSON.parse(returningVisitor()[PREFERENCES_KEY] ?? '{}') as Record<
    string,
    unknown
  >;
  await seedLocalStorage(page, {
    [PREFERENCES_KEY]: JSON.stringify({
      ...visitor,
      linkedDevices: [
        { connectionKey: partner, label: 'Partner' },
        { connectionKey: away, label: 'Away', part: { script: 'variant:soft' } },
      ],
      multicastActive: true,
    }),
  });
  await page.goto(`/local?k=${own}`);
  const player = localPlayerModel(page);
  await player.waitForConnected();
  const main = page.getByRole('main');
  await main.getByTestId('library-folder-input').setInputFiles(makeFolder());
  await main.getByRole('button', { name: 'Play Duet' }).click();

  // Until told otherwise, the linked device plays along with the device in use, and its lane says
  // how far behind the device in use it is, from the answers of the calls each device gets.
  const lane = main.getByTestId('device-lane').filter({ hasText: 'Partner' });
  await expect(lane.getByTestId('lane-along')).toContainText('Plays along with your device');
  await expectHspStreaming(partner);
  await expect(lane.getByTestId('lane-along-lag')).toHaveText(
    /^ · (in step with your device|\d+ ms (behind|ahead of) your device)$/,
  );
  await lane.getByRole('button', { name: 'Change what Partner plays' }).click();
  const plays = lane.getByRole('combobox', { name: 'Plays' });
  await expect(plays.locator('option')).toHaveText([
    'The same as your device',
    'The main script',
    'The “soft” version',
  ]);
  await plays.selectOption({ label: 'The “soft” version' });
  await expect(
    lane.getByText('The “soft” version, stroke zone 0–100 %, offset 0 ms'),
  ).toBeVisible();
  await expect(
    lane.getByRole('img', { name: 'Script of Duet.soft.funscript on Partner' }),
  ).toBeVisible();

  await expectHspStreaming(own);
  await expectHspStreaming(partner);
  await player.waitForPlaying();
  await expect(lane.getByTestId('lane-sync')).toHaveAttribute(
    'data-headline',
    /^(unknown|inSync|drifting)$/,
  );

  // Each device where its own script puts it, and far from the other's.
  const ownFollows = await followErrorsOnceFollowing(own, asPoints(MAIN));
  expect(nearestRankQuantile(ownFollows.errorsPct, 0.9)).toBeLessThan(8);
  const partnerFollows = await followErrorsOnceFollowing(partner, asPoints(SOFT));
  expect(nearestRankQuantile(partnerFollows.errorsPct, 0.9)).toBeLessThan(8);
  const partnerAsMain = await followErrorsOnceFollowing(partner, asPoints(MAIN));
  expect(nearestRankQuantile(partnerAsMain.errorsPct, 0.9)).toBeGreaterThan(20);

  // The offline device is said to be so, and is sent nothing to play.
  await expect(
    main.getByTestId('device-lane').filter({ hasText: 'Away' }).getByTestId('lane-away'),
  ).toHaveText('Offline: nothing is sent to it until it is back.');
  const awayRequests = z
    .object({ byRoute: z.record(z.string(), z.number()) })
    .parse(await emulatorControl.call('GET', `/devices/${away}/requests`));
  expect(Object.keys(awayRequests.byRoute).filter((route) => /\/hs{1,2}p\//.test(route))).toEqual(
    [],
  );

  // The part is kept with the linked device, in the settings.
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), PREFERENCES_KEY);
  expect(stored).toContain('"part":{"script":"variant:soft"}');

  // The emergency stop stops both.
  await new EmergencyStop(page).button.click();
  await expect.poll(() => hspPlayState(own)).not.toBe(HSP_PLAYING);
  await expect.poll(() => hspPlayState(partner)).not.toBe(HSP_PLAYING);
});
