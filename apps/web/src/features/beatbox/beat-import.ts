/**
 * A funscript (or Handy CSV) file made into a beat: read by the players' shared reader, fitted to
 * the editor's grid by `@glide/core`, and what could not be kept put in words the page translates.
 */
import { funscriptToBeat, type Beat, type BeatImportReport } from '@glide/core';
import { parseScriptFile, type ScriptProblem } from '../../player';
import { MAX_GRID_CELLS, SETTING_BOUNDS } from '../../preferences';

/** What was lost fitting a file to the grid, counted for the message. */
export interface ImportLoss {
  /** Seconds of the file after the grid's end that were dropped (0 when none). */
  readonly truncatedSeconds: number;
  /** Moves dropped because another took their step. */
  readonly mergedTimes: number;
  /** Moves that had to move to a step. */
  readonly shiftedTimes: number;
  /** Moves whose position was rounded to a row. */
  readonly movedPositions: number;
}

/** The outcome of {@link importBeat}. */
export type BeatImportResult =
  | { readonly ok: true; readonly beat: Beat; readonly exact: boolean; readonly loss: ImportLoss }
  | { readonly ok: false; readonly problem: ScriptProblem };

/** Counts a report's losses. */
export function lossOf(report: BeatImportReport, lastActionMs: number): ImportLoss {
  const truncatedMs =
    report.truncatedAfterMs === undefined ? 0 : Math.max(0, lastActionMs - report.truncatedAfterMs);
  return {
    truncatedSeconds: Math.round(truncatedMs / 100) / 10,
    mergedTimes: report.mergedTimes.length,
    shiftedTimes: report.shiftedTimes.length,
    movedPositions: report.movedPositions.length,
  };
}

/**
 * Reads `text` (the file `fileName`) as a beat on a grid of `rows` rows, preferring the editor's
 * time per cell when the file fits it exactly. Never throws: a bad file comes back as its problem,
 * which the page words with the spec's messages.
 */
export function importBeat(
  text: string,
  fileName: string,
  rows: number,
  preferredTimePerCellMs: number,
): BeatImportResult {
  const read = parseScriptFile(text, fileName);
  if (!read.ok) return read;
  const { actions } = read.script;
  try {
    const { beat, report } = funscriptToBeat(actions, {
      rows,
      maxColumns: MAX_GRID_CELLS,
      timePerCellBoundsMs: SETTING_BOUNDS.beatCellMs,
      preferredTimePerCellMs,
    });
    const lastMs = actions[actions.length - 1]?.at ?? 0;
    return { ok: true, beat, exact: report.exact, loss: lossOf(report, lastMs) };
  } catch {
    // The parser already refused fewer than 2 points; anything else is a file we cannot fit.
    return { ok: false, problem: 'TOO_FEW_POINTS' };
  }
}

/** A file name without its folder and extension, for the imported beat's name. */
export function beatNameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
}
