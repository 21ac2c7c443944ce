import type { Beat, BeatCell, BeatGrid } from './beat';

/**
 * Built-in beats, on the editor's default grid. Ideas from the pattern editors people already use
 * (ScriptPlayer's presets: Up/Down, Slow, Heartbeat, Stairs, Saw, Wave; bars like 3-2).
 */

/** A built-in beat. The app shows `nameKey` translated, falling back to `defaultName`. */
export interface BeatPreset {
  /** Stable: saved playlists and analytics may refer to it. */
  readonly id: string;
  /** Suggested i18n key, `beatbox.presets.<id>`. */
  readonly nameKey: string;
  /** The English name. */
  readonly defaultName: string;
  readonly beat: Beat;
}

/** The grid every preset uses: the editor's default, 10 rows by 10 columns. */
export const BEAT_PRESET_GRID: BeatGrid = Object.freeze({ rows: 10, columns: 10 });

/** The presets' time per cell: 250 ms, a 2.5 s loop. */
export const BEAT_PRESET_TIME_PER_CELL_MS = 250;

/** Rows are 0 = top (100) … 9 = bottom (0); `null` leaves a column empty. */
type ColumnRows = number | readonly number[] | null;

function preset(
  id: string,
  defaultName: string,
  columns: readonly ColumnRows[],
  fillPoints = true,
): BeatPreset {
  const cells: BeatCell[] = columns.flatMap((rows, column) =>
    rows === null ? [] : [rows].flat().map((row) => Object.freeze({ row, column })),
  );
  const beat: Beat = Object.freeze({
    grid: BEAT_PRESET_GRID,
    cells: Object.freeze(cells.sort((a, b) => a.column - b.column || a.row - b.row)),
    settings: Object.freeze({
      timePerCellMs: BEAT_PRESET_TIME_PER_CELL_MS,
      fillPoints,
      addEndPoint: true,
    }),
  });
  return Object.freeze({ id, nameKey: `beatbox.presets.${id}`, defaultName, beat });
}

const _ = null;

/** The built-in beats, in the order the library shows them. */
export const BEAT_PRESETS: readonly BeatPreset[] = Object.freeze([
  // Full strokes, one half-stroke per cell: two strokes a second.
  preset('steady', 'Steady', [0, 9, 0, 9, 0, 9, 0, 9, 0, 9]),
  // One long, full stroke per loop.
  preset('slow', 'Slow and deep', [0, _, _, _, _, 9, _, _, _, _]),
  // Short strokes near the top only.
  preset('tease', 'Tease', [0, 2, 0, 2, 0, 2, 0, 2, 0, 2]),
  // Two quick strokes, then one slow one (quick-quick-slow).
  preset('gallop', 'Gallop', [0, 9, 0, 9, 0, _, _, 9, _, _]),
  // Beat, smaller beat, then rest at the bottom until the loop ends.
  preset('heartbeat', 'Heartbeat', [0, 9, 3, 9, _, _, _, _, _, _], false),
  // A smooth rise and fall over the whole loop.
  preset('wave', 'Wave', [0, 1, 3, 6, 8, 9, 8, 6, 3, 1]),
  // Down in steps, holding on each, then straight back up.
  preset('stairs', 'Stairs', [0, _, 2, _, 4, _, 6, _, 9, _], false),
  // A slow rise and a sudden drop.
  preset('saw', 'Sawtooth', [9, _, _, _, _, _, _, _, 0, 9]),
  // Each stroke deeper than the one before.
  preset('build-up', 'Build-up', [0, 3, 0, 5, 0, 7, 0, 9, 0, 9]),
  // A full stroke inside one cell, a pause, the way back inside one cell, a pause.
  preset('snap', 'Snap', [[0, 9], _, _, _, _, [0, 9], _, _, _, _]),
]);

/** The preset with this id, if there is one. */
export function beatPresetById(id: string): BeatPreset | undefined {
  return BEAT_PRESETS.find((p) => p.id === id);
}
