/**
 * Reading a script the user picked for script-only playback: funscript or Handy CSV, by the
 * file's extension or else by content. Never throws: a bad file comes back as its
 * `ScriptError.code`, which the page translates (never the parser's English message).
 */
import {
  parseScript,
  scriptDurationMs,
  ScriptError,
  toHspPoints,
  type Action,
  type PlaybackScript,
  type ScriptErrorCode,
  type ScriptFormat,
} from '@glide/core';

/** Why a file could not be used: the parser's code, or it could not be read at all. */
export type ScriptProblem = ScriptErrorCode | 'UNREADABLE';

/** A script ready to play. */
export interface LoadedScript {
  /** The file's name as picked (or the sample's). */
  readonly fileName: string;
  readonly actions: readonly Action[];
  /** Length in ms: the file's stated media length, or the last action's time if that is later. */
  readonly durationMs: number;
  /** What the engine streams (integers, time-ordered, the file's inversion applied). */
  readonly playback: PlaybackScript;
}

/** The outcome of {@link readScript}. */
export type ReadScriptResult =
  | { readonly ok: true; readonly script: LoadedScript }
  | { readonly ok: false; readonly problem: ScriptProblem };

/** The parser a file's extension asks for; anything else is detected by content. */
function formatOf(fileName: string): ScriptFormat | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'funscript' || extension === 'json') return 'funscript';
  return undefined;
}

/** Parses `text` from the file `fileName` for the player. */
export function readScript(text: string, fileName: string): ReadScriptResult {
  const format = formatOf(fileName);
  try {
    const script = parseScript(text, format === undefined ? {} : { format });
    return {
      ok: true,
      script: {
        fileName,
        actions: script.actions,
        durationMs: Math.max(script.metadata.durationMs ?? 0, scriptDurationMs(script.actions)),
        playback: { points: toHspPoints(script.actions), name: `${fileName}.csv` },
      },
    };
  } catch (error) {
    if (error instanceof ScriptError) return { ok: false, problem: error.code };
    return { ok: false, problem: 'UNREADABLE' };
  }
}
