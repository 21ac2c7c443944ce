import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalPage } from '../pages/local-page';
import { runFfmpeg } from '../support/sync-clip';
import { expect, test } from '../support/test';

/** A few seconds of VP8 WebM, made at test time (nothing binary lives in the repository). */
function makeClip(dir: string, name: string, seconds: number): string {
  const path = join(dir, name);
  runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=s=160x90:r=15:d=${seconds}`],
    ...['-c:v', 'libvpx', '-b:v', '200k', '-deadline', 'realtime', '-cpu-used', '8'],
    path,
  ]);
  return path;
}

/** A funscript whose last action is at `endMs`. */
function writeFunscript(dir: string, name: string, endMs: number): string {
  const path = join(dir, name);
  const actions = [];
  for (let at = 0; at <= endMs; at += 500)
    actions.push({ at, pos: (at / 500) % 2 === 0 ? 0 : 100 });
  writeFileSync(path, JSON.stringify({ version: '1.0', actions }));
  return path;
}

function writeText(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const dir = mkdtempSync(join(tmpdir(), 'glide-e2e-local-'));
const CLIP_SECONDS = 4;
let clip = '';

test.beforeAll(() => {
  clip = makeClip(dir, 'holiday.webm', CLIP_SECONDS);
});

test.describe('Local player intake', () => {
  test('pairs a video with the script of its name among others, and names them after a reload', async ({
    page,
  }) => {
    const local = new LocalPage(page);
    await local.open();
    await expect(local.empty).toBeVisible();
    await expect(local.empty.getByRole('heading', { level: 2 })).toHaveText(
      'Drop a video and a script here',
    );

    const matching = writeFunscript(dir, 'holiday.funscript', CLIP_SECONDS * 1000);
    const other = writeFunscript(dir, 'other.funscript', CLIP_SECONDS * 1000);
    await local.pickFiles([other, clip, matching]);
    await expect(local.videoName).toHaveText('holiday.webm');
    await expect(local.scriptName).toHaveText('holiday.funscript');
    await expect(local.unpaired).toContainText('other.funscript');
    await expect(local.privacy).toContainText('Your video is never uploaded');
    expect(await local.videoDurationMs()).toBeGreaterThan(CLIP_SECONDS * 1000 - 500);
    await expect(local.videoError).toHaveCount(0);
    await expect(local.lengthWarning).toHaveCount(0);

    await page.reload();
    await expect(local.lastTime).toHaveText(
      'Last time: holiday.webm with holiday.funscript. Pick them again.',
    );
  });

  test('says what is wrong with a bad script and keeps the video', async ({ page }) => {
    const local = new LocalPage(page);
    await local.open();
    await local.pickFiles([clip]);
    await expect(local.videoName).toHaveText('holiday.webm');

    await local.pickScript(writeText(dir, 'broken.csv', 'time,pos\n0,zero\n'));
    await expect(local.scriptError).toContainText('“broken.csv” cannot be used: Invalid CSV.');
    await local.pickScript(writeText(dir, 'one.funscript', '{"actions":[{"at":0,"pos":1}]}'));
    await expect(local.scriptError).toContainText('Need at least 2 points');
    await local.pickScript(writeText(dir, 'junk.funscript', 'this is not a script'));
    await expect(local.scriptError).toContainText('Invalid Json in script');
    await expect(local.scriptName).toHaveText('None chosen');
    await expect(local.video).toBeVisible();
    await expect(
      local.scriptError.getByRole('button', { name: 'Choose another script' }),
    ).toBeVisible();
  });

  test('warns about a script much longer than the video, and still takes it', async ({ page }) => {
    const local = new LocalPage(page);
    await local.open();
    await local.pickFiles([clip, writeFunscript(dir, 'long.funscript', 60_000)]);
    await expect(local.scriptName).toHaveText('long.funscript');
    await expect(local.lengthWarning).toHaveText(
      /^The script runs to 1:00, but the video ends at 0:0[34]\./,
    );
  });

  test('names a video the browser cannot play', async ({ page }) => {
    const local = new LocalPage(page);
    await local.open();
    await local.pickFiles([writeText(dir, 'fake.webm', 'these bytes are not a video')]);
    await expect(local.videoError).toContainText('“fake.webm”');
    await expect(
      local.videoError.getByRole('button', { name: 'Choose another video' }),
    ).toBeVisible();
  });
});
