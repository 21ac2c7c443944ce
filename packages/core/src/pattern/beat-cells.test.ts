import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Beat } from './beat';
import {
  cellsFromGrid,
  gridFromCells,
  isCellActive,
  normaliseCells,
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
