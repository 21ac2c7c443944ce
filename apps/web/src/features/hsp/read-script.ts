/**
 * A script the user picked for script-only playback, read by the players' shared reader
 * (`player/script-file.ts`) and shaped for this page: its actions, its length and the stream.
 */
import { scriptDurationMs, toHspPoints, type Action, type PlaybackScript } from '@glide/core';
import { parseScriptFile, type ScriptProblem } from '../../player/script-file';

export type { ScriptProblem };

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

/** Parses `text` from the file `fileName` for the player. */
export function readScript(text: string, fileName: string): ReadScriptResult {
  const read = parseScriptFile(text, fileName);
  if (!read.ok) return read;
  const { actions, metadata } = read.script;
  return {
    ok: true,
    script: {
      fileName,
      actions,
      durationMs: Math.max(metadata.durationMs ?? 0, scriptDurationMs(actions)),
      playback: { points: toHspPoints(actions), name: `${fileName}.csv` },
    },
  };
}
