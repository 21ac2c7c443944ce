/**
 * What a file in a library is, from its path alone: a video, a script or something else, and the
 * parts of its name that pairing looks at. Browsers give no reliable MIME type for `.funscript` or
 * `.mkv`, and a folder handle gives none at all, so the extension decides.
 */

/**
 * Video extensions: the same list as the `/local` intake's `file-kind.ts`, here so that the library
 * and (later) the intake share one rule.
 */
export const LIBRARY_VIDEO_EXTENSIONS: ReadonlySet<string> = new Set([
  'mp4',
  'm4v',
  'webm',
  'mkv',
  'mov',
  'ogv',
  'ogg',
  'avi',
  'wmv',
]);

/**
 * Which of two videos with the same name a library keeps: the formats browsers play most surely
 * come first (lower is preferred). Every {@link LIBRARY_VIDEO_EXTENSIONS} entry is listed.
 */
const VIDEO_PREFERENCE: readonly string[] = [
  'mp4',
  'm4v',
  'webm',
  'mov',
  'mkv',
  'ogv',
  'ogg',
  'avi',
  'wmv',
];

/**
 * Script extensions, best first: a funscript carries metadata and axes a CSV cannot. `.json` is
 * left out on purpose: library folders hold other JSON (tags, player settings), and a funscript
 * saved as `.json` is rare; `/local` still opens one picked by hand.
 */
const SCRIPT_EXTENSIONS: readonly string[] = ['funscript', 'csv'];

/** The kinds of file a library tells apart. */
export type LibraryFileKind = 'video' | 'script' | 'other';

/** A path cut into the parts pairing uses. */
export interface LibraryPathParts {
  /** The folders, `/`-separated, without a trailing `/`; `''` at the top of the library. */
  readonly folder: string;
  /** The file name as written. */
  readonly name: string;
  /** The name without its extension (the whole name when it has none). */
  readonly stem: string;
  /** The extension, lower case, without the dot; `''` when there is none. */
  readonly extension: string;
}

/**
 * Splits a relative path. Backslashes count as separators too (a path typed on Windows), empty
 * segments and `.` are dropped, and a name's extension is what follows its last dot unless that dot
 * starts the name (`.DS_Store` has none), as in the `/local` intake. The name is NFC-normalised:
 * macOS lists names decomposed (NFD), other systems composed, and `Café.mp4` must pair with
 * `Café.funscript` whichever disk each came from.
 */
export function splitLibraryPath(path: string): LibraryPathParts {
  const segments = path
    .normalize('NFC')
    .split(/[\\/]/)
    .filter((segment) => segment !== '' && segment !== '.');
  const name = segments.pop() ?? '';
  const dot = name.lastIndexOf('.');
  return {
    folder: segments.join('/'),
    name,
    stem: dot <= 0 ? name : name.slice(0, dot),
    extension: dot <= 0 ? '' : name.slice(dot + 1).toLowerCase(),
  };
}

/**
 * The kind of a file by its name. macOS's AppleDouble companions (`._clip.mp4`, left on drives
 * formatted for Windows) carry a video's extension but no video, so they are `other`.
 */
export function libraryFileKind(parts: LibraryPathParts): LibraryFileKind {
  if (parts.name.startsWith('._')) return 'other';
  if (SCRIPT_EXTENSIONS.includes(parts.extension)) return 'script';
  if (LIBRARY_VIDEO_EXTENSIONS.has(parts.extension)) return 'video';
  return 'other';
}

/** Lower is preferred: among videos of one name, the one a browser is likeliest to play. */
export function videoPreference(extension: string): number {
  const index = VIDEO_PREFERENCE.indexOf(extension);
  return index === -1 ? VIDEO_PREFERENCE.length : index;
}

/** Lower is preferred: a funscript over a CSV of the same name. */
export function scriptPreference(extension: string): number {
  const index = SCRIPT_EXTENSIONS.indexOf(extension);
  return index === -1 ? SCRIPT_EXTENSIONS.length : index;
}
