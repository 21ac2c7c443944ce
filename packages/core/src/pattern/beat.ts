import type { HspPoint } from '../script/hsp';
import { MAX_POSITION_PCT } from '../script/normalise';
import { interpolatePct, toPositionPct, type PatternCycle } from './cycle';

/**
 * A beat: a grid of `rows` position levels by `columns` time steps with some cells switched on. It
 * is the beatbox editor's model, free of any app or storage format.
 */

/** One cell of a beat's grid, zero-based. Row 0 is the top (position 100), the last row position 0. */
export interface BeatCell {
  readonly row: number;
  readonly column: number;
}

/** The size of a beat's grid: `rows` position levels by `columns` time steps (both ≥ 1). */
export interface BeatGrid {
  readonly rows: number;
  readonly columns: number;
}

/** How a beat's cells become device motion; see {@link beatCycle} for the exact rules. */
export interface BeatSettings {
  /** How long one column lasts, whole ms ≥ 1 (the app allows 10–60 000). */
  readonly timePerCellMs: number;
  /** Glide across empty columns (`true`) or hold the last position until the cell before the next. */
  readonly fillPoints: boolean;
  /** Close the loop inside the beat: back at the first cell's position when the loop ends. */
  readonly addEndPoint: boolean;
}

/** A beat pattern: its grid, its active cells and how they play. */
export interface Beat {
  readonly grid: BeatGrid;
  /** Active cells. Cells outside the grid and repeats are ignored when the beat plays. */
  readonly cells: readonly BeatCell[];
  readonly settings: BeatSettings;
}

/**
 * The position of a row: row 0 is 100 (the top of the stroke), the last row 0, rows in between
 * linear and rounded to whole percent. A one-row grid has only the top, 100.
 */
export function rowPositionPct(row: number, rows: number): number {
  if (rows <= 1) return MAX_POSITION_PCT;
  return toPositionPct((MAX_POSITION_PCT * (rows - 1 - row)) / (rows - 1));
}

/** The row whose position ({@link rowPositionPct}) is nearest to `positionPct`; ties go up. */
export function nearestRow(positionPct: number, rows: number): number {
  if (rows <= 1) return 0;
  const guess = Math.round(((MAX_POSITION_PCT - positionPct) * (rows - 1)) / MAX_POSITION_PCT);
  let best = Math.min(rows - 1, Math.max(0, guess));
  // Row positions are rounded, so the linear guess can be one row off near a tie.
  for (const row of [best - 1, best + 1]) {
    if (row < 0 || row >= rows) continue;
    const distance = Math.abs(rowPositionPct(row, rows) - positionPct);
    const bestDistance = Math.abs(rowPositionPct(best, rows) - positionPct);
    if (distance < bestDistance || (distance === bestDistance && row < best)) best = row;
  }
  return best;
}

/** One loop's length: `columns × timePerCellMs`. */
export function beatDurationMs(beat: Beat): number {
  return beat.grid.columns * beat.settings.timePerCellMs;
}

function assertBeatShape(beat: Beat): void {
  const { rows, columns } = beat.grid;
  const { timePerCellMs } = beat.settings;
  for (const [name, value] of [
    ['rows', rows],
    ['columns', columns],
    ['timePerCellMs', timePerCellMs],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) {
      throw new RangeError(`A beat's ${name} must be a whole number ≥ 1, got ${value}`);
    }
  }
}

/** Active positions per active column, in column order; cells outside the grid are ignored. */
function activeColumns(beat: Beat): { column: number; positions: number[] }[] {
  const { rows, columns } = beat.grid;
  const byColumn = new Map<number, Set<number>>();
  for (const { row, column } of beat.cells) {
    if (!Number.isInteger(row) || !Number.isInteger(column)) continue;
    if (row < 0 || row >= rows || column < 0 || column >= columns) continue;
    const positions = byColumn.get(column) ?? new Set<number>();
    positions.add(rowPositionPct(row, rows));
    byColumn.set(column, positions);
  }
  return [...byColumn]
    .sort(([a], [b]) => a - b)
    .map(([column, positions]) => ({ column, positions: [...positions] }));
}

/**
 * The order in which a column's positions are visited: from the end of the column's span nearer to
 * where the device is, sweeping to the other end (the shortest path through them, with one
 * direction at most). The first column of the loop, having no position before it, starts at its
 * top; so does a column whose two ends are equally near.
 */
function visitOrder(positions: readonly number[], fromPct: number | undefined): number[] {
  const downwards = [...positions].sort((a, b) => b - a);
  if (fromPct === undefined) return downwards;
  const top = downwards[0] ?? 0;
  const bottom = downwards[downwards.length - 1] ?? 0;
  return Math.abs(fromPct - bottom) < Math.abs(fromPct - top) ? downwards.reverse() : downwards;
}

/**
 * One loop of a beat as device points. The rules (quoted by the editor's help and the docs):
 *
 * - **Time.** Column `c` starts at `c × timePerCellMs`; a loop lasts `columns × timePerCellMs`
 *   (`periodMs`) and then starts again.
 * - **Active cells.** A column with one active cell gives a point at the column's start, at the
 *   cell's position ({@link rowPositionPct}). A column with `k` active cells visits all of them
 *   within the column, the j-th at `start + floor(j × timePerCellMs / k)`: it starts from the end
 *   of the column's span nearer to the previous position and sweeps to the other end, so the motion
 *   continues without doubling back (the loop's first active column starts at its top). If a column
 *   holds more cells than it lasts milliseconds, cells landing on the same millisecond merge (the
 *   later one wins).
 * - **`fillPoints: true`.** Between two active columns the device glides linearly from one to the
 *   next, across any empty columns.
 * - **`fillPoints: false`.** The device holds its last position through the empty columns and moves
 *   to the next active cell only during the one column before it (a hold point at that column's
 *   start). Adjacent active columns need no hold.
 * - **`addEndPoint: true`.** The loop closes inside the beat: the device is back at the first
 *   visited position exactly when the loop ends. When the first active column is not column 0, the
 *   cycle starts with a point at t = 0 at that position (the end of the previous loop), so the
 *   device waits there until the first active column. The move from the last active column to it
 *   follows `fillPoints` (a glide, or a hold until the last column).
 * - **`addEndPoint: false`.** Nothing closes the loop: from the last active column the device goes
 *   on to the next loop's first active column (a glide, or hold-then-move with `fillPoints: false`)
 *   across the wrap. When the first active column is not column 0, the cycle still starts with a
 *   point at t = 0 holding the position that crossing has there (rounded to whole percent, the
 *   device's precision), so every loop of every non-empty beat starts with a point.
 * - **Empty beat.** No active cells: no points (the period is still `columns × timePerCellMs`, so
 *   a playhead can run). There is nothing to play; a player sends nothing and the device rests.
 *
 * Points are whole ms in `[0, periodMs)`, strictly increasing, at whole-percent positions.
 *
 * @throws RangeError if `rows`, `columns` or `timePerCellMs` is not a whole number ≥ 1.
 */
export function beatCycle(beat: Beat): PatternCycle {
  assertBeatShape(beat);
  const { timePerCellMs: cellMs, fillPoints, addEndPoint } = beat.settings;
  const { columns } = beat.grid;
  const periodMs = columns * cellMs;
  const active = activeColumns(beat);
  const first = active[0];
  const last = active[active.length - 1];
  if (first === undefined || last === undefined) return { points: [], periodMs };

  // Later writes win: only several cells sharing one millisecond of a column collide.
  const byTime = new Map<number, number>();
  let fromPct: number | undefined;
  let firstPct = 0;
  let previousColumn: number | undefined;
  for (const { column, positions } of active) {
    const order = visitOrder(positions, fromPct);
    const lastPct = fromPct;
    if (!fillPoints && previousColumn !== undefined && lastPct !== undefined) {
      if (column - previousColumn >= 2) byTime.set((column - 1) * cellMs, lastPct);
    }
    order.forEach((positionPct, j) => {
      byTime.set(column * cellMs + Math.floor((j * cellMs) / order.length), positionPct);
    });
    if (previousColumn === undefined) firstPct = order[0] ?? 0;
    fromPct = order[order.length - 1];
    previousColumn = column;
  }
  const endPct = fromPct ?? firstPct;
  // Where the loop starts is where its first column starts after any merge: with more cells than
  // milliseconds in that column, the first visit may have given way to a later one.
  firstPct = byTime.get(first.column * cellMs) ?? firstPct;

  // The wrap: where the last active column's motion heads, in columns from the loop's start.
  const closesAtLoopEnd = addEndPoint || first.column === 0;
  const targetColumn = closesAtLoopEnd ? columns : columns + first.column;
  if (!fillPoints && targetColumn - last.column >= 2) {
    byTime.set(((targetColumn - 1) % columns) * cellMs, endPct);
  }
  if (first.column > 0 && addEndPoint) byTime.set(0, firstPct);

  const points: HspPoint[] = [...byTime].map(([t, x]) => ({ t, x })).sort((a, b) => a.t - b.t);
  const head = points[0];
  const tail = points[points.length - 1];
  if (head !== undefined && tail !== undefined && head.t > 0) {
    // Only with addEndPoint false: the crossing from the last point to the next loop's first.
    const atStart = interpolatePct({ t: tail.t - periodMs, x: tail.x }, head, 0);
    points.unshift({ t: 0, x: toPositionPct(atStart) });
  }
  return { points, periodMs };
}
