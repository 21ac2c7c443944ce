/**
 * The range of every numeric setting, in one place: the preference schemas check values against
 * these, and the settings forms give their number inputs the same `min`, `max` and `step`, so the
 * two can never disagree.
 */

/** The range of a numeric setting and the step its input offers (`'any'`: fractions allowed). */
export interface SettingBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number | 'any';
}

/** Largest grid side the beatbox editor supports, in cells. */
export const MAX_GRID_CELLS = 100;

/** Bounds of each numeric setting, by what it measures. */
export const SETTING_BOUNDS = {
  /** A percentage (random classic's ranges and minimum stroke). */
  percent: { min: 0, max: 100, step: 1 },
  /** Stroke change of one key press, percent of the full stroke. */
  strokeIncrementPct: { min: 1, max: 100, step: 1 },
  /** A linked device's own time offset while it plays its own part, ms (+ later than the video). */
  partOffsetMs: { min: -2000, max: 2000, step: 1 },
  /** User time offset change of one key press, ms. */
  timeOffsetIncrementMs: { min: 1, max: 1000, step: 1 },
  /** How long each random classic setting lasts, s. */
  randomTimeBetweenSeconds: { min: 1, max: 3600, step: 'any' },
  /** Random classic's pause between segments, s (0: none). */
  randomPauseSeconds: { min: 0, max: 3600, step: 'any' },
  /**
   * Rows of a beat's grid: its positions, from the top of the stroke to the bottom. A stroke needs
   * two; a grid of one row has only the top and never moves.
   */
  beatRows: { min: 2, max: MAX_GRID_CELLS, step: 1 },
  /** Columns of a beat's grid: its steps in time. */
  beatColumns: { min: 1, max: MAX_GRID_CELLS, step: 1 },
  /**
   * How tall the editor draws a beat's rows (`tableHeight`), in steps of 11 px: 4 (the spec's
   * default) makes 44 px, a touch target; 8 makes 88 px.
   */
  beatTableHeight: { min: 1, max: 8, step: 1 },
  /** Duration of one beat column or editor grid step, ms. */
  beatCellMs: { min: 10, max: 60_000, step: 1 },
} as const satisfies Record<string, SettingBounds>;

/** The `min`, `max` and `step` attributes of a number input for a setting with `bounds`. */
export function inputBounds(bounds: SettingBounds): SettingBounds {
  return { min: bounds.min, max: bounds.max, step: bounds.step };
}
