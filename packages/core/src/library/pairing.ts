import { axisOrder, type LibraryAxisName } from './axis-names';
import {
  libraryFileKind,
  scriptPreference,
  splitLibraryPath,
  videoPreference,
  type LibraryPathParts,
} from './file-names';
import { compareNatural, naturalKey } from './natural-order';
import {
  scriptReadings,
  type AxisReading,
  type MainReading,
  type ScriptReading,
  type VariantReading,
} from './script-names';

/** A file of a library as the UI hands it over (from a `File` or a `FileSystemFileHandle`). */
export interface LibraryFileRef {
  /** Relative path inside the chosen folder, `/`-separated: `Season 1/clip.mp4`. */
  readonly path: string;
  /** Bytes. */
  readonly size: number;
}

/** A labelled alternative stroke script: `clip.soft.funscript`, `clip (hard).funscript`. */
export interface LibraryVariant<F extends LibraryFileRef = LibraryFileRef> {
  /** The label as written in the file name (`soft`, `handy 2`). */
  readonly label: string;
  readonly file: F;
}

/** A script for another axis of a multi-axis device: `clip.twist.funscript`, `clip.R0.funscript`. */
export interface LibraryAxis<F extends LibraryFileRef = LibraryFileRef> {
  readonly axis: LibraryAxisName;
  /** The TCode channel (`R0`). */
  readonly code: string;
  /** The variant (pack) this axis belongs to (`clip.hard.twist.funscript`), as written. */
  readonly variant?: string;
  readonly file: F;
}

/** One video of the library and its scripts. */
export interface LibraryEntry<F extends LibraryFileRef = LibraryFileRef> {
  readonly video: F;
  /** The video's folder, `/`-separated; `''` at the top. */
  readonly folder: string;
  /** The video's file name without extension. */
  readonly title: string;
  /**
   * The stroke script to play by default: `clip.funscript` (else `clip.csv`, else
   * `clip.stroke.funscript` / `clip.L0.funscript`); without any of these, the first variant by
   * label in natural order, then named by {@link LibraryEntry.scriptLabel}. `undefined` when the
   * video has no stroke script: such a video is still an entry (and not listed as unpaired).
   */
  readonly script?: F;
  /** Set when {@link LibraryEntry.script} is a variant standing in for a missing main script. */
  readonly scriptLabel?: string;
  /** The other variants, by label in natural order (the default one is not repeated here). */
  readonly variants: readonly LibraryVariant<F>[];
  /** Scripts of other axes, in TCode channel order, then by variant. */
  readonly axes: readonly LibraryAxis<F>[];
}

/**
 * Why a file is in no entry: `noVideo`, a script whose name matches no video; `unknownKind`, neither
 * a video nor a script; `duplicate`, a file that would take a place another already holds (a second
 * `clip.mkv` beside `clip.mp4`, `clip.csv` beside `clip.funscript`, a second `soft` variant).
 */
export type LibraryUnpairedReason = 'noVideo' | 'unknownKind' | 'duplicate';

/** A file that is in no entry. */
export interface LibraryUnpaired<F extends LibraryFileRef = LibraryFileRef> {
  readonly file: F;
  readonly reason: LibraryUnpairedReason;
}

/** What {@link pairLibrary} makes of a folder. Every input file is in exactly one place. */
export interface LibraryPairing<F extends LibraryFileRef = LibraryFileRef> {
  /** One per kept video, in natural order of path. */
  readonly entries: readonly LibraryEntry<F>[];
  /** In natural order of path. */
  readonly unpaired: readonly LibraryUnpaired<F>[];
}

interface FileRecord<F> {
  readonly file: F;
  readonly parts: LibraryPathParts;
  readonly folderKey: string;
  /** Position in natural path order: every tie below is broken by it. */
  order: number;
}

interface Claim<F, R extends ScriptReading = ScriptReading> {
  readonly record: FileRecord<F>;
  readonly reading: R;
  /** The script sits in another folder than the video. */
  readonly elsewhere: boolean;
}

/** Folder and base name, case-insensitive: the key a script looks its video up by. */
const videoKey = (folderKey: string, base: string) => `${folderKey}\n${naturalKey(base)}`;

/** Same folder first, then the lower rank, then path order. */
const byPreference = <F>(a: Claim<F>, b: Claim<F>) =>
  Number(a.elsewhere) - Number(b.elsewhere) ||
  a.reading.rank - b.reading.rank ||
  a.record.order - b.record.order;

function sortRecords<F extends LibraryFileRef>(files: readonly F[]): FileRecord<F>[] {
  const keyed = files.map((file) => {
    const parts = splitLibraryPath(file.path);
    const folderKey = naturalKey(parts.folder);
    const sortKey =
      parts.folder === '' ? naturalKey(parts.name) : `${folderKey}/${naturalKey(parts.name)}`;
    return { record: { file, parts, folderKey, order: 0 }, sortKey };
  });
  keyed.sort(
    (a, b) =>
      compareNatural(a.sortKey, b.sortKey) ||
      (a.record.file.path < b.record.file.path
        ? -1
        : a.record.file.path > b.record.file.path
          ? 1
          : 0) ||
      a.record.file.size - b.record.file.size,
  );
  return keyed.map(({ record }, order) => {
    record.order = order;
    return record;
  });
}

/** Keeps the preferred claim of each group; the others are duplicates. */
function winners<F, R extends ScriptReading>(
  claims: readonly Claim<F, R>[],
  groupOf: (claim: Claim<F, R>) => string,
  duplicate: (claim: Claim<F>) => void,
): Claim<F, R>[] {
  const best = new Map<string, Claim<F, R>>();
  for (const claim of [...claims].sort(byPreference)) {
    const group = groupOf(claim);
    if (best.has(group)) duplicate(claim);
    else best.set(group, claim);
  }
  return [...best.values()];
}

/**
 * Pairs the files of a library folder: every video becomes an entry, with the stroke script, the
 * variants and the other axes named after it.
 *
 * Rules:
 * - Names are compared case-insensitively (and NFC-normalised); extensions decide the kind (videos
 *   as the `/local` intake's list, scripts `.funscript` and `.csv`).
 * - A script pairs with a video in its own folder first. Only when none there matches does it look
 *   in the other folders, and then only at a video name found in exactly one folder (a `Scripts/`
 *   folder beside a `Videos/` folder pairs; `clip.funscript` with `A/clip.mp4` and `B/clip.mp4`
 *   does not: it is `noVideo`).
 * - The longest matching video name wins: `a.b.funscript` is the main script of `a.b.mp4` before it
 *   is variant `b` of `a.mp4`.
 * - `name.funscript` (else `name.csv`, else `name.stroke` / `name.L0`) is the main script;
 *   `name.<label>.funscript` and `name (<label>).funscript` are variants, unless `<label>` is an
 *   axis name or code (`name.twist`, `name.R0`; see `axis-names.ts`); `name.<label>.<axis>` is an
 *   axis of variant `<label>`.
 * - With no main script, the first variant by label in natural order becomes the default script.
 * - A second claim on the same place (two videos of one name in a folder: the browser's likeliest
 *   format is kept; a CSV beside a funscript; two files for one variant or axis) is `duplicate`.
 *
 * The result does not depend on the order of `files`. Linear apart from sorting: maps keyed by
 * folder and name, no scan per file.
 */
export function pairLibrary<F extends LibraryFileRef>(files: readonly F[]): LibraryPairing<F> {
  const records = sortRecords(files);
  const unpaired: { record: FileRecord<F>; reason: LibraryUnpairedReason }[] = [];
  const videos = new Map<string, FileRecord<F>>();
  /** Base name → the one video key holding it, or null when several folders do. */
  const videosByBase = new Map<string, string | null>();
  const scripts: FileRecord<F>[] = [];

  for (const record of records) {
    const kind = libraryFileKind(record.parts);
    if (kind === 'other') unpaired.push({ record, reason: 'unknownKind' });
    if (kind === 'script') scripts.push(record);
    if (kind !== 'video') continue;
    const key = videoKey(record.folderKey, record.parts.stem);
    const held = videos.get(key);
    const heldRank = held === undefined ? Infinity : videoPreference(held.parts.extension);
    if (held !== undefined && heldRank <= videoPreference(record.parts.extension)) {
      unpaired.push({ record, reason: 'duplicate' });
      continue;
    }
    if (held !== undefined) unpaired.push({ record: held, reason: 'duplicate' });
    videos.set(key, record);
    const base = naturalKey(record.parts.stem);
    const other = videosByBase.get(base);
    videosByBase.set(base, other === undefined || other === key ? key : null);
  }

  const claims = new Map<string, Claim<F>[]>();
  for (const record of scripts) {
    const readings = scriptReadings(record.parts.stem, scriptPreference(record.parts.extension));
    let found: { key: string; reading: ScriptReading; elsewhere: boolean } | undefined;
    for (const reading of readings) {
      const key = videoKey(record.folderKey, reading.base);
      if (videos.has(key)) {
        found = { key, reading, elsewhere: false };
        break;
      }
    }
    for (const reading of found === undefined ? readings : []) {
      const key = videosByBase.get(naturalKey(reading.base));
      if (typeof key === 'string') {
        found = { key, reading, elsewhere: true };
        break;
      }
    }
    if (found === undefined) {
      unpaired.push({ record, reason: 'noVideo' });
      continue;
    }
    const list = claims.get(found.key) ?? [];
    list.push({ record, reading: found.reading, elsewhere: found.elsewhere });
    claims.set(found.key, list);
  }

  const entries: LibraryEntry<F>[] = [];
  const duplicate = (claim: Claim<F>) =>
    unpaired.push({ record: claim.record, reason: 'duplicate' });
  const sortedVideos = [...videos.entries()].sort(([, a], [, b]) => a.order - b.order);
  for (const [key, video] of sortedVideos) {
    entries.push(entryOf(video, claims.get(key) ?? [], duplicate));
  }

  unpaired.sort((a, b) => a.record.order - b.record.order);
  return {
    entries,
    unpaired: unpaired.map(({ record, reason }) => ({ file: record.file, reason })),
  };
}

const labelKey = (reading: { readonly label?: string }) => naturalKey(reading.label ?? '');

const isRole =
  <R extends ScriptReading>(role: R['role']) =>
  <F>(claim: Claim<F>): claim is Claim<F, R> =>
    claim.reading.role === role;

/** A video's entry from the scripts that claim it; the claims that lose go to `duplicate`. */
function entryOf<F extends LibraryFileRef>(
  video: FileRecord<F>,
  claims: readonly Claim<F>[],
  duplicate: (claim: Claim<F>) => void,
): LibraryEntry<F> {
  const [main, ...otherMains] = claims.filter(isRole<MainReading>('main')).sort(byPreference);
  otherMains.forEach(duplicate);
  const variants = winners(
    claims.filter(isRole<VariantReading>('variant')),
    (c) => labelKey(c.reading),
    duplicate,
  ).sort(
    (a, b) =>
      compareNatural(labelKey(a.reading), labelKey(b.reading)) || a.record.order - b.record.order,
  );
  const axes = winners(
    claims.filter(isRole<AxisReading>('axis')),
    (c) => `${c.reading.axis.axis}\n${labelKey(c.reading)}`,
    duplicate,
  ).sort(
    (a, b) =>
      axisOrder(a.reading.axis.axis) - axisOrder(b.reading.axis.axis) ||
      compareNatural(labelKey(a.reading), labelKey(b.reading)),
  );
  const promoted = main === undefined ? variants.shift() : undefined;
  const script = main ?? promoted;
  return {
    video: video.file,
    folder: video.parts.folder,
    title: video.parts.stem,
    ...(script === undefined ? {} : { script: script.record.file }),
    ...(promoted === undefined ? {} : { scriptLabel: promoted.reading.label }),
    variants: variants.map((c) => ({ label: c.reading.label, file: c.record.file })),
    axes: axes.map(({ reading, record }) => ({
      axis: reading.axis.axis,
      code: reading.axis.code,
      ...(reading.label === undefined ? {} : { variant: reading.label }),
      file: record.file,
    })),
  };
}
