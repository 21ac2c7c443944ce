import * as v from 'valibot';
import { CONNECTION_KEY_FORMAT, CONNECTION_KEY_PATTERN } from '../lib/connection-key';
import { jsonPair } from '../lib/json-schemas';
import { crossCheck } from '../lib/schema-issues';
import { httpUrl } from '../lib/url-schema';
import { SETTING_BOUNDS, type SettingBounds } from './bounds';

/** Building blocks shared by the preference schemas. */

/** A device connection key as the API defines it (the rule lives in `device/connection/connection-key`). */
export const connectionKeySchema = v.pipe(
  v.string(),
  v.regex(CONNECTION_KEY_PATTERN, CONNECTION_KEY_FORMAT),
);

/*
 * Numbers: a value that is not a finite number, or not a whole one where one is wanted, is the
 * wrong type of value, not a number out of range. The difference shows in the checks across
 * fields, which only look at values of the right type: a range with an end of Infinity or 2.5 is
 * refused for that end, and not also for its order.
 */

/** A finite number. */
export const finiteNumberSchema = v.custom<number>(
  (input) => typeof input === 'number' && Number.isFinite(input),
  'Not a finite number',
);

/** A finite number within `bounds` (inclusive). */
export function numberSchema({ min, max }: SettingBounds) {
  return v.pipe(finiteNumberSchema, v.minValue(min), v.maxValue(max));
}

/** A whole number within `bounds` (inclusive). */
export function intSchema({ min, max }: Pick<SettingBounds, 'min' | 'max'>) {
  return v.pipe(
    v.custom<number>((input) => Number.isInteger(input), 'Not a whole number'),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A percentage, 0 to 100 inclusive. */
export const percentSchema = numberSchema(SETTING_BOUNDS.percent);

/**
 * A `[minimum, maximum]` pair of percentages with minimum ≤ maximum. The pair is one value: when it
 * is inconsistent there is no telling which end is wrong, so both fall back together.
 */
export const percentRangeSchema = v.pipe(
  jsonPair(percentSchema),
  crossCheck(([min, max], report) => {
    if (min > max) report('The minimum must not exceed the maximum');
  }),
);

/**
 * One keyboard key: a single printable character (no control, format or separator characters, so no
 * space). Case is kept as typed; the keyboard handler compares case-insensitively (spec §5).
 */
export const keySchema = v.pipe(
  v.string(),
  v.regex(/^[^\p{C}\p{Z}]$/u, 'A key binding is a single printable character'),
);

/** An absolute http(s) URL of reasonable length. */
export const httpUrlSchema = v.pipe(httpUrl(), v.maxLength(2048));

/** An http(s) URL, or `''` for "none chosen". */
export const optionalHttpUrlSchema = v.union([v.literal(''), httpUrlSchema]);

/**
 * A UUID: versions 1 to 8 with the RFC 9562 variant, or the nil or max UUID. The pattern is the one
 * stored beats and playlists were always checked with, stricter than valibot's `uuid()`.
 */
export const uuidSchema = v.pipe(
  v.string(),
  v.regex(
    /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
  ),
);

/** A boolean flag. */
export const flagSchema = v.boolean();
