/**
 * The folder picker of the File System Access API (Chromium-based browsers on desktop): the
 * person picks a folder, the app gets a handle it can list now and remember for the next visit
 * (`library-remembered.ts`). Other browsers use a folder input instead (`library-input.ts`).
 */
import {
  folderCollector,
  type FolderRead,
  type FolderReadOptions,
  type LibraryOrigin,
  type OpenedFolder,
} from './library-files';
import { walkFolder, type FolderNode } from './library-walk';

/** True when this browser has a folder picker (`window.showDirectoryPicker`). */
export function canPickDirectory(): boolean {
  return typeof window !== 'undefined' && typeof window.showDirectoryPicker === 'function';
}

/**
 * Lists the files of a folder and its sub-folders (names and metadata; no file is read), hidden
 * files and system junk left out, within the limits. Yields to the event loop as it goes, so a
 * large folder keeps the page responsive. A file or sub-folder that cannot be read is counted in
 * `unreadableCount` and skipped; rejects only when the folder itself cannot be listed (removed,
 * permission withdrawn) or with the signal's reason when aborted.
 */
export async function readDirectory(
  handle: FolderNode,
  options: FolderReadOptions = {},
): Promise<FolderRead> {
  const collector = folderCollector(options);
  await walkFolder(handle, collector);
  return collector.result();
}

/**
 * The folder of `handle` with its files: for a remembered handle once access is granted
 * (`folderAccess`). `origin` says how the handle was first given (a picked folder by default).
 */
export async function openFolderHandle(
  handle: FileSystemDirectoryHandle,
  options: FolderReadOptions & { origin?: LibraryOrigin } = {},
): Promise<OpenedFolder> {
  const read = await readDirectory(handle, options);
  return { ...read, name: handle.name, origin: options.origin ?? 'picker', handle };
}

/** Options of {@link pickDirectory}. */
export interface PickDirectoryOptions extends FolderReadOptions {
  /** Where the picker opens when it has no folder of its own to remember. */
  readonly startIn?: DirectoryPickerOptions['startIn'];
}

/**
 * Lets the person pick a folder, then lists it (see {@link readDirectory}). Call it from a click
 * handler: the browser opens the picker only in response to a user gesture, and this calls it
 * before anything else. Resolves to `undefined` when the person cancels the picker. Rejects when
 * this browser has no picker (`canPickDirectory()` says so beforehand), when the browser refuses it
 * (no gesture, a cross-origin frame), when the folder cannot be listed, or when aborted.
 */
export async function pickDirectory(
  options: PickDirectoryOptions = {},
): Promise<OpenedFolder | undefined> {
  if (!canPickDirectory()) {
    throw new DOMException('This browser has no folder picker', 'NotSupportedError');
  }
  let handle: FileSystemDirectoryHandle;
  try {
    // The id keeps the picker's last folder apart from other pickers of this origin.
    const pickerOptions: DirectoryPickerOptions = { id: 'glide-library', mode: 'read' };
    if (options.startIn !== undefined) pickerOptions.startIn = options.startIn;
    const picked = await window.showDirectoryPicker?.(pickerOptions);
    if (!picked) return undefined;
    handle = picked;
  } catch (error) {
    // Closing the picker is a choice, not a failure.
    if (isAbortError(error)) return undefined;
    throw error;
  }
  return openFolderHandle(handle, { ...options, origin: 'picker' });
}

/** By name, not class: a `DOMException` is not an `Error` in every environment. */
function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
