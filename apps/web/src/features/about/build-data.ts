import { z } from 'zod';
import { logger } from '../../lib/logger';

const buildInfoSchema = z.object({
  version: z.string().min(1),
  kind: z.enum(['development', 'production']),
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/)
    .nullable(),
  commitDateIso: z.iso.datetime({ offset: true }).nullable(),
  builtAtIso: z.iso.datetime({ offset: true }).nullable(),
  sourceUrl: z.url({ protocol: /^https?$/ }).nullable(),
});

/** What the build says about itself (see `apps/web/build/build-info.ts`). */
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Reads the build facts; null when they are unreadable, so the page can say so. */
export function parseBuildInfo(data: unknown): BuildInfo | null {
  const parsed = buildInfoSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  logger.warn('About: unreadable build info', parsed.error.issues);
  return null;
}

const licenceSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  licence: z.string().min(1).nullable(),
  url: z.url({ protocol: /^https?$/ }),
});

/** One production dependency and its licence. */
export type Licence = z.infer<typeof licenceSchema>;

/** Reads the licence list; a malformed entry is logged and left out, a malformed list gives none. */
export function parseLicences(data: unknown): Licence[] {
  const list = z.array(z.unknown()).safeParse(data);
  if (!list.success) {
    logger.warn('About: unreadable licence list', list.error.issues);
    return [];
  }
  const licences: Licence[] = [];
  for (const entry of list.data) {
    const licence = licenceSchema.safeParse(entry);
    if (licence.success) licences.push(licence.data);
    else logger.warn('About: skipped a licence entry', licence.error.issues);
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
