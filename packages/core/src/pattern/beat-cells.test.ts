import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowPositionPct, type Beat } from './beat';
import {
  cellsFromGrid,
  gridFromCells,
  isCellActive,
  normaliseCells,
  resizeBeat,
  setBeatCell,
  toggleBeatCell,
} from './beat-cells';
import { beatArb } from './testing/arbitraries';

const beat: Beat = {
  grid: { rows: 3, columns: 4 },
  cells: [
    { row: 2, column: 3 },
    { row: 0, column: 1 },
  ],
  settings: { timePerCellMs: 100, fillPoints: true, addEndPoint: true },
};

describe('setBeatCell and toggleBeatCell', () => {
  it('switches a cell on into canonical order without touching the original', () => {
    const next = setBeatCell(beat, { row: 1, column: 1 }, true);
    expect(next.cells).toEqual([
      { row: 0, column: 1 },
      { row: 1, column: 1 },
      { row: 2, column: 3 },
    ]);
    expect(beat.cells).toHaveLength(2);
    expect(next.settings).toBe(beat.settings);
  });

  it('switches a cell off', () => {
    expect(setBeatCell(beat, { row: 2, column: 3 }, false).cells).toEqual([{ row: 0, column: 1 }]);
  });

  it('returns the same beat when nothing changes or the cell is outside the grid', () => {
    expect(setBeatCell(beat, { row: 0, column: 1 }, true)).toBe(beat);
    expect(setBeatCell(beat, { row: 1, column: 1 }, false)).toBe(beat);
    expect(setBeatCell(beat, { row: 3, column: 0 }, true)).toBe(beat);
  });

  it('toggling twice gives the same cells back', () => {
    fc.assert(
      fc.property(beatArb(), fc.nat(), (b, pick) => {
        const cell = { row: pick % b.grid.rows, column: pick % b.grid.columns };
        const once = toggleBeatCell(b, cell);
        expect(isCellActive(once, cell)).toBe(!isCellActive(b, cell));
        expect(toggleBeatCell(once, cell).cells).toEqual(b.cells);
      }),
    );
  });
});

describe('normaliseCells', () => {
  it('drops cells outside the grid and repeats, and sorts by column then row', () => {
    expect(
      normaliseCells(
        [
          { row: 1, column: 2 },
          { row: 0, column: 2 },
          { row: 1, column: 2 },
          { row: 3, column: 0 },
          { row: 0, column: 1.5 },
        ],
        beat.grid,
      ),
    ).toEqual([
      { row: 0, column: 2 },
      { row: 1, column: 2 },
    ]);
  });
});

describe('cellsFromGrid and gridFromCells', () => {
  it('converts a row-major boolean grid to cells and back', () => {
    const grid = [
      [false, true, false, false],
      [false, false, false, false],
      [false, false, false, true],
    ];
    expect(cellsFromGrid(grid)).toEqual([
      { row: 0, column: 1 },
      { row: 2, column: 3 },
    ]);
    expect(gridFromCells(beat.cells, beat.grid)).toEqual(grid);
  });

  it('round-trips any beat', () => {
    fc.assert(
      fc.property(beatArb(), (b) => {
        const grid = gridFromCells(b.cells, b.grid);
        expect(grid).toHaveLength(b.grid.rows);
        expect(grid.every((row) => row.length === b.grid.columns)).toBe(true);
        expect(cellsFromGrid(grid)).toEqual(b.cells);
      }),
    );
  });
});

describe('resizeBeat', () => {
  const tenRows: Beat = {
    grid: { rows: 10, columns: 4 },
    cells: [
      { row: 0, column: 0 },
      { row: 9, column: 1 },
      { row: 3, column: 2 },
      { row: 5, column: 3 },
    ],
    settings: beat.settings,
  };

  it('keeps each cell at its position on more or fewer rows, not at its row number', () => {
    const more = resizeBeat(tenRows, { rows: 12, columns: 4 });
    // Top stays top (100 %), bottom stays bottom (0 %): row 9 of 10 is row 11 of 12.
    expect(more.cells).toEqual([
      { row: 0, column: 0 },
      { row: 11, column: 1 },
      { row: 4, column: 2 },
      { row: 6, column: 3 },
    ]);
    const fewer = resizeBeat(tenRows, { rows: 4, columns: 4 });
    expect(fewer.cells).toEqual([
      { row: 0, column: 0 },
      { row: 3, column: 1 },
      { row: 1, column: 2 },
      { row: 2, column: 3 },
    ]);
    expect(fewer.grid).toEqual({ rows: 4, columns: 4 });
  });

  it('drops the cells past a new last column, and merges cells that land on one', () => {
    const narrower = resizeBeat(tenRows, { rows: 10, columns: 2 });
    expect(narrower.cells).toEqual([
      { row: 0, column: 0 },
      { row: 9, column: 1 },
    ]);
    const crowded: Beat = {
      ...tenRows,
      cells: [
        { row: 3, column: 0 },
        { row: 4, column: 0 },
      ],
    };
    expect(resizeBeat(crowded, { rows: 2, columns: 4 }).cells).toEqual([{ row: 0, column: 0 }]);
  });

  it('is the beat itself when the size stays, and moves no cell further than half a new row', () => {
    expect(resizeBeat(tenRows, tenRows.grid)).toBe(tenRows);
    fc.assert(
      fc.property(beatArb(), fc.integer({ min: 2, max: 100 }), (b, rows) => {
        const resized = resizeBeat(b, { rows, columns: b.grid.columns });
        const halfRow = 100 / (rows - 1) / 2 + 0.5;
        for (const cell of resized.cells) {
          const nearest = Math.min(
            ...b.cells
              .filter((c) => c.column === cell.column && c.row < b.grid.rows)
              .map((c) =>
                Math.abs(rowPositionPct(c.row, b.grid.rows) - rowPositionPct(cell.row, rows)),
              ),
          );
          expect(nearest).toBeLessThanOrEqual(halfRow);
        }
      }),
    );
  });
});
