import { compareCells, isCellInGrid, type BeatCell, type BeatGrid } from '@glide/core';

/**
 * The beat grid's edits, pure: one cell switched on or off, and the cells a drag passes between two
 * pointer samples (a quick swipe skips cells between two `pointermove` events; painting should not).
 */

/** True when `cells` holds `cell`. */
export function hasCell(cells: readonly BeatCell[], cell: BeatCell): boolean {
  return cells.some((c) => c.row === cell.row && c.column === cell.column);
}

/**
 * `cells` with `cell` switched on or off, in the core's canonical order (by column, then row), or
 * undefined when that changes nothing (already so, or outside the grid): the grid never reports an
 * edit that is none. Other cells are kept as given, even outside the grid, so a page that keeps
 * cells of a larger grid (to undo a resize) loses none of them through an edit.
 */
export function withCell(
  cells: readonly BeatCell[],
  cell: BeatCell,
  active: boolean,
  grid: BeatGrid,
): BeatCell[] | undefined {
  if (!isCellInGrid(cell, grid) || hasCell(cells, cell) === active) return undefined;
  const { row, column } = cell;
  if (active) return [...cells, { row, column }].sort(compareCells);
  return cells.filter((c) => c.row !== row || c.column !== column);
}

/**
 * The cells on a straight line from `from` (excluded) to `to` (included), in order, each touching
 * the one before by a side or a corner: the cells a drag crossed between two samples.
 */
export function cellsBetween(from: BeatCell, to: BeatCell): BeatCell[] {
  const steps = Math.max(Math.abs(to.row - from.row), Math.abs(to.column - from.column));
  const out: BeatCell[] = [];
  for (let i = 1; i <= steps; i++) {
    out.push({
      row: Math.round(from.row + ((to.row - from.row) * i) / steps),
      column: Math.round(from.column + ((to.column - from.column) * i) / steps),
    });
  }
  return out;
}
