import * as v from 'valibot';
import type { ScriptMetadata } from './types';

/**
 * OpenFunscripter's `metadata` block. Every field is optional and a field of the wrong type is
 * dropped on its own: a script with a numeric title still plays, so it must still load.
 */
export const lenient = <T extends v.GenericSchema>(schema: T) =>
  v.optional(
    v.union([
      schema,
      v.pipe(
        v.unknown(),
        v.transform((): undefined => undefined),
      ),
    ]),
  );

/** A finite number. */
export const finiteNumber = v.pipe(
  v.number(),
  v.check((n) => Number.isFinite(n), 'Not a finite number'),
);

const metadataSchema = v.object({
  title: lenient(v.string()),
  creator: lenient(v.string()),
  description: lenient(v.string()),
  license: lenient(v.string()),
  notes: lenient(v.string()),
  type: lenient(v.string()),
  tags: lenient(v.array(v.string())),
  performers: lenient(v.array(v.string())),
  script_url: lenient(v.string()),
  video_url: lenient(v.string()),
  /** Seconds, possibly fractional. */
  duration: lenient(v.pipe(finiteNumber, v.minValue(0))),
});

/** The funscript's `version`, which files write as a string ("1.0") or a number (1). */
export const versionSchema = lenient(
  v.union([
    v.string(),
    v.pipe(
      finiteNumber,
      v.transform((n) => String(n)),
    ),
  ]),
);

/** Reads a funscript's `metadata` value (anything) and its `version` into {@link ScriptMetadata}. */
export function parseFunscriptMetadata(raw: unknown, version: string | undefined): ScriptMetadata {
  const parsed = v.safeParse(metadataSchema, raw);
  const m = parsed.success ? parsed.output : {};
  // Only the fields the file actually had, so the result serialises and compares cleanly.
  const out: ScriptMetadata = {};
  if (m.title !== undefined) out.title = m.title;
  if (m.creator !== undefined) out.creator = m.creator;
  if (m.duration !== undefined) out.durationMs = Math.round(m.duration * 1000);
  if (m.description !== undefined) out.description = m.description;
  if (m.license !== undefined) out.license = m.license;
  if (m.notes !== undefined) out.notes = m.notes;
  if (m.type !== undefined) out.type = m.type;
  if (m.tags !== undefined) out.tags = m.tags;
  if (m.performers !== undefined) out.performers = m.performers;
  if (m.script_url !== undefined) out.scriptUrl = m.script_url;
  if (m.video_url !== undefined) out.videoUrl = m.video_url;
  if (version !== undefined) out.version = version;
  return out;
}
