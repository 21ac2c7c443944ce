import * as v from 'valibot';
import { jsonObject } from '../lib/json-schemas';
import { crossCheck } from '../lib/schema-issues';
import { MAX_GRID_CELLS, SETTING_BOUNDS } from './bounds';
import { flagSchema, intSchema, uuidSchema } from './fields';
import { itemwise } from './salvage';

/**
 * The beatbox part of the persisted settings (spec §3 "beatbox", defaults in spec §9). The spec
 * names the fields but not their types; the choices below are documented where they are made.
 */

export { MAX_GRID_CELLS };

/** Grid size of a beat: `height` position levels (rows) by `time` steps (columns). */
export const beatResolutionSchema = jsonObject({
  height: intSchema(SETTING_BOUNDS.beatRows),
  time: intSchema(SETTING_BOUNDS.beatColumns),
});

/**
 * How a beat turns into device points. `timePerCellMs` is how long one column lasts; `tableHeight`
 * is how tall the editor draws a row, in 11 px steps (the spec gives only its value, 4: 44 px);
 * `fillPoints` interpolates between active cells; `addEndPoint` closes the loop with a final point.
 */
export const beatSettingsSchema = jsonObject({
  resolution: beatResolutionSchema,
  timePerCellMs: intSchema(SETTING_BOUNDS.beatCellMs),
  tableHeight: intSchema(SETTING_BOUNDS.beatTableHeight),
  fillPoints: flagSchema,
  addEndPoint: flagSchema,
});

/** One active cell of a beat, zero-based: `row` < resolution.height, `column` < resolution.time. */
export const beatCellSchema = jsonObject({
  row: intSchema({ min: 0, max: MAX_GRID_CELLS - 1 }),
  column: intSchema({ min: 0, max: MAX_GRID_CELLS - 1 }),
});

/**
 * A thumbnail: `''` for none, an http(s) URL, or an inline `data:image/…` URL (what a canvas
 * export gives). Other schemes are refused so that a tampered blob cannot put a `javascript:` URL
 * into an `<img>`; the length cap keeps one image from eating the storage quota.
 */
export const beatImageSchema = v.pipe(
  v.string(),
  v.maxLength(500_000),
  v.regex(
    /^(|https?:\/\/\S+|data:image\/[a-z+.-]+(;[a-z0-9=-]+)*(;base64)?,\S*)$/i,
    'Not an image URL',
  ),
);

/**
 * A beat pattern. `version` is the beat format version (1 today); `uuid` is `''` while the beat has
 * never been saved; `activeCells` must lie inside `settings.resolution` and be distinct.
 */
export const beatSchema = v.pipe(
  jsonObject({
    version: intSchema({ min: 1, max: 1000 }),
    image: beatImageSchema,
    name: v.pipe(v.string(), v.maxLength(100)),
    uuid: v.union([v.literal(''), uuidSchema]),
    activeCells: itemwise(
      v.pipe(v.array(beatCellSchema), v.maxLength(MAX_GRID_CELLS * MAX_GRID_CELLS)),
    ),
    settings: beatSettingsSchema,
  }),
  crossCheck((beat, report) => {
    const { height, time } = beat.settings.resolution;
    const seen = new Set<string>();
    beat.activeCells.forEach((cell, index) => {
      const id = `${cell.row}:${cell.column}`;
      if (cell.row >= height || cell.column >= time) {
        report('Cell outside the grid', ['activeCells', index]);
      } else if (seen.has(id)) {
        report('Cell listed twice', ['activeCells', index]);
      }
      seen.add(id);
    });
  }),
);

/**
 * The editor's cell grid: `cells[row][column]` is true when the cell is on, each column lasting
 * `stepMs`. Spec §9 gives 10 rows by 10 columns at 200 ms steps. All rows have the same length; a
 * grid is one value (one bad cell resets the grid, since dropping it would shift its neighbours).
 */
export const cellGridSchema = v.pipe(
  jsonObject({
    stepMs: intSchema(SETTING_BOUNDS.beatCellMs),
    cells: v.pipe(
      v.array(v.pipe(v.array(v.boolean()), v.minLength(1), v.maxLength(MAX_GRID_CELLS))),
      v.minLength(1),
      v.maxLength(MAX_GRID_CELLS),
    ),
  }),
  crossCheck((grid, report) => {
    const width = grid.cells[0]?.length;
    if (grid.cells.some((row) => row.length !== width)) {
      report('Rows differ in length', ['cells']);
    }
  }),
);

/** Saved beats; each non-empty uuid at most once (a later duplicate is dropped). */
const beatListSchema = itemwise(
  v.pipe(
    v.array(beatSchema),
    v.maxLength(200),
    crossCheck((beats, report) => {
      const seen = new Set<string>();
      beats.forEach((beat, index) => {
        if (beat.uuid !== '' && seen.has(beat.uuid)) report('Beat saved twice', [index]);
        seen.add(beat.uuid);
      });
    }),
  ),
);

/** How many times one playlist entry may repeat before the next plays. */
export const MAX_PLAYLIST_REPEAT = 99;

/**
 * One playlist entry: a saved beat and how many times it plays in a row. Earlier builds stored the
 * bare uuid, which reads as one repeat (no version bump: the old form stays readable).
 */
export const playlistEntrySchema = v.union([
  v.pipe(
    uuidSchema,
    v.transform((uuid) => ({ uuid, repeat: 1 })),
  ),
  jsonObject({
    uuid: uuidSchema,
    repeat: intSchema({ min: 1, max: MAX_PLAYLIST_REPEAT }),
  }),
]);

/**
 * Beatbox settings. `playlist` holds entries in play order (a beat may appear more than once, and an
 * entry may name a beat that was since deleted: the player skips those). The spec's "show flags"
 * are `showSettings`, `showPlaylist` and `showLibrary`: which editor panels are open.
 */
export const beatboxSchema = jsonObject({
  beats: beatListSchema,
  playlist: itemwise(v.pipe(v.array(playlistEntrySchema), v.maxLength(1000))),
  currentBeat: beatSchema,
  showSettings: flagSchema,
  showPlaylist: flagSchema,
  showLibrary: flagSchema,
  showGraph: flagSchema,
  updateTimeHalfway: flagSchema,
  cellStates: cellGridSchema,
});
