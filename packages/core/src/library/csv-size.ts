import { DEFAULT_CSV_HEADER } from '../script/csv';
import type { Action } from '../script/types';

/** Digits of a whole number ≥ 0, without building its string. */
function digits(value: number): number {
  let count = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) count++;
  return count;
}

/**
 * The bytes of `toCsv(actions)` (the file an HSSP upload sends), counted without writing it.
 * Expects normalised actions (whole ms ≥ 0, whole percent); anything else is counted as written.
 */
export function csvByteLength(actions: readonly Action[]): number {
  // `#` + header + `\n`, then `at,pos\n` per action; all ASCII, so characters are bytes.
  let bytes = DEFAULT_CSV_HEADER.length + 2;
  for (const { at, pos } of actions) {
    const atDigits = Number.isInteger(at) && at >= 0 ? digits(at) : String(at).length;
    const posDigits = Number.isInteger(pos) && pos >= 0 ? digits(pos) : String(pos).length;
    bytes += atDigits + posDigits + 2;
  }
  return bytes;
}
