/**
 * A script the user picked for script-only playback, read by the players' shared reader
 * (`player/script-file.ts`) and made the playable the player plays (`@glide/core`).
 */
import { scriptPlayable, type Script, type ScriptPlayable } from '@glide/core';
import { parseScriptFile, type ScriptProblem } from '../../player';

export type { ScriptProblem };

/** A script ready to play, with the name of the file it came from. */
export interface LoadedScript extends ScriptPlayable {
  /** The file's name as picked (or the sample's). */
  readonly fileName: string;
  /** The script as read (the pre-flight check reads it). */
  readonly script: Script;
}

/** The outcome of {@link readScript}. */
export type ReadScriptResult =
  | { readonly ok: true; readonly script: LoadedScript }
  | { readonly ok: false; readonly problem: ScriptProblem };

/** Parses `text` from the file `fileName` for the player. */
export function readScript(text: string, fileName: string): ReadScriptResult {
  const read = parseScriptFile(text, fileName);
  if (!read.ok) return read;
  const playable = scriptPlayable(read.script, { name: fileName, uploadName: `${fileName}.csv` });
  return { ok: true, script: { ...playable, fileName, script: read.script } };
}
