import { ActionCollector } from './action-collector';
import { normaliseActions } from './normalise';
import { ScriptError, type Action, type Script } from './types';

/**
 * The Handy's CSV dialect: one `time,position` pair of integers per line. The Handy skips the first
 * line of an uploaded file as metadata, so {@link toCsv} always writes a comment line first.
 */

const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_PLUS = 43;
const CHAR_MINUS = 45;
const CHAR_COMMA = 44;
const CHAR_SPACE = 32;
const CHAR_TAB = 9;
const CHAR_CR = 13;
const CHAR_HASH = 35;

/** The header written when the caller gives none. */
export const DEFAULT_CSV_HEADER = 'Created by Glide';

function isBlank(code: number): boolean {
  return code === CHAR_SPACE || code === CHAR_TAB || code === CHAR_CR;
}

/**
 * Scratch output of {@link readInt}. The scanner runs once per line of files with a million lines;
 * returning the value through module state keeps it free of allocations and closures, which
 * dominated the run time of the first version. Safe because parsing is synchronous.
 */
let scannedInt = 0;

/**
 * Reads `␣* [+-]? digits ␣*` from `text[i, end)` into {@link scannedInt} and returns the index
 * after it, or -1 if there are no digits.
 */
function readInt(text: string, i: number, end: number): number {
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  let sign = 1;
  const first = i < end ? text.charCodeAt(i) : -1;
  if (first === CHAR_PLUS || first === CHAR_MINUS) {
    if (first === CHAR_MINUS) sign = -1;
    i++;
  }
  const digitsStart = i;
  let value = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c < CHAR_0 || c > CHAR_9) break;
    value = value * 10 + (c - CHAR_0);
    i++;
  }
  if (i === digitsStart) return -1;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  scannedInt = sign * value;
  return i;
}

/**
 * Adds `text[start, end)` to `into` if it is a data line, `␣* int ␣* , ␣* int ␣*`; returns false
 * (adding nothing) otherwise.
 */
function scanDataLine(text: string, start: number, end: number, into: ActionCollector): boolean {
  let i = readInt(text, start, end);
  if (i < 0 || i >= end || text.charCodeAt(i) !== CHAR_COMMA) return false;
  const atMs = scannedInt;
  i = readInt(text, i + 1, end);
  if (i !== end) return false;
  into.add(atMs, scannedInt);
  return true;
}

/**
 * A line that names columns (`time,position`, `"at";"pos"`) rather than holding data. It must start
 * with a letter: `1e3,50` is a broken data line, not a header to skip silently.
 */
function isHeaderLine(line: string): boolean {
  return /^["']?[a-z]/i.test(line);
}

/**
 * Parses a Handy CSV script.
 *
 * Rules: a leading BOM is ignored; lines end in `\n` or `\r\n`; blank lines and lines starting with
 * `#` are skipped; the first other line is skipped as a header when it starts with a letter; every
 * remaining line must be exactly two integers `time,position` (spaces allowed), and there must be at
 * least two of them. Times and positions are then normalised ({@link normaliseActions}).
 *
 * @throws {@link ScriptError} `INVALID_CSV` when the rules are broken, `TOO_FEW_POINTS` when fewer
 * than two distinct valid actions remain after normalisation.
 */
export function parseCsvScript(text: string): Script {
  const actions = new ActionCollector();
  let dataLines = 0;
  let header: string | undefined;
  let seenContent = false;
  const length = text.length;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (start <= length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = length;
    const next = end + 1;
    let first = start;
    while (first < end && isBlank(text.charCodeAt(first))) first++;
    if (first < end) {
      if (text.charCodeAt(first) === CHAR_HASH) {
        // Comments may precede the header line, so they do not count as content.
        header ??= text.slice(first + 1, end).trim();
      } else if (scanDataLine(text, first, end, actions)) {
        dataLines++;
        seenContent = true;
      } else {
        const line = text.slice(first, end).trim();
        if (seenContent || !isHeaderLine(line)) throw new ScriptError('INVALID_CSV');
        header ??= line;
        seenContent = true;
      }
    }
    start = next;
  }
  if (dataLines < 2) throw new ScriptError('INVALID_CSV');
  const normalised = actions.finish();
  if (normalised.length < 2) throw new ScriptError('TOO_FEW_POINTS');
  return {
    format: 'csv',
    actions: normalised,
    inverted: false,
    metadata: header === undefined || header === '' ? {} : { header },
    availableAxes: [],
  };
}

/** Options of {@link toCsv}. */
export interface ToCsvOptions {
  /** Text of the first (comment) line; default {@link DEFAULT_CSV_HEADER}. */
  header?: string;
}

/**
 * Serialises actions as Handy CSV: a `#` comment line (the Handy discards the first line), then one
 * `time,position` line per action, `\n` line endings. The actions are normalised first so that the
 * output always satisfies {@link parseCsvScript}'s rules for every action it contains.
 */
export function toCsv(actions: readonly Action[], opts: ToCsvOptions = {}): string {
  // A newline inside the header would turn the rest of it into a (broken) data line.
  const header = (opts.header ?? DEFAULT_CSV_HEADER).replace(/[\r\n]+/g, ' ').replace(/^#/, '');
  const lines = [`#${header}`];
  for (const { at, pos } of normaliseActions(actions)) lines.push(`${at},${pos}`);
  return `${lines.join('\n')}\n`;
}
