/**
 * Scripts and clips for the specs that open a folder in the local player's library: a funscript's
 * text from its actions, strokes at a steady beat, and a short test clip made by Debian's ffmpeg.
 */
import { runFfmpeg } from './sync-clip';

/** A funscript's text with `actions` as `[at, pos]` pairs. */
export const funscript = (actions: readonly (readonly [number, number])[]): string =>
  JSON.stringify({ version: '1.0', actions: actions.map(([at, pos]) => ({ at, pos })) });

/** Strokes between `low` and `high` every `everyMs`, over `durationS`. */
export function strokes(
  everyMs: number,
  low: number,
  high: number,
  durationS: number,
): [number, number][] {
  const actions: [number, number][] = [];
  for (let at = 0; at <= durationS * 1000; at += everyMs)
    actions.push([at, (at / everyMs) % 2 === 0 ? low : high]);
  return actions;
}

/** A small WebM test clip of `durationS` at `path` (160×90, 15 fps). */
export function makeClip(path: string, durationS: number): void {
  runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=s=160x90:r=15:d=${durationS}`],
    ...['-c:v', 'libvpx', '-b:v', '200k', '-deadline', 'realtime', '-cpu-used', '8'],
    path,
  ]);
}
