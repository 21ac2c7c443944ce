/**
 * The media the sync benchmark plays: a generated video (ffmpeg's test pattern with a running time
 * code, VP9) and a script of uneven strokes over its whole length, written to a temporary folder.
 * Seeded, so every run plays the same strokes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRandom } from '@glide/core';

/** The generated files. */
export interface SyncMedia {
  readonly videoPath: string;
  readonly scriptPath: string;
  readonly durationMs: number;
}

/** Strokes 150–600 ms apart between random positions, from 0 to the end (both ends padded). */
export function benchActions(durationMs: number): Array<{ at: number; pos: number }> {
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

/** Writes `bench.webm` and `bench.funscript` (same base name, so the player pairs them). */
export function makeSyncMedia(durationS = 40): SyncMedia {
  const dir = mkdtempSync(join(tmpdir(), 'glide-bench-sync-'));
  const videoPath = join(dir, 'bench.webm');
  const scriptPath = join(dir, 'bench.funscript');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=s=320x180:r=30:d=${durationS}`],
      ...['-f', 'lavfi', '-i', `sine=f=440:d=${durationS}`],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-g', '30'],
      ...['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
      ...['-c:a', 'libopus', '-b:a', '24k', '-t', String(durationS), videoPath],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const durationMs = durationS * 1000;
  writeFileSync(
    scriptPath,
    JSON.stringify({
      version: '1.0',
      inverted: false,
      range: 100,
      actions: benchActions(durationMs),
    }),
  );
  return { videoPath, scriptPath, durationMs };
}
