import { scriptPlayable, STROKE_AXIS, type Script, type ScriptPlayable } from '@glide/core';
import { parseScriptFile, type ScriptProblem } from '../../../player';
import { baseNameOf } from './file-kind';

export type { ScriptProblem };

/** A script ready for the player. */
export interface LoadedScript {
  /** The file's name as picked, or the last part of its address. */
  readonly fileName: string;
  readonly script: Script;
  /** What the player plays (uploaded as `<base name>.csv` when the user chose HSSP). */
  readonly playable: ScriptPlayable;
}

/** The outcome of {@link readScript}. */
export type ScriptResult =
  | { readonly ok: true; readonly loaded: LoadedScript }
  | { readonly ok: false; readonly problem: ScriptProblem };

/**
 * Parses a script file's text for the player: funscript or CSV, the axis `axis` of a multi-axis
 * funscript (the stroke axis by default). Never throws: a bad file comes back as its
 * {@link ScriptErrorCode}, which the page translates (never the parser's English message).
 */
export function readScript(text: string, fileName: string, axis?: string): ScriptResult {
  const read = parseScriptFile(text, fileName, axis);
  if (!read.ok) return read;
  const { script } = read;
  return {
    ok: true,
    loaded: {
      fileName,
      script,
      playable: scriptPlayable(script, {
        name: fileName,
        uploadName: `${baseNameOf(fileName) || 'script'}.csv`,
      }),
    },
  };
}

/** True when the file holds more than one axis, so the page offers a picker. */
export function hasAxisChoice(script: Script): boolean {
  return script.availableAxes.length > 1;
}

/** True when `axis` is the stroke axis (funscript 1.1 `L0`, 2.0 `stroke`). */
export function isStrokeAxis(axis: string | undefined): boolean {
  return axis === undefined || axis === STROKE_AXIS || axis.toLowerCase() === 'stroke';
}
