import * as v from 'valibot';
import { isSupportedLanguage } from '@glide/core';
import { logger } from '../../lib/logger';

const VERSION_PATTERN = /^4\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

const noteListSchema = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.minLength(1))),
  v.minLength(1),
);
const optionalNotes = v.optional(noteListSchema);

const releaseSchema = v.object({
  /** Semantic version, 4.x only: Glide speaks API v3, which older firmware lacks. */
  version: v.pipe(v.string(), v.regex(VERSION_PATTERN)),
  /** When Glide's notes were written (YYYY-MM-DD). */
  date: v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/)),
  /** The update channel the release comes from; development builds get no notes. */
  channel: v.picklist(['production', 'staging']),
  /** English is required; every other language may fall back to it. */
  notes: v.object({
    'en-US': noteListSchema,
    'nb-NO': optionalNotes,
    'pt-BR': optionalNotes,
    'es-ES': optionalNotes,
    de: optionalNotes,
    'fr-FR': optionalNotes,
    ja: optionalNotes,
    ko: optionalNotes,
  }),
});

/** One firmware release with Glide's notes on it. */
export type FirmwareRelease = v.InferOutput<typeof releaseSchema>;

const fileSchema = v.object({ releases: v.array(v.unknown()) });

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
  const file = v.safeParse(fileSchema, data);
  if (!file.success) {
    logger.warn('Firmware release notes: unreadable file', file.issues);
    return [];
  }
  const releases: FirmwareRelease[] = [];
  for (const entry of file.output.releases) {
    const release = v.safeParse(releaseSchema, entry);
    if (release.success) releases.push(release.output);
    else logger.warn('Firmware release notes: skipped an entry', release.issues);
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
