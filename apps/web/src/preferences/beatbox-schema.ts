import * as z from 'zod/mini';
import { flagSchema } from './fields';
import { itemwise } from './salvage';

/**
 * The beatbox part of the persisted settings (spec §3 "beatbox", defaults in spec §9). The spec
 * names the fields but not their types; the choices below are documented where they are made.
 */

/** Largest grid side the editor supports, in cells. */
export const MAX_GRID_CELLS = 100;

/** Grid size of a beat: `height` position levels (rows) by `time` steps (columns). */
export const beatResolutionSchema = z.object({
  height: z.int().check(z.minimum(1), z.maximum(MAX_GRID_CELLS)),
  time: z.int().check(z.minimum(1), z.maximum(MAX_GRID_CELLS)),
});

/**
 * How a beat turns into device points. `timePerCellMs` is how long one column lasts; `tableHeight`
 * is the height of the editor table in rows shown at once (the spec gives only its value, 4);
 * `fillPoints` interpolates between active cells; `addEndPoint` closes the loop with a final point.
 */
export const beatSettingsSchema = z.object({
  resolution: beatResolutionSchema,
  timePerCellMs: z.int().check(z.minimum(10), z.maximum(60_000)),
  tableHeight: z.int().check(z.minimum(1), z.maximum(MAX_GRID_CELLS)),
  fillPoints: flagSchema,
  addEndPoint: flagSchema,
});

/** One active cell of a beat, zero-based: `row` < resolution.height, `column` < resolution.time. */
export const beatCellSchema = z.object({
  row: z.int().check(z.minimum(0), z.maximum(MAX_GRID_CELLS - 1)),
  column: z.int().check(z.minimum(0), z.maximum(MAX_GRID_CELLS - 1)),
});

/**
 * A thumbnail: `''` for none, an http(s) URL, or an inline `data:image/…` URL (what a canvas
 * export gives). Other schemes are refused so that a tampered blob cannot put a `javascript:` URL
 * into an `<img>`; the length cap keeps one image from eating the storage quota.
 */
export const beatImageSchema = z
  .string()
  .check(
    z.maxLength(500_000),
    z.regex(
      /^(|https?:\/\/\S+|data:image\/[a-z+.-]+(;[a-z0-9=-]+)*(;base64)?,\S*)$/i,
      'Not an image URL',
    ),
  );

/**
 * A beat pattern. `version` is the beat format version (1 today); `uuid` is `''` while the beat has
 * never been saved; `activeCells` must lie inside `settings.resolution` and be distinct.
 */
export const beatSchema = z
  .object({
    version: z.int().check(z.minimum(1), z.maximum(1000)),
    image: beatImageSchema,
    name: z.string().check(z.maxLength(100)),
    uuid: z.union([z.literal(''), z.uuid()]),
    activeCells: itemwise(
      z.array(beatCellSchema).check(z.maxLength(MAX_GRID_CELLS * MAX_GRID_CELLS)),
    ),
    settings: beatSettingsSchema,
  })
  .check(
    z.superRefine((beat, ctx) => {
      const { height, time } = beat.settings.resolution;
      const seen = new Set<string>();
      beat.activeCells.forEach((cell, index) => {
        const id = `${cell.row}:${cell.column}`;
        if (cell.row >= height || cell.column >= time) {
          ctx.addIssue({
            code: 'custom',
            message: 'Cell outside the grid',
            path: ['activeCells', index],
          });
        } else if (seen.has(id)) {
          ctx.addIssue({
            code: 'custom',
            message: 'Cell listed twice',
            path: ['activeCells', index],
          });
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
export const cellGridSchema = z
  .object({
    stepMs: z.int().check(z.minimum(10), z.maximum(60_000)),
    cells: z
      .array(z.array(z.boolean()).check(z.minLength(1), z.maxLength(MAX_GRID_CELLS)))
      .check(z.minLength(1), z.maxLength(MAX_GRID_CELLS)),
  })
  .check(
    z.superRefine((grid, ctx) => {
      const width = grid.cells[0]?.length;
      if (grid.cells.some((row) => row.length !== width)) {
        ctx.addIssue({ code: 'custom', message: 'Rows differ in length', path: ['cells'] });
      }
    }),
  );

/** Saved beats; each non-empty uuid at most once (a later duplicate is dropped). */
const beatListSchema = itemwise(
  z.array(beatSchema).check(
    z.maxLength(200),
    z.superRefine((beats, ctx) => {
      const seen = new Set<string>();
      beats.forEach((beat, index) => {
        if (beat.uuid !== '' && seen.has(beat.uuid)) {
          ctx.addIssue({ code: 'custom', message: 'Beat saved twice', path: [index] });
        }
        seen.add(beat.uuid);
      });
    }),
  ),
);

/**
 * Beatbox settings. `playlist` holds beat uuids in play order (a uuid may repeat, and may name a beat
 * that was since deleted: the player skips those). The spec's "show flags" are `showSettings`,
 * `showPlaylist` and `showLibrary`: which editor panels are open.
 */
export const beatboxSchema = z.object({
  beats: beatListSchema,
  playlist: itemwise(z.array(z.uuid()).check(z.maxLength(1000))),
  currentBeat: beatSchema,
  showSettings: flagSchema,
  showPlaylist: flagSchema,
  showLibrary: flagSchema,
  showGraph: flagSchema,
  updateTimeHalfway: flagSchema,
  cellStates: cellGridSchema,
});
