import { describe, expect, it } from 'vitest';
import { cyclePositionAt } from '@glide/core';
import patternsFile from './data/patterns.json';
import { patternCycle } from './pattern-cycle';
import { shippedShowcase } from './showcase-data';

describe('patternCycle', () => {
  it('puts each point at its beat in whole ms, the loop its length', () => {
    expect(
      patternCycle({
        bpm: 120,
        loopBeats: 2,
        points: [
          { beat: 0, pos: 0 },
          { beat: 0.5, pos: 60 },
          { beat: 1, pos: 100 },
        ],
      }),
    ).toEqual({
      periodMs: 1000,
      points: [
        { t: 0, x: 0 },
        { t: 250, x: 60 },
        { t: 500, x: 100 },
      ],
    });
  });

  it('rounds times down, as the beatbox spreads cells in a column', () => {
    // 110 bpm: a beat is 545.45… ms, half a beat 272.7…, the loop of two 1090.9….
    const cycle = patternCycle({
      bpm: 110,
      loopBeats: 2,
      points: [
        { beat: 0, pos: 10 },
        { beat: 0.5, pos: 70 },
      ],
    });
    expect(cycle).toEqual({
      periodMs: 1090,
      points: [
        { t: 0, x: 10 },
        { t: 272, x: 70 },
      ],
    });
  });

  it('is not fooled by float noise: 0.3 beat at 60 bpm is 300 ms, not 299', () => {
    const cycle = patternCycle({
      bpm: 60,
      loopBeats: 1,
      points: [
        { beat: 0, pos: 0 },
        { beat: 0.3, pos: 100 },
      ],
    });
    expect(cycle.points[1]).toEqual({ t: 300, x: 100 });
  });

  it('sorts the points, rounds positions and keeps one point per ms', () => {
    const cycle = patternCycle({
      bpm: 60,
      loopBeats: 2,
      points: [
        { beat: 1, pos: 80.4 },
        { beat: 0, pos: 20.6 },
        { beat: 1.0001, pos: 40 },
      ],
    });
    // 1 and 1.0001 beats are both 1000 ms: the last given stays.
    expect(cycle).toEqual({
      periodMs: 2000,
      points: [
        { t: 0, x: 21 },
        { t: 1000, x: 40 },
      ],
    });
  });

  it('drops a point that rounds onto the loop’s end: it is the next loop’s start', () => {
    // 110 bpm: the loop of two beats is 1090.9… ms, kept as 1090; beat 1.999 is at 1090.3… ms.
    const cycle = patternCycle({
      bpm: 110,
      loopBeats: 2,
      points: [
        { beat: 0, pos: 0 },
        { beat: 1, pos: 100 },
        { beat: 1.999, pos: 50 },
      ],
    });
    expect(cycle).toEqual({
      periodMs: 1090,
      points: [
        { t: 0, x: 0 },
        { t: 545, x: 100 },
      ],
    });
  });

  it('gives every shipped pattern its card’s loop, starting where its first point is', () => {
    const patterns = shippedShowcase().filter((entry) => entry.type === 'pattern');
    expect(patterns).toHaveLength(patternsFile.patterns.length);
    for (const entry of patterns) {
      const cycle = entry.cycle;
      expect(cycle, entry.id).toBeDefined();
      if (!cycle) continue;
      expect(cycle.periodMs, entry.id).toBe(entry.durationMs);
      expect(cycle.points.length, entry.id).toBeGreaterThanOrEqual(2);
      // The card's heatmap is drawn from the very loop that plays.
      expect(cyclePositionAt(cycle, 0), entry.id).toBe(entry.actions[0]?.pos);
      expect(entry.actions[1], entry.id).toEqual({
        at: cycle.points[1]?.t,
        pos: cycle.points[1]?.x,
      });
    }
  });
});
