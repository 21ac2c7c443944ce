/** A value whose nested objects and arrays are all read-only, as {@link deepFreeze} makes them. */
export type DeepReadonly<T> = T extends object
  ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
  : T;

/**
 * Freezes `value` and everything reachable from it, so that shared snapshots (the defaults, the
 * store's current value) cannot be changed behind the store's back: a stray mutation throws in
 * strict-mode code instead of silently desynchronising memory from storage. Already-frozen objects are
 * still walked, because a frozen parent says nothing about its children. Meant for acyclic JSON data.
 */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value as DeepReadonly<T>;
}
