import { describe, expect, it } from 'vitest';
import { beatCycle, type PatternCycle } from '@glide/core';
import { beatProblems, lossesOf, patternBeat, UNFELT_SHIFT_MS } from './pattern-beat';
import { shippedShowcase } from './showcase-data';

function shippedCycle(name: string): PatternCycle {
  const cycle = shippedShowcase().find((entry) => entry.name === name)?.cycle;
  if (!cycle) throw new Error(`No pattern ${name}`);
  return cycle;
}

describe('patternBeat', () => {
  it('keeps the beatbox’s 10 rows when the positions sit on them', () => {
    const result = patternBeat(shippedCycle('Slow Wave'));
    expect(result).toMatchObject({ exact: true, fits: true, rows: 10 });
    expect(result?.beat.grid).toEqual({ rows: 10, columns: 2 });
    expect(result?.beat.settings.timePerCellMs).toBe(2000);
    expect(result && beatProblems(result)).toEqual([]);
  });

  it('takes 11 rows for positions in tens, and the beat plays the loop exactly', () => {
    const cycle = shippedCycle('Steady Pulse');
    const result = patternBeat(cycle);
    expect(result).toMatchObject({ exact: true, rows: 11 });
    if (!result) return;
    expect(beatCycle(result.beat)).toEqual(cycle);
  });

  it('takes 21 rows for positions in quarters', () => {
    expect(patternBeat(shippedCycle('Staircase'))).toMatchObject({ exact: true, rows: 21 });
  });

  it('lets times move by a few ms (the tempo’s own rounding), but nothing else', () => {
    const result = patternBeat(shippedCycle('Double Tap'));
    expect(result).toMatchObject({ exact: false, fits: true, rows: 11 });
    expect(result?.losses).toMatchObject({ movedPositions: 0, mergedTimes: 0 });
    expect(result?.losses.largestShiftMs).toBeGreaterThan(0);
    expect(result?.losses.largestShiftMs).toBeLessThanOrEqual(UNFELT_SHIFT_MS);
    expect(result && beatProblems(result)).toEqual([]);
  });

  it('says how far the times would move when they move more than that', () => {
    // Heartbeat's 0.9 beat is on no grid its 0.2 beats make: 750 ms lands on the 830 ms column.
    const result = patternBeat(shippedCycle('Heartbeat'));
    expect(result).toMatchObject({ exact: false, fits: false, rows: 11 });
    expect(result && beatProblems(result)).toEqual([{ kind: 'shifted', count: 4, upToMs: 80 }]);
  });

  it('picks the rows that move fewest positions, and says how many still move', () => {
    // 37 and 63 % lie on none of the rows tried; 50 % lies on 11, 21 and 51 rows.
    const cycle: PatternCycle = {
      periodMs: 1200,
      points: [
        { t: 0, x: 50 },
        { t: 300, x: 37 },
        { t: 600, x: 50 },
        { t: 900, x: 63 },
      ],
    };
    const result = patternBeat(cycle);
    expect(result?.rows).toBe(11);
    expect(result && beatProblems(result)).toEqual([{ kind: 'moved', count: 2 }]);
  });

  it('says which points would merge when two share a 10 ms cell', () => {
    const cycle: PatternCycle = {
      periodMs: 1000,
      points: [
        { t: 0, x: 0 },
        { t: 3, x: 100 },
        { t: 500, x: 100 },
      ],
    };
    const problems = beatProblems(patternBeat(cycle) ?? fail());
    expect(problems[0]).toEqual({ kind: 'merged', count: 1 });
  });

  it('says where the loop would stop when 100 columns cannot hold it', () => {
    // A point every 50 ms for 10 s: 200 columns of 50 ms.
    const points = Array.from({ length: 200 }, (_, i) => ({ t: i * 50, x: i % 2 === 0 ? 0 : 100 }));
    const result = patternBeat({ periodMs: 10_000, points }) ?? fail();
    expect(result.fits).toBe(false);
    expect(beatProblems(result)).toContainEqual({ kind: 'truncated', afterMs: 4950 });
  });

  it('has nothing to open for an empty cycle', () => {
    expect(patternBeat({ periodMs: 0, points: [] })).toBeUndefined();
    expect(patternBeat({ periodMs: 1000, points: [] })).toBeUndefined();
  });

  it('opens every shipped pattern, most of them without asking', () => {
    const results = shippedShowcase()
      .filter((entry) => entry.cycle)
      .map((entry) => [entry.name, patternBeat(entry.cycle ?? fail())?.fits] as const);
    expect(results.filter(([, fits]) => fits === undefined)).toEqual([]);
    expect(results.filter(([, fits]) => !fits).map(([name]) => name)).toEqual([
      'Gallop',
      'Heartbeat',
    ]);
  });
});

describe('lossesOf', () => {
  it('counts each loss and finds the largest time shift', () => {
    expect(
      lossesOf({
        exact: false,
        offsetMs: 0,
        truncatedAfterMs: 4000,
        mergedTimes: [10, 20],
        shiftedTimes: [
          { fromMs: 100, toMs: 96 },
          { fromMs: 310, toMs: 320 },
        ],
        movedPositions: [{ atMs: 0, fromPct: 33, toPct: 30 }],
      }),
    ).toEqual({
      movedPositions: 1,
      mergedTimes: 2,
      shiftedTimes: 2,
      largestShiftMs: 10,
      truncatedAfterMs: 4000,
    });
  });
});

function fail(): never {
  throw new Error('expected a beat');
}
