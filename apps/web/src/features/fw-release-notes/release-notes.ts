import { z } from 'zod';
import { isSupportedLanguage } from '@glide/core';
import { logger } from '../../lib/logger';

const VERSION_PATTERN = /^4\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

const noteListSchema = z.array(z.string().trim().min(1)).min(1);

const releaseSchema = z.object({
  /** Semantic version, 4.x only: Glide speaks API v3, which older firmware lacks. */
  version: z.string().regex(VERSION_PATTERN),
  /** When Glide's notes were written (YYYY-MM-DD). */
  date: z.iso.date(),
  /** The update channel the release comes from; development builds get no notes. */
  channel: z.enum(['production', 'staging']),
  /** English is required; every other language may fall back to it. */
  notes: z.object({
    'en-US': noteListSchema,
    'nb-NO': noteListSchema.optional(),
    'pt-BR': noteListSchema.optional(),
    'es-ES': noteListSchema.optional(),
    de: noteListSchema.optional(),
    'fr-FR': noteListSchema.optional(),
    ja: noteListSchema.optional(),
    ko: noteListSchema.optional(),
  }),
});

/** One firmware release with Glide's notes on it. */
export type FirmwareRelease = z.infer<typeof releaseSchema>;

const fileSchema = z.object({ releases: z.array(z.unknown()) });

function versionParts(version: string): [number, number, string | undefined] {
  const match = VERSION_PATTERN.exec(version);
  return [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0), match?.[3]];
}

/**
 * Orders firmware versions as semantic versions: by minor, then patch; a pre-release
 * (`4.3.0-beta.1`) comes before its release (`4.3.0`), and pre-releases compare by their
 * dot-separated parts, numerically where both parts are numbers.
 */
export function compareFirmwareVersions(a: string, b: string): number {
  const [aMinor, aPatch, aPre] = versionParts(a);
  const [bMinor, bPatch, bPre] = versionParts(b);
  if (aMinor !== bMinor) return aMinor - bMinor;
  if (aPatch !== bPatch) return aPatch - bPatch;
  if (aPre === bPre) return 0;
  if (aPre === undefined) return 1;
  if (bPre === undefined) return -1;
  const aIds = aPre.split('.');
  const bIds = bPre.split('.');
  for (let i = 0; i < Math.max(aIds.length, bIds.length); i++) {
    const x = aIds[i];
    const y = bIds[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const bothNumeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    return bothNumeric ? Number(x) - Number(y) : x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Reads the shipped release-notes file. A malformed release is left out (and logged) instead of
 * hiding every other one; a malformed file gives no releases. Newest version first.
 */
export function parseFirmwareReleases(data: unknown): FirmwareRelease[] {
  const file = fileSchema.safeParse(data);
  if (!file.success) {
    logger.warn('Firmware release notes: unreadable file', file.error.issues);
    return [];
  }
  const releases: FirmwareRelease[] = [];
  for (const entry of file.data.releases) {
    const release = releaseSchema.safeParse(entry);
    if (release.success) releases.push(release.data);
    else logger.warn('Firmware release notes: skipped an entry', release.error.issues);
  }
  return releases.sort((a, b) => compareFirmwareVersions(b.version, a.version));
}

/** The notes in `language`, else in en-US; `translated` says whether the wanted language had them. */
export function notesFor(
  release: FirmwareRelease,
  language: string,
): { lines: string[]; translated: boolean } {
  const own = isSupportedLanguage(language) ? release.notes[language] : undefined;
  return own
    ? { lines: own, translated: true }
    : { lines: release.notes['en-US'], translated: false };
}
