/**
 * Live scripts for the engine's tests: a cycle of points repeated for ever, and a switch from one
 * live script to another at a time (the old motion up to it, an exact point there, the new one
 * after), as the pattern timeline does for the app.
 */
import type { HspPoint } from '../../script/hsp';
import type { LiveScript } from '../types';

/** The position of `script` at `timeMs`, interpolated between its points. */
export function livePositionAt(script: LiveScript, timeMs: number): number | undefined {
  const before = script.previousPoint(timeMs);
  const [after] = script.pointsAfter(timeMs, 1);
  if (!before || !after) return before?.x ?? after?.x;
  return before.x + ((after.x - before.x) * (timeMs - before.t)) / (after.t - before.t);
}

/** `cycle` (times within `[0, periodMs)`) repeated from script time 0 on. */
export function periodicScript(
  cycle: readonly HspPoint[],
  periodMs: number,
  name = 'cycle',
): LiveScript {
  const at = (loop: number, index: number): HspPoint | undefined => {
    const p = cycle[index];
    return p && { t: loop * periodMs + p.t, x: p.x };
  };
  return {
    kind: 'live',
    name,
    pointsAfter(afterMs, count) {
      const out: HspPoint[] = [];
      if (cycle.length === 0) return out;
      let loop = Math.max(0, Math.floor(afterMs / periodMs));
      let index = 0;
      while (out.length < count) {
        const p = at(loop, index);
        if (p && p.t > afterMs) out.push(p);
        index += 1;
        if (index >= cycle.length) {
          index = 0;
          loop += 1;
        }
      }
      return out;
    },
    previousPoint(timeMs) {
      if (cycle.length === 0 || timeMs < (cycle[0]?.t ?? 0)) return undefined;
      const loop = Math.floor(timeMs / periodMs);
      for (const l of [loop, loop - 1]) {
        for (let i = cycle.length - 1; i >= 0; i--) {
          const p = at(l, i);
          if (p && p.t <= timeMs) return p;
        }
      }
      return undefined;
    },
  };
}

/** `before` until `atMs` (an exact point there holding its position), `after` from then on. */
export function switchedScript(before: LiveScript, after: LiveScript, atMs: number): LiveScript {
  const switchPoint = { t: atMs, x: Math.round(livePositionAt(before, atMs) ?? 0) };
  return {
    kind: 'live',
    name: after.name,
    pointsAfter(afterMs, count) {
      const early =
        afterMs < atMs ? before.pointsAfter(afterMs, count).filter((p) => p.t < atMs) : [];
      const withSwitch = afterMs < atMs ? [...early, switchPoint] : early;
      const late = after.pointsAfter(Math.max(afterMs, atMs), count);
      return [...withSwitch, ...late].slice(0, count);
    },
    previousPoint(timeMs) {
      if (timeMs < atMs) return before.previousPoint(timeMs);
      const late = after.previousPoint(timeMs);
      return late && late.t > atMs ? late : switchPoint;
    },
  };
}

/** A 600 ms beat with other positions than the tests' first one: what an edit switches to. */
export const FASTER_BEAT: LiveScript = periodicScript(
  [
    { t: 0, x: 20 },
    { t: 300, x: 100 },
  ],
  600,
  'faster',
);
