/**
 * What a picked or dropped file is, from its name and type: browsers give no reliable type for
 * `.funscript` (it is JSON by content), and often none for `.mkv`, so the extension decides first.
 */

/** The kinds of file the player tells apart. */
export type FileKind = 'video' | 'script' | 'other';

/** The part of a `File` the intake looks at (tests build plain objects). */
export interface NamedFile {
  readonly name: string;
  readonly type: string;
}

const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'webm', 'mkv', 'mov', 'ogv', 'ogg', 'avi', 'wmv']);
const SCRIPT_EXTENSIONS = new Set(['funscript', 'csv', 'json']);

/** The file's extension, lower case, without the dot (`''` when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The name without its extension, lower case, for pairing: `Movie.MP4` and `movie.funscript`
 * share `movie`. A multi-axis companion such as `movie.roll.funscript` keeps its `.roll`, so it
 * does not pair as the stroke script.
 */
export function baseNameOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot <= 0 ? name : name.slice(0, dot)).toLowerCase();
}

/** The kind of `file`: by extension, else by MIME type. */
export function fileKindOf(file: NamedFile): FileKind {
  const extension = extensionOf(file.name);
  if (SCRIPT_EXTENSIONS.has(extension)) return 'script';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'text/csv' || file.type === 'application/json') return 'script';
  return 'other';
}
