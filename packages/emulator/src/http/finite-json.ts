/**
 * JSON that never turns a number into `null`. `JSON.stringify` writes NaN and ±Infinity as `null`,
 * so a non-finite value in the model would reach a client as a field of the wrong type, which a
 * client's schema may or may not notice. Validation keeps the model finite (see bounds.ts); this is
 * the last line: a non-finite number is a defect of the emulator and fails loudly, naming its path.
 */

/** A number that JSON cannot carry was about to be serialised. */
export class NonFiniteNumberError extends Error {
  constructor(
    /** Where in the value, e.g. `result.current_time`. */
    readonly path: string,
    readonly value: number,
  ) {
    super(`Non-finite number ${String(value)} at ${path || '(root)'}`);
    this.name = 'NonFiniteNumberError';
  }
}

/** `JSON.stringify`, but a NaN or ±Infinity anywhere throws {@link NonFiniteNumberError}. */
export function stringifyFinite(value: unknown): string {
  const paths = new Map<object, string>();
  return JSON.stringify(value, function (this: unknown, key: string, item: unknown) {
    const parentPath = typeof this === 'object' && this !== null ? paths.get(this) : undefined;
    const path = parentPath === undefined || parentPath === '' ? key : `${parentPath}.${key}`;
    if (typeof item === 'number' && !Number.isFinite(item)) {
      throw new NonFiniteNumberError(path, item);
    }
    if (typeof item === 'object' && item !== null) paths.set(item, path);
    return item;
  });
}
