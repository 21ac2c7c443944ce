import { describe, expect, it } from 'vitest';
import { startTimeline, switchTimeline } from '../pattern/timeline';
import { patternPlayable } from './pattern-playable';
import { playablePositionAt } from './playable';

const upDown = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 0 },
    { t: 500, x: 100 },
  ],
};
const high = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 80 },
    { t: 500, x: 90 },
  ],
};

describe('patternPlayable', () => {
  it('streams the timeline and tells where it is', () => {
    const playable = patternPlayable(startTimeline(upDown), 'Steady', 0);
    expect(playable.source.pointsAfter(900, 3)).toEqual([
      { t: 1_000, x: 0 },
      { t: 1_500, x: 100 },
      { t: 2_000, x: 0 },
    ]);
    expect(playable.source.previousPoint(1_250)).toEqual({ t: 1_000, x: 0 });
    expect(playablePositionAt(playable, 1_250)).toBe(50);
  });

  it('carries the edit’s switch time, and the old motion up to it', () => {
    const { timeline, switchAtMs } = switchTimeline(startTimeline(upDown), high, 2_250, 'asap');
    const edited = patternPlayable(timeline, 'Steady', switchAtMs);
    expect(edited.changedFromMs).toBe(2_250);
    expect(edited.positionAt(2_100)).toBe(20);
    expect(edited.source.pointsAfter(2_100, 2)[0]).toEqual({ t: 2_250, x: 50 });
  });
});
