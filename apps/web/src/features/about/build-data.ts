import * as v from 'valibot';
import { logger } from '../../lib/logger';
import { httpUrl } from '../../lib/url-schema';

/**
 * An ISO 8601 date and time, seconds optional, with a zone (`Z` or `±hh:mm`), as git and
 * `toISOString` write it.
 */
const isoTimestamp = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/),
);

const buildInfoSchema = v.object({
  version: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(['development', 'production']),
  commit: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{7,40}$/))),
  commitDateIso: v.nullable(isoTimestamp),
  builtAtIso: v.nullable(isoTimestamp),
  sourceUrl: v.nullable(httpUrl()),
});

/** What the build says about itself (see `apps/web/build/build-info.ts`). */
export type BuildInfo = v.InferOutput<typeof buildInfoSchema>;

/** Reads the build facts; null when they are unreadable, so the page can say so. */
export function parseBuildInfo(data: unknown): BuildInfo | null {
  const parsed = v.safeParse(buildInfoSchema, data);
  if (parsed.success) return parsed.output;
  logger.warn('About: unreadable build info', parsed.issues);
  return null;
}

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const licenceSchema = v.object({
  name: nonEmpty,
  version: nonEmpty,
  licence: v.nullable(nonEmpty),
  url: httpUrl(),
});

/** One production dependency and its licence. */
export type Licence = v.InferOutput<typeof licenceSchema>;

/** Reads the licence list; a malformed entry is logged and left out, a malformed list gives none. */
export function parseLicences(data: unknown): Licence[] {
  const list = v.safeParse(v.array(v.unknown()), data);
  if (!list.success) {
    logger.warn('About: unreadable licence list', list.issues);
    return [];
  }
  const licences: Licence[] = [];
  for (const entry of list.output) {
    const licence = v.safeParse(licenceSchema, entry);
    if (licence.success) licences.push(licence.output);
    else logger.warn('About: skipped a licence entry', licence.issues);
  }
  return licences;
}

/** Lower-case match of every word against name and licence; an empty query matches all. */
export function filterLicences(licences: readonly Licence[], query: string): Licence[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...licences];
  return licences.filter((licence) => {
    const haystack = `${licence.name} ${licence.licence ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
