/**
 * The number schemas the SDK's wire shapes are built from. JSON has no `Infinity` or `NaN`, and a
 * body carrying one would be sent as `null`: numbers must be finite, integers safe. Built from the
 * few valibot functions the app's start-up code uses anyway: valibot is bundled as one module with
 * the start-up code, so every other function the SDK used would weigh on the home route.
 */
import * as v from 'valibot';

const isFinite = (value: number) => Number.isFinite(value);
const FINITE = 'Invalid number: expected a finite number';

/** A finite number. */
export const num = () => v.pipe(v.number(), v.check(isFinite, FINITE));
/** A safe integer. */
export const int = () => v.pipe(v.number(), v.safeInteger());
/** A finite number from `min` to `max` inclusive. */
export const numIn = (min: number, max: number) =>
  v.pipe(v.number(), v.check(isFinite, FINITE), v.minValue(min), v.maxValue(max));
/** A finite number ≥ `min`. */
export const numFrom = (min: number) =>
  v.pipe(v.number(), v.check(isFinite, FINITE), v.minValue(min));
/** A safe integer from `min` to `max` inclusive. */
export const intIn = (min: number, max: number) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
/** A safe integer ≥ `min`. */
export const intFrom = (min: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min));
/** A finite number > 0. */
export const positive = () =>
  v.pipe(
    v.number(),
    v.check((value) => Number.isFinite(value) && value > 0, 'Invalid value: expected > 0'),
  );
/** An absolute URL, as `new URL` reads it. */
export const url = () =>
  v.pipe(
    v.string(),
    v.check((text) => {
      try {
        new URL(text);
        return true;
      } catch {
        return false;
      }
    }, 'Invalid URL'),
  );

/** A string of at least one character. */
export const nonEmpty = () => v.pipe(v.string(), v.minLength(1));
