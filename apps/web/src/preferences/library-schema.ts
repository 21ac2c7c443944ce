import * as v from 'valibot';
import { jsonObject, jsonRecord } from '../lib/json-schemas';
import { flagSchema } from './fields';
import { itemwise } from './salvage';

/**
 * The local player's library (a folder of videos and scripts played as a playlist), as the settings
 * keep it. The folder itself cannot be kept here (files are not storable; a directory handle is kept
 * in IndexedDB by `lib/library-folder.ts`): this keeps what lets the page show the playlist after a
 * reload and pick up where the user was.
 */

/** Most videos whose paths are kept (a bigger folder still plays; its list shows after a reload only in part). */
export const MAX_LIBRARY_VIDEOS = 5_000;
/** Most videos whose chosen variant or position is kept. */
export const MAX_LIBRARY_MEMORY = 2_000;

/** A path inside the folder, '/'-separated, as the library lists it. */
export const libraryPathSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(1024));

/** At most {@link MAX_LIBRARY_MEMORY} entries. */
function bounded<T extends v.GenericSchema<unknown, Record<string, unknown>>>(schema: T) {
  return v.pipe(
    schema,
    v.check(
      (record) => Object.keys(record).length <= MAX_LIBRARY_MEMORY,
      'Too many videos remembered',
    ),
  );
}

export const librarySchema = jsonObject({
  /** The folder's name, `''` while none was opened. */
  folderName: v.pipe(v.string(), v.maxLength(255)),
  /** How it was opened: a remembered handle (`picker`, `drop` in Chromium) opens again in one click. */
  origin: v.picklist(['', 'picker', 'input', 'drop']),
  /** The videos' paths in playlist order, shown after a reload until the folder is open again. */
  videos: itemwise(v.pipe(v.array(libraryPathSchema), v.maxLength(MAX_LIBRARY_VIDEOS))),
  /** The video playing or last played, `''` for none. */
  current: v.union([v.literal(''), libraryPathSchema]),
  /** The script variant chosen per video (its label, e.g. `soft`; `''` for the main script). */
  variants: bounded(jsonRecord(libraryPathSchema, v.pipe(v.string(), v.maxLength(64)))),
  /** Where each video was left, ms (offered on return, never forced). */
  positions: bounded(
    jsonRecord(
      libraryPathSchema,
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400_000)),
    ),
  ),
  /** Repeat nothing, the video, or the whole list. */
  repeat: v.picklist(['off', 'one', 'all']),
  shuffle: flagSchema,
});
