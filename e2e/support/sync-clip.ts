/**
 * The clip the `/local` sync specs and the sync benchmarks play, generated at run time: ffmpeg's
 * test pattern with its running time code (so a trace's screenshots show where the video was), a
 * tone, VP9 in WebM, and a script of uneven strokes over the whole length with the same base name,
 * so the player pairs them. Seeded, so every run plays the same strokes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRandom } from '@glide/core';

/** The generated files. */
export interface SyncClip {
  readonly videoPath: string;
  readonly scriptPath: string;
  readonly durationMs: number;
  /** The video file's size (bytes), for specs that serve it in parts. */
  readonly videoBytes: number;
}

/** Strokes 150–600 ms apart between random positions, from 0 to the end (both ends padded). */
export function clipActions(durationMs: number): Array<{ at: number; pos: number }> {
  // Seeded: the same strokes on every run.
  const random = createRandom(90_210);
  const actions = [{ at: 0, pos: 0 }];
  let at = 0;
  for (;;) {
    at += 150 + Math.floor(random() * 450);
    if (at >= durationMs) break;
    actions.push({ at, pos: Math.round(random() * 100) });
  }
  actions.push({ at: durationMs, pos: 0 });
  return actions;
}

/**
 * Runs Debian's ffmpeg quietly. `npm test` checks first that it is there with these encoders
 * (`scripts/system-tools.mjs`); a spec run on its own says plainly when it is not.
 */
export function runFfmpeg(args: readonly string[]): void {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'ffmpeg is not on PATH: install it with `apt-get install -y ffmpeg` (`bash .ci/run` does so when it is missing).',
        { cause: error },
      );
    }
    throw error;
  }
}

/** Writes `<name>.webm` and `<name>.funscript` into a fresh temporary folder. */
export function makeSyncClip(name = 'sync-clip', durationS = 24): SyncClip {
  const dir = mkdtempSync(join(tmpdir(), 'glide-e2e-sync-'));
  const videoPath = join(dir, `${name}.webm`);
  const scriptPath = join(dir, `${name}.funscript`);
  runFfmpeg([
    // `testsrc` draws a running time code on every frame.
    ...['-f', 'lavfi', '-i', `testsrc=s=320x180:r=30:d=${durationS}`],
    ...['-f', 'lavfi', '-i', `sine=f=440:d=${durationS}`],
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-g', '30'],
    ...['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
    ...['-c:a', 'libopus', '-b:a', '24k', '-t', String(durationS), videoPath],
  ]);
  const durationMs = durationS * 1000;
  writeFileSync(
    scriptPath,
    JSON.stringify({
      version: '1.0',
      inverted: false,
      range: 100,
      actions: clipActions(durationMs),
    }),
  );
  return { videoPath, scriptPath, durationMs, videoBytes: statSync(videoPath).size };
}
