/**
 * What a player plays, whatever it came from: a user's file, the sync clip, a beat, a playlist or a
 * generator. Pages build one of these (pure, here) and hand it to the app's one player binding,
 * which plays it on the engine; they never shape engine input themselves (docs/adr/0002).
 */
import type { PatternCycle } from '../pattern/cycle';
import type { TimelineAlign } from '../pattern/timeline';
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
  /** The script as parsed: what the pre-flight check reads and its fixes transform. */
  readonly script: Script;
}

/**
 * A loop as a page builds it (a beat, a playlist, a community pattern): one cycle of motion. The
 * player lays it on its own clock as a {@link PatternPlayable}; a new `LoopPlayable` while one
 * plays is an edit, switched under the playing device (`layLoop`).
 */
export interface LoopPlayable {
  readonly kind: 'loop';
  readonly name: string;
  /** One loop of device points; an empty one is nothing to play (the device rests). */
  readonly cycle: PatternCycle;
  /** Where an edit lands while it plays: as soon as the device can take it, or at a half loop. */
  readonly align: TimelineAlign;
}

/**
 * A loop laid on a clock (`layLoop`): motion without an end, generated as it plays and editable
 * live. What the engine plays; pages hand the player a {@link LoopPlayable} instead.
 */
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

/** Anything a page hands the player. */
export type Playable = ScriptPlayable | LoopPlayable;

/** What the player's engine plays: a script, or a loop laid on the player's clock. */
export type PlayedPlayable = ScriptPlayable | PatternPlayable;

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
    script,
  };
}

/** A loop named `name`, edits landing as `align` says (default: as soon as the device can). */
export function loopPlayable(
  cycle: PatternCycle,
  name: string,
  align: TimelineAlign = 'asap',
): LoopPlayable {
  return { kind: 'loop', name, cycle, align };
}

/** Where `playable` puts the device at `timeMs` (script or stream time), 0–100. */
export function playablePositionAt(playable: PlayedPlayable, timeMs: number): number | undefined {
  if (playable.kind === 'pattern') return playable.positionAt(timeMs);
  if (playable.actions.length === 0) return undefined;
  return scriptPositionAt(playable.actions, timeMs);
}
