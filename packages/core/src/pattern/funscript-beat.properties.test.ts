import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFunscript } from '../script/funscript';
import { normaliseActions } from '../script/normalise';
import { beatCycle, type Beat } from './beat';
import { beatToFunscript } from './funscript-beat';
import { funscriptToBeat, playsExactly } from './funscript-beat-import';
import { beatArb } from './testing/arbitraries';

/** Beats whose cells never share a millisecond (a column lasts at least as many ms as it has rows). */
const nonEmptyBeat = beatArb({ maxRows: 12, maxColumns: 12, minCellMs: 12, maxCellMs: 400 }).filter(
  (b) => b.cells.length > 0,
);

const bounds = { min: 1, max: 100_000 };

/** Export, parse with Glide's own funscript parser, import. */
function roundTrip(beat: Beat, preferred: boolean) {
  const { actions } = parseFunscript(beatToFunscript(beat, 'Round trip'));
  return funscriptToBeat(actions, {
    rows: beat.grid.rows,
    maxColumns: 12,
    timePerCellBoundsMs: bounds,
    ...(preferred ? { preferredTimePerCellMs: beat.settings.timePerCellMs } : {}),
  });
}

/** Whether flipping one flag changes how the beat plays (if not, no file can tell the two apart). */
function observable(beat: Beat, flag: 'fillPoints' | 'addEndPoint'): boolean {
  const flipped = { ...beat, settings: { ...beat.settings, [flag]: !beat.settings[flag] } };
  return JSON.stringify(beatCycle(flipped)) !== JSON.stringify(beatCycle(beat));
}

/**
 * True when a beat with fewer cells plays the same loop, so no file can say which one was meant:
 * a visit repeats the position just before it (across the wrap too: without fill it is a hold),
 * or the loop's first point lies on the straight line from the last point into the second (it is
 * the point every beat without an end point puts at t = 0).
 */
function hasRedundantCell(beat: Beat): boolean {
  const { points, periodMs } = beatCycle(beat);
  const repeats = points.some((p, i) => p.x === (points[i - 1] ?? points[points.length - 1])?.x);
  const [start, second] = points;
  const last = points[points.length - 1];
  if (start === undefined || second === undefined || last === undefined) return repeats;
  const lineAtStart =
    last.x + ((second.x - last.x) * (periodMs - last.t)) / (periodMs - last.t + second.t);
  return repeats || Math.round(lineAtStart) === start.x;
}

describe('beat ↔ funscript round trip', () => {
  it('an exported beat imports exactly: same grid, same time per cell, same loop', () => {
    fc.assert(
      fc.property(nonEmptyBeat, (beat) => {
        const { beat: back, report } = roundTrip(beat, true);
        expect(report).toEqual({
          exact: true,
          offsetMs: 0,
          truncatedAfterMs: undefined,
          mergedTimes: [],
          shiftedTimes: [],
          movedPositions: [],
        });
        expect(back.grid).toEqual(beat.grid);
        expect(back.settings.timePerCellMs).toBe(beat.settings.timePerCellMs);
        expect(beatCycle(back)).toEqual(beatCycle(beat));
      }),
    );
  });

  it('gives back the same cells and every setting the loop shows, unless a simpler beat plays the same', () => {
    fc.assert(
      fc.property(nonEmptyBeat, (beat) => {
        fc.pre(!hasRedundantCell(beat));
        const { beat: back } = roundTrip(beat, true);
        expect(back.cells).toEqual(beat.cells);
        for (const flag of ['fillPoints', 'addEndPoint'] as const) {
          if (observable(beat, flag)) expect(back.settings[flag]).toBe(beat.settings[flag]);
        }
      }),
    );
  });

  it('without a preferred grid, still plays the same loop exactly', () => {
    fc.assert(
      fc.property(nonEmptyBeat, (beat) => {
        const { beat: back, report } = roundTrip(beat, false);
        expect(report.exact).toBe(true);
        expect(beatCycle(back)).toEqual(beatCycle(beat));
      }),
    );
  });
});

describe('funscriptToBeat on any script', () => {
  const actionsArb = fc.array(
    fc.record({ at: fc.integer({ min: 0, max: 20_000 }), pos: fc.integer({ min: 0, max: 100 }) }),
    { minLength: 2, maxLength: 60 },
  );

  it('fits the grid and bounds, and is exact exactly when it reports no loss', () => {
    fc.assert(
      fc.property(actionsArb, fc.integer({ min: 1, max: 20 }), (raw, rows) => {
        const actions = normaliseActions(raw);
        fc.pre(actions.length >= 2);
        const cellBounds = { min: 10, max: 60_000 };
        const { beat, report } = funscriptToBeat(actions, {
          rows,
          maxColumns: 30,
          timePerCellBoundsMs: cellBounds,
        });
        expect(beat.grid).toMatchObject({ rows });
        expect(beat.grid.columns).toBeLessThanOrEqual(30);
        expect(beat.settings.timePerCellMs).toBeGreaterThanOrEqual(cellBounds.min);
        expect(beat.settings.timePerCellMs).toBeLessThanOrEqual(cellBounds.max);
        expect(beat.cells.every((c) => c.row < rows && c.column < beat.grid.columns)).toBe(true);
        const offsetMs = actions[0]?.at ?? 0;
        expect(report.offsetMs).toBe(offsetMs);
        const shifted = actions.map(({ at, pos }) => ({ at: at - offsetMs, pos }));
        expect(report.exact).toBe(playsExactly(beat, shifted));
        const lossless =
          report.truncatedAfterMs === undefined &&
          report.mergedTimes.length === 0 &&
          report.shiftedTimes.length === 0 &&
          report.movedPositions.length === 0;
        expect(report.exact).toBe(lossless);
        // Every action is kept, merged, or past the truncation (or is the loop's closing point).
        const lost = report.mergedTimes.length;
        const cut = actions.filter((a) => a.at > (report.truncatedAfterMs ?? Infinity)).length;
        expect(beat.cells.length + lost + cut).toBeGreaterThanOrEqual(actions.length - 1);
      }),
    );
  });
});
