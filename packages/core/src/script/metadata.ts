import { z } from 'zod';
import type { ScriptMetadata } from './types';

/**
 * OpenFunscripter's `metadata` block. Every field is optional and a field of the wrong type is
 * dropped on its own: a script with a numeric title still plays, so it must still load.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const metadataSchema = z.object({
  title: optional(z.string()),
  creator: optional(z.string()),
  description: optional(z.string()),
  license: optional(z.string()),
  notes: optional(z.string()),
  type: optional(z.string()),
  tags: optional(z.array(z.string())),
  performers: optional(z.array(z.string())),
  script_url: optional(z.string()),
  video_url: optional(z.string()),
  /** Seconds, possibly fractional. */
  duration: optional(z.number().nonnegative().finite()),
});

/** The funscript's `version`, which files write as a string ("1.0") or a number (1). */
export const versionSchema = optional(
  z.union([
    z.string(),
    z
      .number()
      .finite()
      .transform((n) => String(n)),
  ]),
);

/** Reads a funscript's `metadata` value (anything) and its `version` into {@link ScriptMetadata}. */
export function parseFunscriptMetadata(raw: unknown, version: string | undefined): ScriptMetadata {
  const parsed = metadataSchema.safeParse(raw);
  const m = parsed.success ? parsed.data : {};
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
