import {
  parseScript,
  ScriptError,
  STROKE_AXIS,
  toHspPoints,
  type HspPoint,
  type Script,
  type ScriptErrorCode,
  type ScriptFormat,
} from '@glide/core';
import { baseNameOf, extensionOf } from './file-kind';

/** Why a script could not be used: the parser's code, or the file could not be read at all. */
export type ScriptProblem = ScriptErrorCode | 'UNREADABLE';

/** A script ready for the player. */
export interface LoadedScript {
  /** The file's name as picked, or the last part of its address. */
  readonly fileName: string;
  readonly script: Script;
  /** The points the device plays (integers, time-ordered; the file's inversion already applied). */
  readonly points: readonly HspPoint[];
  /** The name the script is uploaded under when the user chose HSSP. */
  readonly uploadName: string;
}

/** The outcome of {@link readScript}. */
export type ScriptResult =
  | { readonly ok: true; readonly loaded: LoadedScript }
  | { readonly ok: false; readonly problem: ScriptProblem };

/** The parser an extension asks for; anything else is detected by content. */
function formatOf(fileName: string): ScriptFormat | undefined {
  const extension = extensionOf(fileName);
  if (extension === 'csv') return 'csv';
  if (extension === 'funscript' || extension === 'json') return 'funscript';
  return undefined;
}

/**
 * Parses a script file's text for the player: funscript or CSV, the axis `axis` of a multi-axis
 * funscript (the stroke axis by default). Never throws: a bad file comes back as its
 * {@link ScriptErrorCode}, which the page translates (never the parser's English message).
 */
export function readScript(text: string, fileName: string, axis?: string): ScriptResult {
  const format = formatOf(fileName);
  try {
    const script = parseScript(text, {
      ...(format === undefined ? {} : { format }),
      ...(axis === undefined ? {} : { axis }),
    });
    return {
      ok: true,
      loaded: {
        fileName,
        script,
        // The parser applied the file's own `inverted`; no second inversion here.
        points: toHspPoints(script.actions),
        uploadName: `${baseNameOf(fileName) || 'script'}.csv`,
      },
    };
  } catch (error) {
    if (error instanceof ScriptError) return { ok: false, problem: error.code };
    return { ok: false, problem: 'UNREADABLE' };
  }
}

/** True when the file holds more than one axis, so the page offers a picker. */
export function hasAxisChoice(script: Script): boolean {
  return script.availableAxes.length > 1;
}

/** True when `axis` is the stroke axis (funscript 1.1 `L0`, 2.0 `stroke`). */
export function isStrokeAxis(axis: string | undefined): boolean {
  return axis === undefined || axis === STROKE_AXIS || axis.toLowerCase() === 'stroke';
}
