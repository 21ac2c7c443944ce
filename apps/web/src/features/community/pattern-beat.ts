import {
  cycleToActions,
  funscriptToBeat,
  ScriptError,
  type Beat,
  type BeatImport,
  type BeatImportReport,
  type PatternCycle,
} from '@glide/core';

/**
 * Which beatbox grid holds a showcase pattern ("Open in beatbox"). The pattern's loop goes through
 * the beatbox's own funscript import, so what opens there is what the import would make of the
 * file the card downloads.
 */

/**
 * Row counts tried, in order: the beatbox's default (10), then those whose rows sit on every
 * multiple of 10, 5, 4 and 2 % (11, 21, 26, 51), so a pattern written in round positions lands
 * on rows. More than 51 rows is no grid anyone edits by hand (the settings allow 100 at most).
 */
export const BEAT_ROWS: readonly number[] = [10, 11, 21, 26, 51];

/** The beatbox's limits: its largest side and its time per cell bounds (the settings' bounds). */
const LIMITS = { maxColumns: 100, timePerCellBoundsMs: { min: 10, max: 60_000 } } as const;

/**
 * Times may move this much and the beat still counts as the pattern: the pattern's own times are
 * already whole ms rounded from its tempo (110 bpm puts a quarter beat at 136.36 ms), so a grid of
 * whole ms that is off by a few ms is that rounding, not a different rhythm, and nobody can feel it.
 */
export const UNFELT_SHIFT_MS = 5;

/** What a grid would lose of a pattern, counted for words on the card. */
export interface BeatLosses {
  /** Points whose position would move to the nearest row. */
  readonly movedPositions: number;
  /** Points dropped because another took their column. */
  readonly mergedTimes: number;
  /** Points whose time would move onto a column (the loop's end included). */
  readonly shiftedTimes: number;
  /** The largest of those moves, ms (0 when none). */
  readonly largestShiftMs: number;
  /** The loop would stop after this time, ms (the grid is too short); undefined when whole. */
  readonly truncatedAfterMs: number | undefined;
}

/** The beat that holds a pattern best, and whether it is the pattern. */
export interface PatternBeat {
  readonly beat: Beat;
  /** The beat plays the pattern point for point. */
  readonly exact: boolean;
  /** Exact, or only times moved by at most {@link UNFELT_SHIFT_MS}: open it without asking. */
  readonly fits: boolean;
  readonly rows: number;
  readonly losses: BeatLosses;
}

/** The counts of a report's losses. */
export function lossesOf(report: BeatImportReport): BeatLosses {
  return {
    movedPositions: report.movedPositions.length,
    mergedTimes: report.mergedTimes.length,
    shiftedTimes: report.shiftedTimes.length,
    largestShiftMs: Math.max(0, ...report.shiftedTimes.map((s) => Math.abs(s.toMs - s.fromMs))),
    truncatedAfterMs: report.truncatedAfterMs,
  };
}

function fits(report: BeatImportReport, losses: BeatLosses): boolean {
  if (report.exact) return true;
  return (
    losses.movedPositions === 0 &&
    losses.mergedTimes === 0 &&
    losses.truncatedAfterMs === undefined &&
    losses.largestShiftMs <= UNFELT_SHIFT_MS
  );
}

/** Worst first: points lost, then a cut loop, then moved positions, then moved times. */
function severity(losses: BeatLosses): number[] {
  return [
    losses.mergedTimes,
    losses.truncatedAfterMs === undefined ? 0 : 1,
    losses.movedPositions,
    losses.shiftedTimes,
    losses.largestShiftMs,
  ];
}

function lessSevere(a: BeatLosses, b: BeatLosses): boolean {
  const [x, y] = [severity(a), severity(b)];
  const i = x.findIndex((value, j) => value !== y[j]);
  return i >= 0 && (x[i] ?? 0) < (y[i] ?? 0);
}

function attempt(cycle: PatternCycle, rows: number): PatternBeat | undefined {
  let imported: BeatImport;
  try {
    imported = funscriptToBeat(cycleToActions(cycle), { rows, ...LIMITS });
  } catch (error) {
    // An empty cycle has nothing to put on a grid.
    if (error instanceof ScriptError) return undefined;
    throw error;
  }
  const losses = lossesOf(imported.report);
  const exact = imported.report.exact;
  return { beat: imported.beat, exact, fits: fits(imported.report, losses), rows, losses };
}

/**
 * The beat for `cycle`: on the first of {@link BEAT_ROWS} that holds it exactly; else the first
 * that {@link PatternBeat.fits}; else the one that loses least (see `severity`), the default row
 * count winning a tie. Undefined for an empty cycle.
 */
export function patternBeat(cycle: PatternCycle): PatternBeat | undefined {
  const tried = BEAT_ROWS.map((rows) => attempt(cycle, rows)).filter(
    (result): result is PatternBeat => result !== undefined,
  );
  const exact = tried.find((result) => result.exact);
  if (exact) return exact;
  const fitting = tried.find((result) => result.fits);
  if (fitting) return fitting;
  return tried.reduce<PatternBeat | undefined>(
    (best, result) =>
      best === undefined || lessSevere(result.losses, best.losses) ? result : best,
    undefined,
  );
}

/** One reason a pattern does not fit the grid, for words on the card (worst first). */
export type BeatProblem =
  | { readonly kind: 'merged'; readonly count: number }
  | { readonly kind: 'truncated'; readonly afterMs: number }
  | { readonly kind: 'moved'; readonly count: number }
  | { readonly kind: 'shifted'; readonly count: number; readonly upToMs: number };

/** What the closest grid would change, worst first; empty when the beat fits. */
export function beatProblems(result: PatternBeat): BeatProblem[] {
  if (result.fits) return [];
  const { mergedTimes, truncatedAfterMs, movedPositions, shiftedTimes, largestShiftMs } =
    result.losses;
  const problems: BeatProblem[] = [];
  if (mergedTimes > 0) problems.push({ kind: 'merged', count: mergedTimes });
  if (truncatedAfterMs !== undefined)
    problems.push({ kind: 'truncated', afterMs: truncatedAfterMs });
  if (movedPositions > 0) problems.push({ kind: 'moved', count: movedPositions });
  if (shiftedTimes > 0) {
    problems.push({ kind: 'shifted', count: shiftedTimes, upToMs: largestShiftMs });
  }
  return problems;
}
