import { z } from 'zod';
import {
  parseScript,
  scriptDurationMs,
  speedStats,
  ScriptError,
  type Action,
  type SpeedStats,
} from '@glide/core';
import { logger } from '../../lib/logger';

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
}

/** A pattern's preview repeats its loop until it lasts at least this long, so short loops show. */
export const PATTERN_PREVIEW_MS = 8000;

const MS_PER_MINUTE = 60_000;

const handleSchema = z.string().regex(/^[\w.-]{2,32}$/);
const tagSchema = z.enum(SHOWCASE_TAGS);

/** Known tags in showcase order, each once; anything else is dropped rather than shown raw. */
function knownTags(raw: readonly unknown[]): ShowcaseTag[] {
  const found = new Set<ShowcaseTag>();
  for (const tag of raw) {
    const parsed = tagSchema.safeParse(tag);
    if (parsed.success) found.add(parsed.data);
  }
  return SHOWCASE_TAGS.filter((t) => found.has(t));
}

const patternSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().trim().min(1),
    author: handleSchema,
    tags: z.array(z.string()),
    bpm: z.number().min(20).max(300),
    loopBeats: z.number().positive().max(64),
    // One point would loop in place: a pattern needs two to move at all.
    points: z.array(z.object({ beat: z.number().min(0), pos: z.number().min(0).max(100) })).min(2),
  })
  .refine((p) => p.points.every((point) => point.beat < p.loopBeats), {
    message: 'Every point must lie inside the loop',
  });

type Pattern = z.infer<typeof patternSchema>;

/**
 * A pattern as a funscript: its loop repeated to at least {@link PATTERN_PREVIEW_MS}, closed by a
 * point back at the loop's first position so that the wrap-around move counts in the speeds.
 */
function patternFunscript(pattern: Pattern): string {
  const beatMs = MS_PER_MINUTE / pattern.bpm;
  const loopMs = pattern.loopBeats * beatMs;
  const loops = Math.max(1, Math.ceil(PATTERN_PREVIEW_MS / loopMs));
  const actions: Action[] = [];
  for (let loop = 0; loop < loops; loop++) {
    for (const point of pattern.points) {
      actions.push({
        at: Math.round((loop * pattern.loopBeats + point.beat) * beatMs),
        pos: point.pos,
      });
    }
  }
  const first = pattern.points[0];
  if (first) actions.push({ at: Math.round(loops * loopMs), pos: first.pos });
  return JSON.stringify({
    version: '1.0',
    metadata: { title: pattern.name, creator: pattern.author, tags: pattern.tags },
    actions,
  });
}

function describeFailure(error: unknown): unknown {
  if (error instanceof ScriptError) return error.code;
  if (error instanceof z.ZodError) return error.issues;
  return error;
}

function patternEntry(raw: unknown): ShowcaseEntry {
  const pattern = patternSchema.parse(raw);
  const funscript = patternFunscript(pattern);
  // The same parser as a user's file: too few points or bad values are refused the same way.
  const { actions } = parseScript(funscript, { format: 'funscript' });
  return {
    id: `pattern-${pattern.id}`,
    type: 'pattern',
    name: pattern.name,
    author: pattern.author,
    tags: knownTags(pattern.tags),
    bpm: pattern.bpm,
    durationMs: Math.round(pattern.loopBeats * (MS_PER_MINUTE / pattern.bpm)),
    actions,
    speed: speedStats(actions),
    funscript,
  };
}

const scriptMetadataSchema = z.object({
  title: z.string().trim().min(1),
  creator: handleSchema,
  tags: z.array(z.string()).default([]),
});

function scriptEntry(id: string, text: string): ShowcaseEntry {
  const script = parseScript(text, { format: 'funscript' });
  const metadata = scriptMetadataSchema.parse(script.metadata);
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
  };
}

/** The shipped data: the patterns file's content and the script files' texts by name. */
export interface ShowcaseSources {
  patterns: unknown;
  /** File name (without folder and extension) → file text. */
  scripts: Readonly<Record<string, unknown>>;
}

const patternsFileSchema = z.object({ patterns: z.array(z.unknown()) });

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
  const patternFile = patternsFileSchema.safeParse(patterns);
  if (patternFile.success) {
    patternFile.data.patterns.forEach((raw, index) =>
      attempt(`pattern #${index + 1}`, () => patternEntry(raw)),
    );
  } else {
    logger.warn('Community showcase: unreadable patterns file', patternFile.error.issues);
  }
  for (const [id, text] of Object.entries(scripts)) {
    attempt(`script ${id}`, () => scriptEntry(id, z.string().parse(text)));
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
