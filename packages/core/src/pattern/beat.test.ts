import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beatCycle,
  beatDurationMs,
  nearestRow,
  rowPositionPct,
  type Beat,
  type BeatCell,
  type BeatSettings,
} from './beat';
import { cyclePositionAt } from './cycle';
import { beatArb } from './testing/arbitraries';

/** A 5-row grid (100, 75, 50, 25, 0) of 4 columns at 100 ms. */
function beat(cells: BeatCell[], settings: Partial<BeatSettings> = {}): Beat {
  return {
    grid: { rows: 5, columns: 4 },
    cells,
    settings: { timePerCellMs: 100, fillPoints: true, addEndPoint: true, ...settings },
  };
}

const topThenBottom = [
  { row: 0, column: 1 },
  { row: 4, column: 3 },
];

describe('rows and positions', () => {
  it('maps row 0 to the top and the last row to the bottom, rounded in between', () => {
    expect(Array.from({ length: 10 }, (_, row) => rowPositionPct(row, 10))).toEqual([
      100, 89, 78, 67, 56, 44, 33, 22, 11, 0,
    ]);
    expect(rowPositionPct(0, 1)).toBe(100);
  });

  it('finds the nearest row, and each row is its own nearest', () => {
    expect(nearestRow(80, 10)).toBe(2);
    expect(nearestRow(-5, 10)).toBe(9);
    expect(nearestRow(130, 10)).toBe(0);
    expect(nearestRow(50, 1)).toBe(0);
    for (let rows = 1; rows <= 100; rows++) {
      for (let row = 0; row < rows; row++) {
        expect(nearestRow(rowPositionPct(row, rows), rows)).toBe(row);
      }
    }
  });
});

describe('beatCycle', () => {
  it('puts a point at each active column start and glides across empty columns', () => {
    const cells = [
      { row: 0, column: 0 },
      { row: 4, column: 2 },
    ];
    expect(beatCycle(beat(cells))).toEqual({
      periodMs: 400,
      points: [
        { t: 0, x: 100 },
        { t: 200, x: 0 },
      ],
    });
  });

  it('without fill, holds and moves only during the cell before the next active one', () => {
    const cells = [
      { row: 0, column: 0 },
      { row: 4, column: 2 },
    ];
    expect(beatCycle(beat(cells, { fillPoints: false })).points).toEqual([
      { t: 0, x: 100 },
      { t: 100, x: 100 },
      { t: 200, x: 0 },
      { t: 300, x: 0 },
    ]);
  });

  it('with an end point, starts at the first cell so the loop closes at its end', () => {
    expect(beatCycle(beat(topThenBottom)).points).toEqual([
      { t: 0, x: 100 },
      { t: 100, x: 100 },
      { t: 300, x: 0 },
    ]);
    // Without fill the last column is the move back up: no hold is needed before it.
    expect(beatCycle(beat(topThenBottom, { fillPoints: false })).points).toEqual([
      { t: 0, x: 100 },
      { t: 100, x: 100 },
      { t: 200, x: 100 },
      { t: 300, x: 0 },
    ]);
  });

  it('without an end point, crosses the wrap into the next loop and marks its start', () => {
    // 0 at 300 → 100 at 500 (the next loop's 100): halfway, 50, at the loop start.
    expect(beatCycle(beat(topThenBottom, { addEndPoint: false })).points).toEqual([
      { t: 0, x: 50 },
      { t: 100, x: 100 },
      { t: 300, x: 0 },
    ]);
    expect(
      beatCycle(beat(topThenBottom, { addEndPoint: false, fillPoints: false })).points,
    ).toEqual([
      { t: 0, x: 0 },
      { t: 100, x: 100 },
      { t: 200, x: 100 },
      { t: 300, x: 0 },
    ]);
  });

  it('spreads several cells of a column evenly, from the nearer end', () => {
    const cells = [
      { row: 0, column: 0 },
      { row: 4, column: 0 },
      { row: 2, column: 2 },
      { row: 0, column: 2 },
    ];
    // Column 0 starts at its top; column 2 starts at 50, the end nearer to 0 where column 0 ended.
    expect(beatCycle(beat(cells)).points).toEqual([
      { t: 0, x: 100 },
      { t: 50, x: 0 },
      { t: 200, x: 50 },
      { t: 250, x: 100 },
    ]);
  });

  it('spreads three cells at whole milliseconds and sweeps top-first on a tie', () => {
    const cells = [
      { row: 2, column: 0 },
      { row: 0, column: 1 },
      { row: 2, column: 1 },
      { row: 4, column: 1 },
    ];
    expect(beatCycle(beat(cells)).points).toEqual([
      { t: 0, x: 50 },
      { t: 100, x: 100 },
      { t: 133, x: 50 },
      { t: 166, x: 0 },
    ]);
  });

  it('merges cells that share a millisecond when a column is shorter than its cells', () => {
    const cells = [
      { row: 0, column: 0 },
      { row: 1, column: 0 },
      { row: 4, column: 0 },
    ];
    const tiny = beat(cells, { timePerCellMs: 2 });
    expect(beatCycle(tiny).points).toEqual([
      { t: 0, x: 75 },
      { t: 1, x: 0 },
    ]);
  });

  it('starts the loop where its first column starts after a merge, and holds there without fill', () => {
    // Two cells in column 2 of 1 ms share its millisecond: the later (75) is what column 2 starts
    // at, so the loop starts and waits there, not at the merged-away 100 (found by the property
    // "holds still through every empty column", seed 301695590).
    const merged: Beat = {
      grid: { rows: 5, columns: 10 },
      cells: [
        { row: 0, column: 2 },
        { row: 1, column: 2 },
      ],
      settings: { timePerCellMs: 1, fillPoints: false, addEndPoint: true },
    };
    expect(beatCycle(merged).points).toEqual([
      { t: 0, x: 75 },
      { t: 2, x: 75 },
      { t: 9, x: 75 },
    ]);
  });

  it('gives no points for an empty beat, and ignores cells outside the grid', () => {
    expect(beatCycle(beat([]))).toEqual({ points: [], periodMs: 400 });
    expect(
      beatCycle(
        beat([
          { row: 5, column: 0 },
          { row: 0, column: 4 },
          { row: -1, column: 1 },
          { row: 0.5, column: 1 },
        ]),
      ).points,
    ).toEqual([]);
  });

  it('refuses a grid or a cell time that is not a whole number ≥ 1', () => {
    expect(() => beatCycle(beat([], { timePerCellMs: 0 }))).toThrow(RangeError);
    expect(() => beatCycle(beat([], { timePerCellMs: 2.5 }))).toThrow(RangeError);
    expect(() => beatCycle({ ...beat([]), grid: { rows: 0, columns: 4 } })).toThrow(RangeError);
  });

  it('lasts columns × time per cell', () => {
    expect(beatDurationMs(beat([], { timePerCellMs: 250 }))).toBe(1000);
  });
});

describe('beatCycle properties', () => {
  it('gives valid points, starting at t = 0 whenever a cell is on', () => {
    fc.assert(
      fc.property(beatArb(), (b) => {
        const { points, periodMs } = beatCycle(b);
        expect(periodMs).toBe(b.grid.columns * b.settings.timePerCellMs);
        points.forEach((p, i) => {
          expect(Number.isInteger(p.t) && p.t >= 0 && p.t < periodMs).toBe(true);
          expect(Number.isInteger(p.x) && p.x >= 0 && p.x <= 100).toBe(true);
          expect(p.t).toBeGreaterThan(points[i - 1]?.t ?? -1);
        });
        expect(points[0]?.t).toBe(b.cells.length > 0 ? 0 : undefined);
      }),
    );
  });

  it('has a point at the start of each single-cell column, at its row', () => {
    fc.assert(
      fc.property(beatArb(), (b) => {
        const { points } = beatCycle(b);
        for (const cell of b.cells) {
          if (b.cells.filter((c) => c.column === cell.column).length > 1) continue;
          const at = points.find((p) => p.t === cell.column * b.settings.timePerCellMs);
          expect(at?.x).toBe(rowPositionPct(cell.row, b.grid.rows));
        }
      }),
    );
  });

  it('with an end point, is at the first visited position when the loop ends', () => {
    fc.assert(
      fc.property(beatArb(), (b) => {
        const first = Math.min(...b.cells.map((c) => c.column));
        const firstRows = b.cells.filter((c) => c.column === first).map((c) => c.row);
        // Cells sharing a millisecond merge; then the first one is no longer visited.
        fc.pre(b.settings.addEndPoint && firstRows.length > 0);
        fc.pre(b.settings.timePerCellMs >= firstRows.length);
        const cycle = beatCycle(b);
        // The first active column starts at its top cell, the smallest row.
        const top = rowPositionPct(Math.min(...firstRows), b.grid.rows);
        expect(cyclePositionAt(cycle, cycle.periodMs)).toBe(top);
      }),
    );
  });

  it('with fill, puts points only in active columns (and at t = 0)', () => {
    fc.assert(
      fc.property(beatArb(), (b) => {
        fc.pre(b.settings.fillPoints);
        const active = new Set(b.cells.map((c) => c.column));
        for (const { t } of beatCycle(b).points) {
          if (t === 0) continue;
          expect(active.has(Math.floor(t / b.settings.timePerCellMs))).toBe(true);
        }
      }),
    );
  });

  it('without fill, holds still through every empty column not followed by a move', () => {
    fc.assert(
      fc.property(beatArb(), (b) => {
        fc.pre(!b.settings.fillPoints && b.cells.length > 0);
        const { columns } = b.grid;
        const cellMs = b.settings.timePerCellMs;
        const active = new Set(b.cells.map((c) => c.column));
        // The column after the last one is the next loop's column 0, or the loop's end itself.
        const targetAfterLast = b.settings.addEndPoint || active.has(0);
        const cycle = beatCycle(b);
        for (let c = 0; c < columns; c++) {
          const nextIsTarget = c + 1 < columns ? active.has(c + 1) : targetAfterLast;
          if (active.has(c) || nextIsTarget) continue;
          const atStart = cyclePositionAt(cycle, c * cellMs);
          expect(cyclePositionAt(cycle, (c + 1) * cellMs - 0.5)).toBe(atStart);
        }
      }),
    );
  });
});
