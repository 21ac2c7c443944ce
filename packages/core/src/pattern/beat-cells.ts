import { nearestRow, rowPositionPct, type Beat, type BeatCell, type BeatGrid } from './beat';

/**
 * Immutable edits of a beat's cells and conversions to and from the editor's boolean grid. Cells
 * come back in one canonical order, by column then row, so two equal sets compare equal.
 */

/** Orders cells by column, then row (time order, then top to bottom). */
export function compareCells(a: BeatCell, b: BeatCell): number {
  return a.column - b.column || a.row - b.row;
}

/** True when the cell lies inside the grid (whole, non-negative indexes below its size). */
export function isCellInGrid(cell: BeatCell, grid: BeatGrid): boolean {
  const { row, column } = cell;
  return (
    Number.isInteger(row) &&
    Number.isInteger(column) &&
    row >= 0 &&
    column >= 0 &&
    row < grid.rows &&
    column < grid.columns
  );
}

/**
 * The cells a beat actually plays: inside the grid, each once, in canonical order. Useful after a
 * grid was made smaller, or to compare two beats.
 */
export function normaliseCells(cells: readonly BeatCell[], grid: BeatGrid): BeatCell[] {
  const seen = new Set<string>();
  const out: BeatCell[] = [];
  for (const { row, column } of cells) {
    const key = `${row}:${column}`;
    if (seen.has(key) || !isCellInGrid({ row, column }, grid)) continue;
    seen.add(key);
    out.push({ row, column });
  }
  return out.sort(compareCells);
}

/**
 * The beat on a grid of another size: the one rule for a new size, wherever it is chosen. Each cell
 * keeps its position as near as the new rows allow (its row's position, {@link rowPositionPct}, goes
 * to the {@link nearestRow}); cells past the new last column go, since the time they stood for is
 * gone; cells that land on one cell become one. The beat itself when the size does not change.
 */
export function resizeBeat(beat: Beat, grid: BeatGrid): Beat {
  if (grid.rows === beat.grid.rows && grid.columns === beat.grid.columns) return beat;
  const moved: BeatCell[] = beat.cells
    .filter((cell) => cell.column < grid.columns)
    .map((cell) => ({
      row: nearestRow(rowPositionPct(cell.row, beat.grid.rows), grid.rows),
      column: cell.column,
    }));
  return {
    ...beat,
    grid: { rows: grid.rows, columns: grid.columns },
    cells: normaliseCells(moved, grid),
  };
}

/** True when the beat has this cell switched on. */
export function isCellActive(beat: Beat, cell: BeatCell): boolean {
  return beat.cells.some((c) => c.row === cell.row && c.column === cell.column);
}

/**
 * The beat with `cell` switched on or off; a new beat with normalised cells, or the same beat when
 * nothing changes (also when the cell lies outside the grid).
 */
export function setBeatCell(beat: Beat, cell: BeatCell, active: boolean): Beat {
  if (!isCellInGrid(cell, beat.grid) || isCellActive(beat, cell) === active) return beat;
  const others = beat.cells.filter((c) => c.row !== cell.row || c.column !== cell.column);
  const cells = normaliseCells(active ? [...others, cell] : others, beat.grid);
  return { ...beat, cells };
}

/** The beat with `cell` flipped (see {@link setBeatCell}). */
export function toggleBeatCell(beat: Beat, cell: BeatCell): Beat {
  return setBeatCell(beat, cell, !isCellActive(beat, cell));
}

/**
 * The active cells of a boolean grid indexed `grid[row][column]`, in canonical order. Rows may
 * differ in length; a missing value is off.
 */
export function cellsFromGrid(grid: readonly (readonly boolean[])[]): BeatCell[] {
  const out: BeatCell[] = [];
  grid.forEach((cells, row) => {
    cells.forEach((active, column) => {
      if (active) out.push({ row, column });
    });
  });
  return out.sort(compareCells);
}

/** A `rows × columns` boolean grid, `grid[row][column]`, with the given cells on (others ignored). */
export function gridFromCells(cells: readonly BeatCell[], grid: BeatGrid): boolean[][] {
  const rows = Math.max(0, Math.floor(grid.rows));
  const columns = Math.max(0, Math.floor(grid.columns));
  const out = Array.from({ length: rows }, () => new Array<boolean>(columns).fill(false));
  for (const cell of cells) {
    const row = isCellInGrid(cell, grid) ? out[cell.row] : undefined;
    if (row !== undefined) row[cell.column] = true;
  }
  return out;
}
