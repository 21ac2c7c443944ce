/**
 * A scene's script: strokes between two depths at a scene's own pace, changing every few seconds,
 * over the whole clip. `interactiveSpeed` is Stash's figure for it: the median of each action's speed
 * (|Δpos| / Δt, units per second; the first action's is 0), as Stash's heatmap generator computes it
 * (`internal/manager/generator_interactive_heatmap_speed.go`).
 */
import { createRandom } from '@glide/core';

export interface FunscriptAction {
  readonly at: number;
  readonly pos: number;
}

export interface Funscript {
  readonly version: '1.0';
  readonly inverted: false;
  readonly range: 100;
  readonly actions: readonly FunscriptAction[];
}

/** A scene's script for a clip of `durationMs`, from `seed`; the same seed, the same script. */
export function generateFunscript(seed: number, durationMs: number): Funscript {
  const random = createRandom(seed);
  const actions: FunscriptAction[] = [{ at: 0, pos: 50 }];
  let at = 0;
  let up = true;
  while (at < durationMs) {
    // A passage of 3–8 s at one pace: 150–800 ms a stroke, 40–90 deep.
    const passageEnd = at + 3_000 + random() * 5_000;
    const strokeMs = Math.round(150 + random() * 650);
    const depth = Math.round(40 + random() * 50);
    const low = Math.round(random() * (100 - depth));
    while (at < passageEnd && at < durationMs) {
      at = Math.min(durationMs, at + strokeMs);
      actions.push({ at, pos: up ? low + depth : low });
      up = !up;
    }
  }
  return { version: '1.0', inverted: false, range: 100, actions };
}

/** Stash's `interactive_speed` of a script: the median action speed, units per second, truncated. */
export function interactiveSpeedOf(actions: readonly FunscriptAction[]): number {
  const speeds = actions.map((action, i) => {
    const previous = actions[i - 1];
    if (!previous || action.at === previous.at) return 0;
    return (Math.abs(action.pos - previous.pos) / (action.at - previous.at)) * 1_000;
  });
  speeds.sort((a, b) => a - b);
  const middle = Math.floor(speeds.length / 2);
  if (speeds.length === 0) return 0;
  if (speeds.length % 2 !== 0) return Math.trunc(speeds[middle] ?? 0);
  return Math.trunc(((speeds[middle - 1] ?? 0) + (speeds[middle] ?? 0)) / 2);
}
