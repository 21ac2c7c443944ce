import * as z from 'zod/mini';

/** Building blocks shared by the preference schemas. */

/** A device connection key as the API defines it (reference §1: `^[a-zA-Z0-9]{5,64}$`). */
export const connectionKeySchema = z
  .string()
  .check(z.regex(/^[a-zA-Z0-9]{5,64}$/, 'A connection key is 5 to 64 letters or digits'));

/** A percentage, 0 to 100 inclusive. */
export const percentSchema = z.number().check(z.minimum(0), z.maximum(100));

/**
 * A `[minimum, maximum]` pair of percentages with minimum ≤ maximum. The pair is one value: when it
 * is inconsistent there is no telling which end is wrong, so both fall back together.
 */
export const percentRangeSchema = z
  .tuple([percentSchema, percentSchema])
  .check(z.refine(([min, max]) => min <= max, 'The minimum must not exceed the maximum'));

/**
 * One keyboard key: a single printable character (no control, format or separator characters, so no
 * space). Case is kept as typed; the keyboard handler compares case-insensitively (spec §5).
 */
export const keySchema = z
  .string()
  .check(z.regex(/^[^\p{C}\p{Z}]$/u, 'A key binding is a single printable character'));

/** An absolute http(s) URL of reasonable length. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));

/** An http(s) URL, or `''` for "none chosen". */
export const optionalHttpUrlSchema = z.union([z.literal(''), httpUrlSchema]);

/** A boolean flag. */
export const flagSchema = z.boolean();
