/**
 * Reading a script file the user gave a player: funscript or Handy CSV, by the file's extension
 * or else by content, and for a multi-axis funscript the axis asked for (the stroke axis by
 * default). Never throws: a bad file comes back as its `ScriptError.code`, which the page
 * translates (never the parser's English message). Each page shapes the script it plays from it.
 */
import {
  parseScript,
  ScriptError,
  type Script,
  type ScriptErrorCode,
  type ScriptFormat,
} from '@glide/core';

/** Why a script could not be used: the parser's code, or the file could not be read at all. */
export type ScriptProblem = ScriptErrorCode | 'UNREADABLE';

/** The outcome of {@link parseScriptFile}. */
export type ScriptFileResult =
  | { readonly ok: true; readonly script: Script }
  | { readonly ok: false; readonly problem: ScriptProblem };

/** The parser a file's extension asks for; anything else is detected by content. */
function formatOf(fileName: string): ScriptFormat | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'funscript' || extension === 'json') return 'funscript';
  return undefined;
}

/** Parses `text` of the file `fileName`, taking the axis `axis` of a multi-axis funscript. */
export function parseScriptFile(text: string, fileName: string, axis?: string): ScriptFileResult {
  const format = formatOf(fileName);
  try {
    const script = parseScript(text, {
      ...(format === undefined ? {} : { format }),
      ...(axis === undefined ? {} : { axis }),
    });
    return { ok: true, script };
  } catch (error) {
    if (error instanceof ScriptError) return { ok: false, problem: error.code };
    return { ok: false, problem: 'UNREADABLE' };
  }
}
