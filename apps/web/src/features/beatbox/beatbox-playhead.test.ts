import { describe, expect, it } from 'vitest';
import type { PatternCycle, TimelinePhase } from '@glide/core';
import { beatPlayhead, NO_PLAYHEAD, playlistPlayhead, samePlayhead } from './beatbox-playhead';

const beat = (periodMs: number): PatternCycle => ({ periodMs, points: [{ t: 0, x: 50 }] });
const phase = (cycle: PatternCycle, cycleMs: number): TimelinePhase => ({
  segmentIndex: 0,
  cycle,
  cycleMs,
  loop: 0,
});

describe('the beatbox playhead', () => {
  it('marks the column of a beat playing alone', () => {
    const cycle = beat(2_500);
    expect(beatPlayhead(phase(cycle, 0), 10).column).toBe(0);
    expect(beatPlayhead(phase(cycle, 1_249), 10).column).toBe(4);
    expect(beatPlayhead(phase(cycle, 2_499), 10).column).toBe(9);
    expect(beatPlayhead(undefined, 10)).toBe(NO_PLAYHEAD);
  });

  it('marks the playlist entry, and the column only when its beat is on screen', () => {
    const a = beat(1_000);
    const b = beat(2_000);
    const entries = [
      { id: 'a', index: 0, cycle: a, repeat: 2, columns: 4, onScreen: false },
      { id: 'b', index: 3, cycle: b, repeat: 1, columns: 10, onScreen: true },
    ];
    const whole: PatternCycle = { periodMs: 4_000, points: [] };
    expect(playlistPlayhead(phase(whole, 1_500), entries)).toEqual({
      column: undefined,
      playlistIndex: 0,
    });
    expect(playlistPlayhead(phase(whole, 3_100), entries)).toEqual({ column: 5, playlistIndex: 3 });
  });

  it('tells a moved playhead from the same one', () => {
    expect(
      samePlayhead(
        { column: 1, playlistIndex: undefined },
        { column: 1, playlistIndex: undefined },
      ),
    ).toBe(true);
    expect(
      samePlayhead(
        { column: 1, playlistIndex: undefined },
        { column: 2, playlistIndex: undefined },
      ),
    ).toBe(false);
  });
});
