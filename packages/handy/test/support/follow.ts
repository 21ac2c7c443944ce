/**
 * Checks that the emulated slider follows a script: the control API reports the play clock
 * (`current_time`) and the slider position of the same instant, so the comparison does not depend
 * on how fast the test itself runs.
 */
import { expect } from 'vitest';
import type { ControlApi } from './control';
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

/**
 * Samples the device until its play clock reaches `untilMs` and checks at every sample taken while
 * the script runs that the slider is where the script says (full stroke zone: x % = mm). At least
 * three samples away from the start position are required, so the check cannot pass without
 * watching the motion.
 */
export async function expectSliderFollows(
  control: ControlApi,
  connectionKey: string,
  points: readonly ScriptPoint[],
  untilMs: number,
  toleranceMm = 1,
): Promise<void> {
  const lastMs = points.at(-1)?.t ?? 0;
  const samples: Array<{ streamMs: number; positionMm: number; expectedMm: number }> = [];
  await eventually(
    `play clock at ${untilMs} ms`,
    async () => {
      const snapshot = await control.snapshot(connectionKey);
      const streamMs = snapshot.hsp.state.current_time;
      if (streamMs > 0 && streamMs < lastMs) {
        samples.push({
          streamMs,
          positionMm: snapshot.slider.position_absolute,
          expectedMm: positionAt(points, streamMs),
        });
      }
      return streamMs;
    },
    (streamMs) => streamMs >= untilMs,
  );
  const startMm = points[0]?.x ?? 0;
  expect(samples.filter((s) => s.expectedMm !== startMm).length).toBeGreaterThanOrEqual(3);
  for (const sample of samples) {
    expect(Math.abs(sample.positionMm - sample.expectedMm), JSON.stringify(sample)).toBeLessThan(
      toleranceMm,
    );
  }
}
