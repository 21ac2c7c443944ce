/**
 * Checks that the emulated slider follows a script: the control API reports the play clock
 * (`current_time`) and the slider position of the same instant, so the comparison does not depend
 * on how fast the test itself runs.
 */
import { expect } from 'vitest';
import type { ControlApi, PlayTimeline } from './control';
import { eventually } from './wait';

/** A script point: `t` ms, `x` 0–100. */
export interface ScriptPoint {
  readonly t: number;
  readonly x: number;
}

/** The script position (0–100) at stream time `tMs`, linear between points. */
export function positionAt(points: readonly ScriptPoint[], tMs: number): number {
  const first = points[0];
  if (!first || tMs <= first.t) return first?.x ?? 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && tMs <= b.t) return a.x + ((b.x - a.x) * (tMs - a.t)) / (b.t - a.t);
  }
  return points.at(-1)?.x ?? 0;
}

/** The script as CSV, with the metadata line the Handy skips. */
export function toCsv(points: readonly ScriptPoint[]): string {
  return ['#Created by the Glide integration tests', ...points.map((p) => `${p.t},${p.x}`)]
    .join('\n')
    .concat('\n');
}

/** The stream time at emulator time `atMs`, or null where the play clock was not running. */
function streamTimeAt(timeline: PlayTimeline, atMs: number): number | null {
  const segment = timeline.segments.findLast((s) => s.fromMs <= atMs);
  if (!segment?.running) return null;
  return segment.streamMs + (atMs - segment.fromMs) * segment.rate;
}

/**
 * Waits until the device's play clock reaches `untilMs`, then checks the slider's recorded path
 * against the script: every 10 ms sample of the emulator's position timeline taken while the play
 * clock ran inside the script is mapped to its stream time through the play timeline, and must be
 * where the script says (full stroke zone: x % = mm). Both records are the emulator's, so the check
 * does not depend on how often this test manages to poll on a busy machine. At least three samples
 * away from the start position are required, so the check cannot pass without watching the motion.
 */
export async function expectSliderFollows(
  control: ControlApi,
  connectionKey: string,
  points: readonly ScriptPoint[],
  untilMs: number,
  toleranceMm = 1,
): Promise<void> {
  const lastMs = points.at(-1)?.t ?? 0;
  await eventually(
    `play clock at ${untilMs} ms`,
    async () => (await control.snapshot(connectionKey)).hsp.state.current_time,
    (streamMs) => streamMs >= untilMs,
  );
  const timeline = await control.playTimeline(connectionKey);
  const { startMs, stepMs, positionsMm } = (await control.snapshot(connectionKey)).timeline;
  const samples: Array<{ streamMs: number; positionMm: number; expectedMm: number }> = [];
  positionsMm.forEach((positionMm, i) => {
    const streamMs = streamTimeAt(timeline, startMs + i * stepMs);
    if (streamMs === null || streamMs <= 0 || streamMs >= Math.min(lastMs, untilMs)) return;
    samples.push({ streamMs, positionMm, expectedMm: positionAt(points, streamMs) });
  });
  const startMm = points[0]?.x ?? 0;
  expect(samples.filter((s) => s.expectedMm !== startMm).length).toBeGreaterThanOrEqual(3);
  for (const sample of samples) {
    expect(Math.abs(sample.positionMm - sample.expectedMm), JSON.stringify(sample)).toBeLessThan(
      toleranceMm,
    );
  }
}
