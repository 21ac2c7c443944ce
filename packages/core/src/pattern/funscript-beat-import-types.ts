/**
 * What a script's import into a beat reports, and its resolved options: shared by the import
 * (`funscript-beat-import.ts`) and its lossy fallback (`funscript-beat-lossy.ts`), so that neither
 * imports the other back.
 */

/** A kept action whose time moved onto its column's start. */
export interface ShiftedTime {
  readonly fromMs: number;
  readonly toMs: number;
}

/** A kept action whose position moved to its row's. */
export interface MovedPosition {
  readonly atMs: number;
  readonly fromPct: number;
  readonly toPct: number;
}

/** What the import kept and what it lost. Times are the script's own. */
export interface BeatImportReport {
  /** The beat plays exactly the script's actions, from its first to its last. */
  readonly exact: boolean;
  /** Time of the script's first action, where the beat starts (the silence before is not kept). */
  readonly offsetMs: number;
  /** The last script time the grid holds: every later action was dropped. */
  readonly truncatedAfterMs: number | undefined;
  /** Actions dropped because another one took their column. */
  readonly mergedTimes: readonly number[];
  readonly shiftedTimes: readonly ShiftedTime[];
  /** Every kept action whose position changed; quantising to the nearest row never moves one by
   *  more than half a row's step, so any change at all is listed. */
  readonly movedPositions: readonly MovedPosition[];
}

/** Options with defaults applied. */
export interface ResolvedImportOptions {
  readonly rows: number;
  readonly maxColumns: number;
  readonly minCellMs: number;
  readonly maxCellMs: number;
  readonly preferredCellMs: number | undefined;
}
