import * as v from 'valibot';
import { finiteNumber, lenient, parseFunscriptMetadata, versionSchema } from './metadata';
import { ActionCollector, MAX_POSITION_PCT } from './action-collector';
import { ScriptError, type Action, type Script } from './types';

/** The name Glide gives a funscript's top-level `actions`: funscript 1.1 calls the stroke axis L0. */
export const STROKE_AXIS = 'L0';

/** Names that mean "the stroke axis" in the multi-axis formats. */
const STROKE_NAMES = new Set(['l0', 'stroke']);

/**
 * An array checked by `Array.isArray` only: its (possibly million) elements are validated by the
 * tight loop in {@link readActions}, not element by element through a schema.
 */
const rawArray = v.custom<unknown[]>((value) => Array.isArray(value));

/** A JSON object that is not a list. */
const plainObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

const optionalBoolean = lenient(v.boolean());
const optionalRange = lenient(v.pipe(finiteNumber, v.minValue(0), v.maxValue(MAX_POSITION_PCT)));

const trackSchema = v.object({
  actions: rawArray,
  inverted: optionalBoolean,
  range: optionalRange,
});

const axisSchema = v.object({ ...trackSchema.entries, id: v.string() });

const funscriptSchema = v.object({
  // Present but not an array is a broken file, not a missing axis: no fallback here.
  actions: v.optional(rawArray),
  inverted: optionalBoolean,
  range: optionalRange,
  version: versionSchema,
  metadata: v.optional(v.unknown()),
  axes: lenient(rawArray),
  channels: lenient(plainObject),
});

type Track = v.InferOutput<typeof trackSchema>;

/** Every usable track of the file by name, in file order; the top-level actions first. */
function collectTracks(file: v.InferOutput<typeof funscriptSchema>): Map<string, Track> {
  const tracks = new Map<string, Track>();
  const add = (name: string, track: Track) => {
    if (!tracks.has(name)) tracks.set(name, track);
  };
  if (file.actions) add(STROKE_AXIS, { actions: file.actions });
  for (const entry of file.axes ?? []) {
    const axis = v.safeParse(axisSchema, entry);
    if (axis.success) add(axis.output.id, axis.output);
  }
  for (const [name, entry] of Object.entries(file.channels ?? {})) {
    const channel = v.safeParse(trackSchema, entry);
    if (channel.success) add(name, channel.output);
  }
  return tracks;
}

function chooseAxis(tracks: Map<string, Track>, wanted: string | undefined): string {
  if (wanted !== undefined && tracks.has(wanted)) return wanted;
  const names = [...tracks.keys()];
  const stroke = names.find((name) => STROKE_NAMES.has(name.toLowerCase()));
  // A caller asking for "L0" or "stroke" means the stroke axis, whatever this file calls it.
  if (wanted !== undefined && !(STROKE_NAMES.has(wanted.toLowerCase()) && stroke !== undefined)) {
    throw new ScriptError('INVALID_TYPE');
  }
  // A file without a stroke axis still plays its first axis rather than nothing; `axis` says which.
  const chosen = stroke ?? names[0];
  if (chosen === undefined) throw new ScriptError('INVALID_TYPE');
  return chosen;
}

/**
 * Validates `{at, pos}` numbers and normalises them in one pass; a schema per action would cost
 * seconds on large files.
 */
function readActions(raw: readonly unknown[]): Action[] {
  const out = new ActionCollector();
  for (let i = 0; i < raw.length; i++) {
    const item = raw[i];
    if (typeof item !== 'object' || item === null || !('at' in item) || !('pos' in item)) {
      throw new ScriptError('INVALID_TYPE');
    }
    const { at, pos } = item;
    if (typeof at !== 'number' || typeof pos !== 'number') throw new ScriptError('INVALID_TYPE');
    out.add(at, pos);
  }
  return out.finish();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    // SyntaxError for broken text; RangeError if nesting exhausts the stack. Both mean "not JSON".
    throw new ScriptError('INVALID_JSON');
  }
}

/** Options of {@link parseFunscript}. */
export interface ParseFunscriptOptions {
  /** Which axis to read (see {@link Script.availableAxes}); default the stroke axis. */
  axis?: string;
}

/**
 * Parses a funscript (JSON): 1.0 top-level `actions`, 1.1 `axes: [{id, actions}]` and 2.0
 * `channels: {name: {actions}}`. Reads the stroke axis (top-level actions, else `L0` / `stroke`,
 * else the first axis) unless `opts.axis` names another; `L0` and `stroke` always mean the stroke
 * axis. `inverted` is applied to the positions; `range` is kept as `rangePct` but not applied
 * (rescaling by range breaks playback). A track's own `inverted` / `range` win over the file's.
 *
 * @throws {@link ScriptError} `INVALID_JSON` if the text is not JSON; `INVALID_TYPE` if it is not an
 * object, `actions` is not an array of `{at, pos}` numbers, there is no axis, or `opts.axis` is
 * unknown; `TOO_FEW_POINTS` if fewer than two distinct valid actions remain after normalisation.
 */
export function parseFunscript(text: string, opts: ParseFunscriptOptions = {}): Script {
  const json = parseJson(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ScriptError('INVALID_TYPE');
  }
  const parsed = v.safeParse(funscriptSchema, json);
  if (!parsed.success) throw new ScriptError('INVALID_TYPE');
  const file = parsed.output;
  const tracks = collectTracks(file);
  const axis = chooseAxis(tracks, opts.axis);
  const track = tracks.get(axis);
  if (track === undefined) throw new ScriptError('INVALID_TYPE');

  const actions = readActions(track.actions);
  if (actions.length < 2) throw new ScriptError('TOO_FEW_POINTS');
  const inverted = track.inverted ?? file.inverted ?? false;
  if (inverted) {
    for (const action of actions) action.pos = MAX_POSITION_PCT - action.pos;
  }
  const rangePct = track.range ?? file.range;
  return {
    format: 'funscript',
    actions,
    inverted,
    ...(rangePct === undefined ? {} : { rangePct }),
    metadata: parseFunscriptMetadata(file.metadata, file.version),
    axis,
    availableAxes: [...tracks.keys()],
  };
}
