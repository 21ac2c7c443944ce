/**
 * The files of a library folder however the browser hands them over (the folder picker, a folder
 * input, a drop), and the rules every way of reading a folder shares: hidden files and system junk
 * are left out, the depth and the number of files are capped, and the files come in one order.
 */

/** One file of a library folder, without reading it yet. */
export interface LibraryFile {
  /** Relative to the folder, `/`-separated: `Season 1/clip.mp4`. */
  readonly path: string;
  /** The last segment of `path`: `clip.mp4`. */
  readonly name: string;
  readonly size: number;
  /** Milliseconds since the epoch, as the browser reports it. */
  readonly lastModified: number;
  /** The MIME type when the browser knows it, `''` otherwise (often so for `.funscript`, `.mkv`). */
  readonly type: string;
  /**
   * The file itself. From a handle it is read from disk again on each call, so a file changed since
   * the folder was read is the new one; from an input or a drop it is the `File` the browser gave.
   */
  file(): Promise<File>;
}

/** Where a library came from. */
export type LibraryOrigin = 'picker' | 'input' | 'drop';

/** What reading a folder found, and what it left out. */
export interface FolderRead {
  /** Sorted by path, numbers by value (`2` before `10`). */
  readonly files: readonly LibraryFile[];
  /** The folder has more files than the limit: only the first `maxFiles` found are here. */
  readonly fileLimitReached: boolean;
  /** Folders nested deeper than `maxDepth` were left out. */
  readonly depthLimitReached: boolean;
  /** Files or folders that could not be read (removed meanwhile, no permission) and were left out. */
  readonly unreadableCount: number;
}

/** A library folder as the browser gave it. */
export interface OpenedFolder extends FolderRead {
  /** The folder's name; `''` when what was given is not one folder (several files or folders). */
  readonly name: string;
  readonly origin: LibraryOrigin;
  /**
   * The directory handle, when the browser gave one (File System Access API): it can be remembered
   * and read again after a reload.
   */
  readonly handle: FileSystemDirectoryHandle | undefined;
}

/** How much of a folder is read. */
export interface LibraryLimits {
  /** Files kept at most; a folder with more is reported as capped. */
  readonly maxFiles: number;
  /** Levels of sub-folders below the folder that are read (`0`: its own files only). */
  readonly maxDepth: number;
}

/**
 * The default limits: far more than a video library holds, few enough that listing them stays
 * within seconds and their list within a few megabytes, and deep enough for `Show/Season/Disc`.
 * They exist for the folder picked by mistake (a home folder, a whole disk).
 */
export const LIBRARY_LIMITS: LibraryLimits = { maxFiles: 20_000, maxDepth: 8 };

/** Options of every read of a folder that takes time. */
export interface FolderReadOptions {
  /** Aborting rejects the read with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Called now and then while reading, and once at the end, with the number of files found. */
  readonly onProgress?: (fileCount: number) => void;
  /** Overrides of {@link LIBRARY_LIMITS}. */
  readonly limits?: Partial<LibraryLimits>;
}

/**
 * Names operating systems and tools leave in folders, never media: macOS's zip leftovers and
 * resource forks' folder, Windows' thumbnail caches and folder settings, a Synology NAS's index.
 * Compared in lower case; names starting with `.` (`.DS_Store`, `._clip.mp4`) are hidden anyway.
 */
const JUNK_NAMES = new Set([
  '__macosx',
  'thumbs.db',
  'ehthumbs.db',
  'desktop.ini',
  '$recycle.bin',
  'system volume information',
  '@eadir',
  'icon\r',
]);

/** True for a hidden file or folder (`.name`) or operating system junk, which a library skips. */
export function isSkippedName(name: string): boolean {
  return name.startsWith('.') || JUNK_NAMES.has(name.toLowerCase());
}

/** A library file for `path`, described by `stat`, whose contents `open` gives. */
export function libraryFile(path: string, stat: File, open: () => Promise<File>): LibraryFile {
  const slash = path.lastIndexOf('/');
  return {
    path,
    name: path.slice(slash + 1),
    size: stat.size,
    lastModified: stat.lastModified,
    type: stat.type,
    file: open,
  };
}

/**
 * Entries looked at between two yields to the event loop: a few milliseconds of work, so that a
 * folder of thousands of files never freezes the page (handles and entries that answer from memory
 * would otherwise keep the whole read in one task).
 */
const ENTRIES_PER_YIELD = 250;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const pathOrder = new Intl.Collator(undefined, { numeric: true });

/** Gathers one read's files under its limits; each way of reading a folder feeds one. */
export interface FolderCollector {
  readonly limits: LibraryLimits;
  /** True once a file past the limit was found: reading can stop. */
  readonly full: boolean;
  /** Keeps `file`, unless the limit is reached (then `full` becomes true). */
  add(file: LibraryFile): void;
  /** Counts an entry that could not be read. */
  unreadable(): void;
  /** Notes that a folder was left out for its depth. */
  tooDeep(): void;
  /**
   * To be awaited once per entry looked at: throws when aborted, and every few hundred entries
   * reports progress and yields to the event loop.
   */
  visit(): Promise<void>;
  /** True when the read was aborted (an error seen then is the abort, not an unreadable entry). */
  readonly aborted: boolean;
  /** What was found, sorted; reports progress a last time. */
  result(): FolderRead;
}

/** A collector for one read with `options`. */
export function folderCollector(options: FolderReadOptions = {}): FolderCollector {
  const limits = { ...LIBRARY_LIMITS, ...options.limits };
  const { signal, onProgress } = options;
  const files: LibraryFile[] = [];
  let full = false;
  let depthLimitReached = false;
  let unreadableCount = 0;
  let visited = 0;
  return {
    limits,
    get full() {
      return full;
    },
    get aborted() {
      return signal?.aborted ?? false;
    },
    add(file) {
      if (files.length < limits.maxFiles) files.push(file);
      else full = true;
    },
    unreadable() {
      unreadableCount++;
    },
    tooDeep() {
      depthLimitReached = true;
    },
    async visit() {
      signal?.throwIfAborted();
      visited++;
      if (visited % ENTRIES_PER_YIELD !== 0) return;
      onProgress?.(files.length);
      await yieldToEventLoop();
      signal?.throwIfAborted();
    },
    result() {
      onProgress?.(files.length);
      return {
        // Not `toSorted`: the build targets ES2022 browsers.
        files: [...files].sort((a, b) => pathOrder.compare(a.path, b.path)),
        fileLimitReached: full,
        depthLimitReached,
        unreadableCount,
      };
    },
  };
}
