import { describe, expect, it } from 'vitest';
import { cellsBetween, hasCell, withCell } from './beat-grid-paint';

const GRID = { rows: 4, columns: 4 };

describe('withCell', () => {
  it('switches a cell on in the core’s order (by column, then row)', () => {
    expect(withCell([{ row: 3, column: 1 }], { row: 0, column: 1 }, true, GRID)).toEqual([
      { row: 0, column: 1 },
      { row: 3, column: 1 },
    ]);
    expect(withCell([{ row: 0, column: 2 }], { row: 3, column: 0 }, true, GRID)).toEqual([
      { row: 3, column: 0 },
      { row: 0, column: 2 },
    ]);
  });

  it('switches a cell off, keeping the others as given', () => {
    const outside = { row: 9, column: 9 };
    expect(withCell([{ row: 1, column: 1 }, outside], { row: 1, column: 1 }, false, GRID)).toEqual([
      outside,
    ]);
  });

  it('is undefined for an edit that changes nothing', () => {
    expect(withCell([{ row: 1, column: 1 }], { row: 1, column: 1 }, true, GRID)).toBeUndefined();
    expect(withCell([], { row: 1, column: 1 }, false, GRID)).toBeUndefined();
    expect(withCell([], { row: 4, column: 0 }, true, GRID)).toBeUndefined();
    expect(withCell([], { row: 0, column: -1 }, true, GRID)).toBeUndefined();
  });

  it('does not change the cells it was given', () => {
    const cells = Object.freeze([{ row: 1, column: 1 }]);
    withCell(cells, { row: 0, column: 0 }, true, GRID);
    expect(cells).toEqual([{ row: 1, column: 1 }]);
  });
});

describe('hasCell', () => {
  it('compares cells by value', () => {
    expect(hasCell([{ row: 1, column: 2 }], { row: 1, column: 2 })).toBe(true);
    expect(hasCell([{ row: 1, column: 2 }], { row: 2, column: 1 })).toBe(false);
  });
});

describe('cellsBetween', () => {
  it('is nothing from a cell to itself', () => {
    expect(cellsBetween({ row: 1, column: 1 }, { row: 1, column: 1 })).toEqual([]);
  });

  it('walks a row or a column without gaps, the start excluded', () => {
    expect(cellsBetween({ row: 0, column: 0 }, { row: 0, column: 3 })).toEqual([
      { row: 0, column: 1 },
      { row: 0, column: 2 },
      { row: 0, column: 3 },
    ]);
    expect(cellsBetween({ row: 3, column: 2 }, { row: 1, column: 2 })).toEqual([
      { row: 2, column: 2 },
      { row: 1, column: 2 },
    ]);
  });

  it('walks a slanted line one step at a time', () => {
    const line = cellsBetween({ row: 0, column: 0 }, { row: 2, column: 5 });
    expect(line).toHaveLength(5);
    expect(line.at(-1)).toEqual({ row: 2, column: 5 });
    let previous = { row: 0, column: 0 };
    for (const cell of line) {
      expect(Math.abs(cell.row - previous.row)).toBeLessThanOrEqual(1);
      expect(cell.column - previous.column).toBe(1);
      previous = cell;
    }
  });
});
