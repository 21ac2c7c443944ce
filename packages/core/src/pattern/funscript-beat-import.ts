import { normaliseActions } from '../script/normalise';
import { ScriptError, type Action } from '../script/types';
import { beatCycle, nearestRow, rowPositionPct, type Beat, type BeatSettings } from './beat';
import { compareCells } from './beat-cells';
import { cycleToActions } from './funscript-beat';
import { importLossy } from './funscript-beat-lossy';
import type { BeatImportReport, ResolvedImportOptions } from './funscript-beat-import-types';

export type { BeatImportReport, MovedPosition, ShiftedTime } from './funscript-beat-import-types';

/**
 * A script turned into a beat. The import first looks for a grid on which a beat plays the script
 * exactly (every file Glide exports is one); failing that it fits the script to a grid and reports
 * what did not survive.
 */

/** How to fit a script into a beat. */
export interface BeatImportOptions {
  /** Rows of the grid (position levels), ≥ 1. */
  readonly rows: number;
  /** Most columns the grid may have; default 100 (the editor's largest side). */
  readonly maxColumns?: number;
  /** Allowed time per cell; default 10–60 000 ms (the app's bounds). */
  readonly timePerCellBoundsMs?: { readonly min: number; readonly max: number };
  /**
   * A time per cell to use whenever the script fits it exactly (pass the editor's current one, so
   * a beat exported from Glide comes back on the grid it was made on).
   */
  readonly preferredTimePerCellMs?: number;
}

/** A beat and the report of how faithfully it holds the script. */
export interface BeatImport {
  readonly beat: Beat;
  readonly report: BeatImportReport;
}

/** The flag pairs tried, in order of preference (the app's defaults first). */
const FLAG_ORDER: readonly Pick<BeatSettings, 'fillPoints' | 'addEndPoint'>[] = [
  { fillPoints: true, addEndPoint: true },
  { fillPoints: true, addEndPoint: false },
  { fillPoints: false, addEndPoint: true },
  { fillPoints: false, addEndPoint: false },
];

function resolveOptions(options: BeatImportOptions): ResolvedImportOptions {
  const { rows, maxColumns = 100, timePerCellBoundsMs = { min: 10, max: 60_000 } } = options;
  const minCellMs = Math.max(1, Math.ceil(timePerCellBoundsMs.min));
  const maxCellMs = Math.floor(timePerCellBoundsMs.max);
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(maxColumns) || maxColumns < 1) {
    throw new RangeError('rows and maxColumns must be whole numbers ≥ 1');
  }
  if (!(maxCellMs >= minCellMs)) throw new RangeError('timePerCellBoundsMs holds no whole ms');
  return {
    rows,
    maxColumns,
    minCellMs,
    maxCellMs,
    preferredCellMs: options.preferredTimePerCellMs,
  };
}

/** True when the beat's exported loop equals the script up to the script's last action. */
export function playsExactly(beat: Beat, script: readonly Action[]): boolean {
  const last = script[script.length - 1];
  if (last === undefined) return false;
  const played = cycleToActions(beatCycle(beat)).filter((a) => a.at <= last.at);
  return (
    played.length === script.length &&
    played.every((a, i) => a.at === script[i]?.at && a.pos === script[i]?.pos)
  );
}

interface Grid {
  readonly cellMs: number;
  readonly columns: number;
  /** The last action closes the loop (it is the next loop's first), rather than being a cell. */
  readonly closed: boolean;
}

/** Grids on which the script's last action lands on a column start or the loop's end. */
function candidateGrids(script: readonly Action[], o: ResolvedImportOptions): Grid[] {
  const first = script[0];
  const last = script[script.length - 1];
  if (first === undefined || last === undefined) return [];
  const grids: Grid[] = [];
  const inBounds = (cellMs: number) =>
    Number.isInteger(cellMs) && cellMs >= o.minCellMs && cellMs <= o.maxCellMs;
  for (let columns = 1; columns <= o.maxColumns; columns++) {
    const cellMs = last.at / columns;
    if (first.pos === last.pos && inBounds(cellMs)) grids.push({ cellMs, columns, closed: true });
    if (columns < o.maxColumns && inBounds(cellMs)) {
      grids.push({ cellMs, columns: columns + 1, closed: false });
    }
  }
  return grids;
}

/** The script's actions grouped by column, or undefined if one is not where a beat puts it. */
function columnGroups(actions: readonly Action[], cellMs: number): Action[][] | undefined {
  const groups: Action[][] = [];
  for (const action of actions) {
    const column = Math.floor(action.at / cellMs);
    const group = groups[groups.length - 1];
    if (group !== undefined && Math.floor((group[0]?.at ?? -1) / cellMs) === column) {
      group.push(action);
    } else groups.push([action]);
  }
  // k actions in a column sit at start + floor(j × cellMs / k), as beatCycle spreads k cells.
  const spreadRight = (group: Action[]) =>
    group.every((a, j) => {
      const startMs = Math.floor((group[0]?.at ?? 0) / cellMs) * cellMs;
      return a.at === startMs + Math.floor((j * cellMs) / group.length);
    });
  return groups.every(spreadRight) ? groups : undefined;
}

/**
 * The beat a grid, flags and a count of leading synthetic actions (the loop-start point, and
 * without fill the hold that crosses the wrap) describe; without fill, an action repeating the
 * previous position just before the next active column is taken for a hold, not a cell.
 */
function beatOnGrid(
  groups: readonly Action[][],
  grid: Grid,
  settings: BeatSettings,
  rows: number,
  synthetic: number,
): Beat | undefined {
  const kept = groups.slice(synthetic);
  if (groups.slice(0, synthetic).some((g) => g.length > 1) || kept.length === 0) return undefined;
  const column = (g: readonly Action[] | undefined) =>
    Math.floor((g?.[0]?.at ?? 0) / settings.timePerCellMs);
  const closesAtLoopEnd = settings.addEndPoint || column(kept[0]) === 0;
  const cells: { row: number; column: number }[] = [];
  let previousPct: number | undefined;
  let holdBefore = false;
  for (const [i, group] of kept.entries()) {
    const c = column(group);
    const next = kept[i + 1];
    const holdSlot =
      next === undefined ? closesAtLoopEnd && c === grid.columns - 1 : column(next) === c + 1;
    const only = group.length === 1 ? group[0] : undefined;
    const repeats = only !== undefined && only.pos === previousPct;
    if (!settings.fillPoints && !holdBefore && holdSlot && repeats) {
      holdBefore = true;
      continue;
    }
    holdBefore = false;
    const rowsHere = new Set<number>();
    for (const action of group) {
      const row = nearestRow(action.pos, rows);
      if (rowPositionPct(row, rows) !== action.pos || rowsHere.has(row)) return undefined;
      rowsHere.add(row);
      cells.push({ row, column: c });
    }
    previousPct = group[group.length - 1]?.pos;
  }
  return { grid: { rows, columns: grid.columns }, cells: cells.sort(compareCells), settings };
}

interface Found {
  readonly beat: Beat;
  readonly rank: readonly number[];
}

const isBetter = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
};

/**
 * The simplest beat that plays the script exactly, or undefined. Preference: the preferred time
 * per cell; a loop closed by the script's last action (its own length) over one a column longer;
 * fewest cells; fewest columns holding several cells; the longest cells; the default flags; fewest
 * synthetic actions.
 */
function findExact(script: readonly Action[], o: ResolvedImportOptions): Beat | undefined {
  // A beat holds at most a cell per row and a hold per column: longer scripts cannot fit exactly.
  if (script.length > o.maxColumns * (o.rows + 1) + 2) return undefined;
  let best: Found | undefined;
  for (const grid of candidateGrids(script, o)) {
    const groups = columnGroups(grid.closed ? script.slice(0, -1) : script, grid.cellMs);
    if (groups === undefined) continue;
    for (const [flagRank, flags] of FLAG_ORDER.entries()) {
      for (let synthetic = 0; synthetic <= Math.min(2, groups.length - 1); synthetic++) {
        const settings = { timePerCellMs: grid.cellMs, ...flags };
        const beat = beatOnGrid(groups, grid, settings, o.rows, synthetic);
        if (beat === undefined || !playsExactly(beat, script)) continue;
        const perColumn = new Map<number, number>();
        for (const { column } of beat.cells)
          perColumn.set(column, (perColumn.get(column) ?? 0) + 1);
        const rank = [
          grid.cellMs === o.preferredCellMs ? 0 : 1,
          grid.closed ? 0 : 1,
          beat.cells.length,
          [...perColumn.values()].filter((n) => n > 1).length,
          -grid.cellMs,
          flagRank,
          synthetic,
        ];
        if (best === undefined || isBetter(rank, best.rank)) best = { beat, rank };
      }
    }
  }
  return best?.beat;
}

/**
 * Turns script actions into a beat on a grid of `options.rows` rows.
 *
 * The beat starts at the first action (the report's `offsetMs`). If some grid within the bounds
 * lets a beat play the actions exactly (times on column starts or spread in a column as
 * {@link beatCycle} spreads cells, positions on rows, the last action either a cell or the loop's
 * closing point), that beat is returned with an exact report; see `findExact` for which one when
 * several do. Otherwise the time per cell is the smallest gap between two actions (the largest that
 * keeps distinct times in distinct columns), clamped to the bounds; each action goes to the nearest
 * column (one per column: the one nearest the column's start stays) and the nearest row, actions
 * past `maxColumns` are dropped, and the report lists every loss.
 *
 * @throws {@link ScriptError} `TOO_FEW_POINTS` if fewer than two distinct valid actions remain
 * after normalisation ("Need at least 2 points"). RangeError for unusable options.
 */
export function funscriptToBeat(
  actions: readonly Action[],
  options: BeatImportOptions,
): BeatImport {
  const resolved = resolveOptions(options);
  const normalised = normaliseActions(actions);
  const offsetMs = normalised[0]?.at ?? 0;
  if (normalised.length < 2) throw new ScriptError('TOO_FEW_POINTS');
  const script = normalised.map(({ at, pos }) => ({ at: at - offsetMs, pos }));
  const exact = findExact(script, resolved);
  if (exact !== undefined) {
    const report: BeatImportReport = {
      exact: true,
      offsetMs,
      truncatedAfterMs: undefined,
      mergedTimes: [],
      shiftedTimes: [],
      movedPositions: [],
    };
    return { beat: exact, report };
  }
  const { beat, losses } = importLossy(script, resolved, offsetMs);
  return { beat, report: { exact: playsExactly(beat, script), offsetMs, ...losses } };
}
