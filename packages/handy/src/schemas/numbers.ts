/**
 * The number schemas the SDK's wire shapes are built from. JSON has no `Infinity` or `NaN`, and a
 * body carrying one would be sent as `null`: numbers must be finite, integers safe.
 */
import * as v from 'valibot';

/** A finite number. */
export const num = () => v.pipe(v.number(), v.finite());
/** A safe integer. */
export const int = () => v.pipe(v.number(), v.safeInteger());
/** A finite number from `min` to `max` inclusive. */
export const numIn = (min: number, max: number) =>
  v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));
/** A finite number ≥ `min`. */
export const numFrom = (min: number) => v.pipe(v.number(), v.finite(), v.minValue(min));
/** A safe integer from `min` to `max` inclusive. */
export const intIn = (min: number, max: number) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
/** A safe integer ≥ `min`. */
export const intFrom = (min: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min));
/** A finite number > 0. */
export const positive = () => v.pipe(v.number(), v.finite(), v.gtValue(0));
/** A string of at least one character. */
export const nonEmpty = () => v.pipe(v.string(), v.minLength(1));
