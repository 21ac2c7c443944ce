import { parseCsvScript } from './csv';
import { parseFunscript } from './funscript';
import type { Script, ScriptFormat } from './types';

/** Options of {@link parseScript}. */
export interface ParseScriptOptions {
  /** Axis of a multi-axis funscript; see {@link parseFunscript}. */
  axis?: string;
  /** Forces a parser (for example from the file extension) instead of detecting by content. */
  format?: ScriptFormat;
}

/**
 * How the first meaningful character (after a BOM and whitespace) decides the format:
 * - `{` or `[` → JSON, so a failure is `Invalid Json in script` / `Invalid type`;
 * - `#`, a digit, `+` or `-`, or a first line holding a comma → Handy CSV, so a failure is
 *   `Invalid CSV` (this covers comment headers, `time,position` headers and bare data);
 * - anything else, including empty text → JSON, because the spec answers "neither CSV nor JSON"
 *   with `Invalid Json in script` (a JSON string, `true` or `null` parses, and is `Invalid type`).
 */
export function detectScriptFormat(text: string): ScriptFormat {
  const match = /^[\uFEFF\s]*(.)/.exec(text);
  const first = match?.[1];
  if (first === undefined || first === '{' || first === '[') return 'funscript';
  if (/[#0-9+-]/.test(first)) return 'csv';
  const firstLineEnd = text.indexOf('\n');
  const firstLine = firstLineEnd === -1 ? text : text.slice(0, firstLineEnd);
  return firstLine.includes(',') ? 'csv' : 'funscript';
}

/**
 * Parses a script file's text, funscript or Handy CSV, detected by {@link detectScriptFormat}
 * unless `opts.format` is given.
 *
 * @throws {@link ScriptError} and nothing else, whatever the input (the property tests hold the
 * parsers to this).
 */
export function parseScript(text: string, opts: ParseScriptOptions = {}): Script {
  const format = opts.format ?? detectScriptFormat(text);
  return format === 'csv'
    ? parseCsvScript(text)
    : parseFunscript(text, opts.axis === undefined ? {} : { axis: opts.axis });
}
