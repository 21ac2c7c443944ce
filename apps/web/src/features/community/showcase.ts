import * as v from 'valibot';
import {
  cycleToActions,
  parseScript,
  scriptDurationMs,
  speedStats,
  ScriptError,
  type Action,
  type PatternCycle,
  type SpeedStats,
} from '@glide/core';
import { logger } from '../../lib/logger';
import { patternCycle } from './pattern-cycle';

/** The tags the showcase knows and translates; unknown tags in the data are dropped. */
export const SHOWCASE_TAGS = [
  'slow',
  'fast',
  'steady',
  'varied',
  'rhythmic',
  'warm-up',
  'short-strokes',
  'long-strokes',
  'sync-test',
] as const;

/** A tag of {@link SHOWCASE_TAGS}. */
export type ShowcaseTag = (typeof SHOWCASE_TAGS)[number];

/** What a showcase entry is: a beatbox pattern (a loop) or a whole script. */
export type ShowcaseType = 'pattern' | 'script';

/** One card of the community showcase. */
export interface ShowcaseEntry {
  id: string;
  type: ShowcaseType;
  name: string;
  /** The author's handle, without `@`. */
  author: string;
  tags: ShowcaseTag[];
  /** A pattern's tempo; null for scripts. */
  bpm: number | null;
  /** One loop of a pattern, or the whole script. */
  durationMs: number;
  /** The motion the card draws: a few loops of a pattern, or the whole script. */
  actions: Action[];
  /** Speed figures in position units (percent of the stroke) per second. */
  speed: SpeedStats;
  /** The entry as a funscript file, for download. */
  funscript: string;
  /** A pattern's one loop as the player plays it; undefined for scripts. */
  cycle: PatternCycle | undefined;
}

/** A pattern's preview repeats its loop until it lasts at least this long, so short loops show. */
export const PATTERN_PREVIEW_MS = 8000;

const handleSchema = v.pipe(v.string(), v.regex(/^[\w.-]{2,32}$/));
const tagSchema = v.picklist(SHOWCASE_TAGS);
const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1));

/** Known tags in showcase order, each once; anything else is dropped rather than shown raw. */
function knownTags(raw: readonly unknown[]): ShowcaseTag[] {
  const found = new Set<ShowcaseTag>();
  for (const tag of raw) {
    const parsed = v.safeParse(tagSchema, tag);
    if (parsed.success) found.add(parsed.output);
  }
  return SHOWCASE_TAGS.filter((t) => found.has(t));
}

const finite = v.pipe(
  v.number(),
  v.check((n) => Number.isFinite(n), 'Not a finite number'),
);
const pointSchema = v.object({
  beat: v.pipe(finite, v.minValue(0)),
  pos: v.pipe(finite, v.minValue(0), v.maxValue(100)),
});

const patternSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
    name: nameSchema,
    author: handleSchema,
    tags: v.array(v.string()),
    bpm: v.pipe(finite, v.minValue(20), v.maxValue(300)),
    loopBeats: v.pipe(
      finite,
      v.check((n) => n > 0, 'Must be more than 0'),
      v.maxValue(64),
    ),
    // One point would loop in place: a pattern needs two to move at all.
    points: v.pipe(v.array(pointSchema), v.minLength(2)),
  }),
  v.check(
    (p) => p.points.every((point) => point.beat < p.loopBeats),
    'Every point must lie inside the loop',
  ),
);

type Pattern = v.InferOutput<typeof patternSchema>;

/** A failed parse of the shipped data, with its issues for the log. */
class ShowcaseDataError extends Error {
  constructor(readonly issues: readonly v.BaseIssue<unknown>[]) {
    super('invalid showcase data');
  }
}

/** Parses `value` with `schema`, or throws a {@link ShowcaseDataError} carrying the issues. */
function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  throw new ShowcaseDataError(parsed.issues);
}

/**
 * A pattern as a funscript: its loop (as the player plays it) repeated to at least
 * {@link PATTERN_PREVIEW_MS}, closed by a point back at the loop's first position so that the
 * wrap-around move counts in the speeds.
 */
function patternFunscript(pattern: Pattern, cycle: PatternCycle): string {
  const loops = Math.max(1, Math.ceil(PATTERN_PREVIEW_MS / cycle.periodMs));
  return JSON.stringify({
    version: '1.0',
    metadata: { title: pattern.name, creator: pattern.author, tags: pattern.tags },
    actions: cycleToActions(cycle, loops),
  });
}

function describeFailure(error: unknown): unknown {
  if (error instanceof ScriptError) return error.code;
  if (error instanceof ShowcaseDataError) return error.issues;
  return error;
}

function patternEntry(raw: unknown): ShowcaseEntry {
  const pattern = parseOrThrow(patternSchema, raw);
  const cycle = patternCycle(pattern);
  // Points that share a whole ms, or a loop shorter than one, would leave nothing that moves.
  if (cycle.points.length < 2) throw new ScriptError('TOO_FEW_POINTS');
  const funscript = patternFunscript(pattern, cycle);
  // The same parser as a user's file: too few points or bad values are refused the same way.
  const { actions } = parseScript(funscript, { format: 'funscript' });
  return {
    id: `pattern-${pattern.id}`,
    type: 'pattern',
    name: pattern.name,
    author: pattern.author,
    tags: knownTags(pattern.tags),
    bpm: pattern.bpm,
    durationMs: cycle.periodMs,
    actions,
    speed: speedStats(actions),
    funscript,
    cycle,
  };
}

const scriptMetadataSchema = v.object({
  title: nameSchema,
  creator: handleSchema,
  tags: v.optional(v.array(v.string()), () => []),
});

function scriptEntry(id: string, text: string): ShowcaseEntry {
  const script = parseScript(text, { format: 'funscript' });
  const metadata = parseOrThrow(scriptMetadataSchema, script.metadata);
  return {
    id: `script-${id}`,
    type: 'script',
    name: metadata.title,
    author: metadata.creator,
    tags: knownTags(metadata.tags),
    bpm: null,
    durationMs: scriptDurationMs(script.actions),
    actions: script.actions,
    speed: speedStats(script.actions),
    funscript: text,
    cycle: undefined,
  };
}

/** The shipped data: the patterns file's content and the script files' texts by name. */
export interface ShowcaseSources {
  patterns: unknown;
  /** File name (without folder and extension) → file text. */
  scripts: Readonly<Record<string, unknown>>;
}

const patternsFileSchema = v.object({ patterns: v.array(v.unknown()) });

/**
 * Builds the showcase from the shipped data: patterns first, then scripts, each in file order.
 * Every entry goes through `parseScript`; a broken one is logged and skipped, never a crash.
 */
export function buildShowcase({ patterns, scripts }: ShowcaseSources): ShowcaseEntry[] {
  const entries: ShowcaseEntry[] = [];
  const attempt = (label: string, build: () => ShowcaseEntry) => {
    try {
      entries.push(build());
    } catch (error) {
      logger.warn(`Community showcase: skipped ${label}`, describeFailure(error));
    }
  };
  const patternFile = v.safeParse(patternsFileSchema, patterns);
  if (patternFile.success) {
    patternFile.output.patterns.forEach((raw, index) =>
      attempt(`pattern #${index + 1}`, () => patternEntry(raw)),
    );
  } else {
    logger.warn('Community showcase: unreadable patterns file', patternFile.issues);
  }
  for (const [id, text] of Object.entries(scripts)) {
    attempt(`script ${id}`, () => scriptEntry(id, parseOrThrow(v.string(), text)));
  }
  return entries;
}

/** The showcase filter: a type (or all) and a tag (or all). */
export interface ShowcaseFilter {
  type: ShowcaseType | 'all';
  tag: ShowcaseTag | 'all';
}

/** The entries that match both parts of the filter, in their original order. */
export function filterShowcase(
  entries: readonly ShowcaseEntry[],
  { type, tag }: ShowcaseFilter,
): ShowcaseEntry[] {
  return entries.filter(
    (e) => (type === 'all' || e.type === type) && (tag === 'all' || e.tags.includes(tag)),
  );
}

/** The tags that at least one entry carries, in {@link SHOWCASE_TAGS} order. */
export function tagsInUse(entries: readonly ShowcaseEntry[]): ShowcaseTag[] {
  const used = new Set(entries.flatMap((e) => e.tags));
  return SHOWCASE_TAGS.filter((t) => used.has(t));
}
