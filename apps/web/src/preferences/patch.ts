import type { Preferences } from './schema';
import { isRecord } from './salvage';

/** A recursive partial: objects may be given in part, arrays and tuples only whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A change to some settings, e.g. `{ keyBinding: { stroke: { topUp: 'z' } } }`. */
export type PreferencesPatch = DeepPartial<Preferences>;

/**
 * Merges `patch` into `base`: objects key by key (recursively), anything else (arrays, tuples,
 * scalars) replaced. A key present with `undefined` sets `undefined`, which clears an optional
 * override and fails validation elsewhere. The result is unvalidated.
 */
export function applyPatch(base: unknown, patch: unknown): unknown {
  if (!isRecord(base) || !isRecord(patch)) return patch;
  // fromEntries defines own properties, so a `__proto__` key in a patch cannot reach a prototype.
  return Object.fromEntries([
    ...Object.entries(base).filter(([key]) => !Object.hasOwn(patch, key)),
    ...Object.entries(patch).map(([key, value]) => [
      key,
      Object.hasOwn(base, key) ? applyPatch(base[key], value) : value,
    ]),
  ]);
}
