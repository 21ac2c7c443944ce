/**
 * Whether two lists hold the same values, each by `Object.is`: what a drawing was made from
 * against what it would be made from now, so that the same again is not drawn.
 */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
