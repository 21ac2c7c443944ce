import { describe, expect, it } from 'vitest';
import { ScriptError } from '../script/types';
import type { Beat } from './beat';
import { funscriptToBeat, type BeatImportOptions } from './funscript-beat-import';
import { cycleToActions } from './funscript-beat';
import { beatCycle } from './beat';

const options: BeatImportOptions = { rows: 10 };
const strokes = [
  { at: 0, pos: 0 },
  { at: 500, pos: 100 },
  { at: 1000, pos: 0 },
];

describe('funscriptToBeat: exact', () => {
  it('reads a closed loop onto the coarsest grid that plays it exactly', () => {
    expect(funscriptToBeat(strokes, options)).toEqual({
      beat: {
        grid: { rows: 10, columns: 2 },
        cells: [
          { row: 9, column: 0 },
          { row: 0, column: 1 },
        ],
        settings: { timePerCellMs: 500, fillPoints: true, addEndPoint: true },
      },
      report: {
        exact: true,
        offsetMs: 0,
        truncatedAfterMs: undefined,
        mergedTimes: [],
        shiftedTimes: [],
        movedPositions: [],
      },
    });
  });

  it('starts the beat at the first action', () => {
    const later = strokes.map((a) => ({ ...a, at: a.at + 3000 }));
    const { beat, report } = funscriptToBeat(later, options);
    expect(report).toMatchObject({ exact: true, offsetMs: 3000 });
    expect(beat).toEqual(funscriptToBeat(strokes, options).beat);
  });

  it('keeps the last action as a cell when the script does not end where it began', () => {
    const open = [...strokes.slice(0, 2), { at: 1000, pos: 89 }];
    const { beat, report } = funscriptToBeat(open, options);
    expect(report.exact).toBe(true);
    expect(beat.grid.columns).toBe(3);
    expect(beat.cells).toContainEqual({ row: 1, column: 2 });
  });

  it('uses the preferred time per cell whenever it fits exactly', () => {
    const { beat } = funscriptToBeat(strokes, { ...options, preferredTimePerCellMs: 250 });
    expect(beat.settings.timePerCellMs).toBe(250);
    expect(beat.cells).toEqual([
      { row: 9, column: 0 },
      { row: 0, column: 2 },
    ]);
    // 300 ms cells cannot place an action at 500: the coarsest exact grid wins instead.
    const other = funscriptToBeat(strokes, { ...options, preferredTimePerCellMs: 300 });
    expect(other.beat.settings.timePerCellMs).toBe(500);
  });

  it('recognises holds and keeps fill off, and several cells in a column', () => {
    const stairs: Beat = {
      grid: { rows: 5, columns: 6 },
      cells: [
        { row: 0, column: 1 },
        { row: 4, column: 1 },
        { row: 2, column: 4 },
      ],
      settings: { timePerCellMs: 200, fillPoints: false, addEndPoint: false },
    };
    const actions = cycleToActions(beatCycle(stairs));
    // The wrap's hold at 0, the column's two cells, a hold before column 4, its cell, the close.
    expect(actions).toEqual([
      { at: 0, pos: 50 },
      { at: 200, pos: 100 },
      { at: 300, pos: 0 },
      { at: 600, pos: 0 },
      { at: 800, pos: 50 },
      { at: 1200, pos: 50 },
    ]);
    const { beat, report } = funscriptToBeat(actions, { rows: 5, preferredTimePerCellMs: 200 });
    expect(report.exact).toBe(true);
    expect(beat).toEqual(stairs);
  });
});

describe('funscriptToBeat: lossy', () => {
  it('moves positions to the nearest row and lists each move', () => {
    const { beat, report } = funscriptToBeat(
      [
        { at: 0, pos: 5 },
        { at: 250, pos: 95 },
        { at: 500, pos: 5 },
      ],
      options,
    );
    expect(beat.cells).toEqual([
      { row: 9, column: 0 },
      { row: 0, column: 1 },
    ]);
    expect(report).toEqual({
      exact: false,
      offsetMs: 0,
      truncatedAfterMs: undefined,
      mergedTimes: [],
      shiftedTimes: [],
      movedPositions: [
        { atMs: 0, fromPct: 5, toPct: 0 },
        { atMs: 250, fromPct: 95, toPct: 100 },
      ],
    });
  });

  it('merges actions that fall into one column, keeping the one nearest its start', () => {
    const { beat, report } = funscriptToBeat(
      [
        { at: 0, pos: 0 },
        { at: 500, pos: 100 },
        { at: 505, pos: 44 },
        { at: 1000, pos: 0 },
      ],
      { ...options, timePerCellBoundsMs: { min: 100, max: 60_000 } },
    );
    expect(beat.settings.timePerCellMs).toBe(100);
    expect(beat.grid.columns).toBe(10);
    expect(beat.cells).toEqual([
      { row: 9, column: 0 },
      { row: 0, column: 5 },
    ]);
    expect(report).toMatchObject({ exact: false, mergedTimes: [505], shiftedTimes: [] });
  });

  it('moves times onto column starts and lists each shift', () => {
    const { beat, report } = funscriptToBeat(
      [
        { at: 1000, pos: 0 },
        { at: 1300, pos: 100 },
        { at: 1740, pos: 0 },
        { at: 2050, pos: 100 },
      ],
      options,
    );
    // The smallest gap, 300 ms; 740 and 1050 ms into the script land on columns 2 and 4.
    expect(beat.settings.timePerCellMs).toBe(300);
    expect(beat.grid.columns).toBe(5);
    expect(report.offsetMs).toBe(1000);
    expect(report.shiftedTimes).toEqual([
      { fromMs: 1740, toMs: 1600 },
      { fromMs: 2050, toMs: 2200 },
    ]);
    expect(report.exact).toBe(false);
  });

  it('drops what does not fit the grid and says from when', () => {
    const long = Array.from({ length: 150 }, (_, i) => ({ at: i * 100, pos: (i % 2) * 100 }));
    const { beat, report } = funscriptToBeat(long, { ...options, maxColumns: 100 });
    expect(beat.grid.columns).toBe(100);
    expect(beat.cells).toHaveLength(100);
    expect(report).toMatchObject({ exact: false, truncatedAfterMs: 9900, mergedTimes: [] });
  });
});

describe('funscriptToBeat: errors', () => {
  it('needs two distinct valid actions', () => {
    const tooFew = [
      [],
      [{ at: 0, pos: 0 }],
      [
        { at: 5, pos: 0 },
        { at: 5, pos: 100 },
        { at: Number.NaN, pos: 3 },
      ],
    ];
    for (const actions of tooFew) {
      expect(() => funscriptToBeat(actions, options)).toThrow(
        expect.objectContaining({ code: 'TOO_FEW_POINTS', message: 'Need at least 2 points' }),
      );
      expect(() => funscriptToBeat(actions, options)).toThrow(ScriptError);
    }
  });

  it('refuses unusable options', () => {
    expect(() => funscriptToBeat(strokes, { rows: 0 })).toThrow(RangeError);
    expect(() => funscriptToBeat(strokes, { rows: 10, maxColumns: 0 })).toThrow(RangeError);
    const bounds = { min: 10.5, max: 10.9 };
    expect(() => funscriptToBeat(strokes, { rows: 10, timePerCellBoundsMs: bounds })).toThrow(
      RangeError,
    );
  });
});
