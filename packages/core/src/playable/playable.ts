/**
 * What a player plays, whatever it came from: a user's file, the sync clip, a beat, a playlist or a
 * generator. Pages build one of these (pure, here) and hand it to the app's one player binding,
 * which plays it on the engine; they never shape engine input themselves (docs/adr/0002).
 */
import type { LiveScript, PlaybackScript } from '../playback/types';
import { positionAt as scriptPositionAt, scriptDurationMs } from '../script/analysis';
import { toHspPoints } from '../script/hsp';
import type { Action, Script } from '../script/types';

/** A whole script with a length: played against a video or a script-only clock. */
export interface ScriptPlayable {
  readonly kind: 'script';
  /** What people call it (the file's name, "Sync test"). */
  readonly name: string;
  /** The motion as the file has it (the file's inversion applied): graph, heatmap, figure. */
  readonly actions: readonly Action[];
  /** Its length: the file's stated media length, or the last action's time if that is later. */
  readonly durationMs: number;
  /** What the engine streams or uploads. */
  readonly source: PlaybackScript;
}

/** Motion without an end (a looping beat, a playlist), generated as it plays and editable live. */
export interface PatternPlayable {
  readonly kind: 'pattern';
  readonly name: string;
  /** What the engine streams. */
  readonly source: LiveScript;
  /**
   * From this stream time on the motion differs from the playable it replaces (its last edit);
   * the binding hands it to `engine.update` so the device changes without a restart.
   */
  readonly changedFromMs: number;
  /** Where the motion is at a stream time (the device figure, the graph). */
  positionAt(timeMs: number): number | undefined;
}

/** Anything a player plays. */
export type Playable = ScriptPlayable | PatternPlayable;

/** Options of {@link scriptPlayable}. */
export interface ScriptPlayableOptions {
  /** What people call it. */
  readonly name: string;
  /** The name its HSSP upload gets (default: the name, as `.csv`). */
  readonly uploadName?: string;
}

/** A `.csv` name for an upload: the name without its extension, `script` when that is empty. */
export function uploadNameOf(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim();
  return `${base || 'script'}.csv`;
}

/** A parsed script as a playable. */
export function scriptPlayable(script: Script, options: ScriptPlayableOptions): ScriptPlayable {
  const { actions, metadata } = script;
  return {
    kind: 'script',
    name: options.name,
    actions,
    durationMs: Math.max(metadata.durationMs ?? 0, scriptDurationMs(actions)),
    // The parser applied the file's own `inverted`; no second inversion here.
    source: {
      points: toHspPoints(actions),
      name: options.uploadName ?? uploadNameOf(options.name),
    },
  };
}

/** Where `playable` puts the device at `timeMs` (script or stream time), 0–100. */
export function playablePositionAt(playable: Playable, timeMs: number): number | undefined {
  if (playable.kind === 'pattern') return playable.positionAt(timeMs);
  if (playable.actions.length === 0) return undefined;
  return scriptPositionAt(playable.actions, timeMs);
}
