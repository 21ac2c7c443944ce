import type { BeatCell, BeatGrid } from '@glide/core';

/**
 * The beat grid's keyboard, pure: which key press moves the focus where, and which one toggles the
 * focused cell. It follows the WAI-ARIA grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/):
 * arrows move one cell and stop at the edges, Home/End go to the row's first/last cell, Ctrl+Home and
 * Ctrl+End to the grid's first/last cell, Page Up/Page Down to the column's top/bottom cell (100 %
 * and 0 %), Space and Enter act on the cell.
 */

/** What a key asks of the grid. */
export type GridKeyAction =
  { readonly kind: 'move'; readonly to: BeatCell } | { readonly kind: 'toggle' };

/** The parts of a key press the grid reads (a DOM `KeyboardEvent` has them all). */
export interface GridKeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

/** The cell nearest to `cell` inside the grid (the focus stays valid when the grid shrinks). */
export function clampCell(cell: BeatCell, grid: BeatGrid): BeatCell {
  const clamp = (value: number, size: number) =>
    Math.min(Math.max(0, size - 1), Math.max(0, Math.floor(value)));
  return { row: clamp(cell.row, grid.rows), column: clamp(cell.column, grid.columns) };
}

/**
 * The grid's action for a key press on the focused cell `at`, or undefined when the key is not the
 * grid's (Alt and Shift combinations, Ctrl with anything but Home/End: those are the browser's and
 * the screen reader's). A move to where the focus already is (an arrow at the edge) is still a move,
 * so the caller keeps the key from scrolling the page.
 */
export function gridKeyAction(
  press: GridKeyPress,
  at: BeatCell,
  grid: BeatGrid,
): GridKeyAction | undefined {
  if (press.altKey || press.shiftKey) return undefined;
  const { row, column } = clampCell(at, grid);
  const lastRow = Math.max(0, grid.rows - 1);
  const lastColumn = Math.max(0, grid.columns - 1);
  const move = (to: BeatCell): GridKeyAction => ({ kind: 'move', to });
  // Cmd stands in for Ctrl on a Mac keyboard, whose Home and End are Fn+arrows.
  if (press.ctrlKey || press.metaKey) {
    if (press.key === 'Home') return move({ row: 0, column: 0 });
    if (press.key === 'End') return move({ row: lastRow, column: lastColumn });
    return undefined;
  }
  switch (press.key) {
    case 'ArrowUp':
      return move({ row: Math.max(0, row - 1), column });
    case 'ArrowDown':
      return move({ row: Math.min(lastRow, row + 1), column });
    case 'ArrowLeft':
      return move({ row, column: Math.max(0, column - 1) });
    case 'ArrowRight':
      return move({ row, column: Math.min(lastColumn, column + 1) });
    case 'Home':
      return move({ row, column: 0 });
    case 'End':
      return move({ row, column: lastColumn });
    case 'PageUp':
      return move({ row: 0, column });
    case 'PageDown':
      return move({ row: lastRow, column });
    case ' ':
    case 'Enter':
      return { kind: 'toggle' };
    default:
      return undefined;
  }
}
