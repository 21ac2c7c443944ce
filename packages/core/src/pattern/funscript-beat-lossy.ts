import type { Action } from '../script/types';
import { nearestRow, rowPositionPct, type Beat, type BeatCell } from './beat';
import type {
  BeatImportReport,
  MovedPosition,
  ResolvedImportOptions,
  ShiftedTime,
} from './funscript-beat-import-types';

/** The import's fallback when no grid plays a script exactly: quantise, and say what was lost. */

type Losses = Omit<BeatImportReport, 'exact' | 'offsetMs'>;

/**
 * Fits a script (first action at 0) to a grid: the time per cell is the smallest gap between two
 * actions, clamped to the bounds; each action goes to the nearest column and row. Times in the
 * losses are the script's own (`offsetMs` added back).
 */
export function importLossy(
  script: readonly Action[],
  o: ResolvedImportOptions,
  offsetMs: number,
): { beat: Beat; losses: Losses } {
  let gapMs = Number.POSITIVE_INFINITY;
  for (let i = 1; i < script.length; i++) {
    gapMs = Math.min(gapMs, (script[i]?.at ?? 0) - (script[i - 1]?.at ?? 0));
  }
  const cellMs = Math.min(o.maxCellMs, Math.max(o.minCellMs, gapMs));
  const first = script[0];
  const last = script[script.length - 1];
  const lastColumn = Math.round((last?.at ?? 0) / cellMs);
  // A script ending where it began is a closed loop: its last action is the next loop's first.
  const closes = first !== undefined && last !== undefined && first.pos === last.pos;
  let columns = closes ? Math.max(1, lastColumn) : lastColumn + 1;
  const truncated = columns > o.maxColumns;
  columns = Math.min(columns, o.maxColumns);
  const cellActions = closes && !truncated ? script.slice(0, -1) : script;

  const mergedTimes: number[] = [];
  const shiftedTimes: ShiftedTime[] = [];
  const movedPositions: MovedPosition[] = [];
  const chosen = new Map<number, Action>();
  let lastInGridMs = 0;
  for (const action of cellActions) {
    const column = Math.round(action.at / cellMs);
    // Actions are in time order, so once one falls past the grid every later one does too.
    if (column >= columns) break;
    lastInGridMs = action.at;
    const held = chosen.get(column);
    if (held === undefined) {
      chosen.set(column, action);
      continue;
    }
    const startMs = column * cellMs;
    // The action nearest the column's start stays (the earlier on a tie); the other merges.
    const keepNew = Math.abs(action.at - startMs) < Math.abs(held.at - startMs);
    mergedTimes.push(offsetMs + (keepNew ? held : action).at);
    if (keepNew) chosen.set(column, action);
  }

  const cells: BeatCell[] = [];
  for (const [column, action] of [...chosen].sort(([a], [b]) => a - b)) {
    const row = nearestRow(action.pos, o.rows);
    const toPct = rowPositionPct(row, o.rows);
    if (toPct !== action.pos) {
      movedPositions.push({ atMs: offsetMs + action.at, fromPct: action.pos, toPct });
    }
    if (action.at !== column * cellMs) {
      shiftedTimes.push({ fromMs: offsetMs + action.at, toMs: offsetMs + column * cellMs });
    }
    cells.push({ row, column });
  }
  if (closes && !truncated && last !== undefined && last.at !== columns * cellMs) {
    shiftedTimes.push({ fromMs: offsetMs + last.at, toMs: offsetMs + columns * cellMs });
  }
  mergedTimes.sort((a, b) => a - b);
  const truncatedAfterMs = truncated ? offsetMs + lastInGridMs : undefined;
  const beat: Beat = {
    grid: { rows: o.rows, columns },
    cells,
    settings: { timePerCellMs: cellMs, fillPoints: true, addEndPoint: true },
  };
  return { beat, losses: { truncatedAfterMs, mergedTimes, shiftedTimes, movedPositions } };
}
