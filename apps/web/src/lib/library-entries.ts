/**
 * The FileSystemEntry API (`DataTransferItem.webkitGetAsEntry()`), which every browser has for
 * drops, adapted to the folder walk's nodes (`library-walk.ts`). Its callbacks become promises and
 * its directory reader, which gives at most 100 entries a call, is read until it gives none.
 */
import type { FileNode, FolderNode } from './library-walk';

/**
 * The part of a `FileSystemEntry` the library uses (`FileSystemFileEntry.file`,
 * `FileSystemDirectoryEntry.createReader`): the DOM's entries fit it, and tests build plain objects.
 */
export interface EntryLike {
  readonly name: string;
  readonly isFile: boolean;
  readonly isDirectory: boolean;
  file?(success: (file: File) => void, failure?: (error: DOMException) => void): void;
  createReader?(): DirectoryReaderLike;
}

/** The part of a `FileSystemDirectoryReader` the library uses. */
export interface DirectoryReaderLike {
  readEntries(
    success: (entries: EntryLike[]) => void,
    failure?: (error: DOMException) => void,
  ): void;
}

type DirectoryEntryLike = EntryLike & Required<Pick<EntryLike, 'createReader'>>;
type FileEntryLike = EntryLike & Required<Pick<EntryLike, 'file'>>;

function isDirectoryEntry(entry: EntryLike): entry is DirectoryEntryLike {
  return entry.isDirectory && typeof entry.createReader === 'function';
}

function isFileEntry(entry: EntryLike): entry is FileEntryLike {
  return entry.isFile && typeof entry.file === 'function';
}

/** `entry` as a node of the folder walk; `undefined` for an entry that is neither file nor folder. */
export function entryNode(entry: EntryLike): FolderNode | FileNode | undefined {
  if (isDirectoryEntry(entry)) {
    return { kind: 'directory', name: entry.name, values: () => childrenOf(entry) };
  }
  if (isFileEntry(entry)) {
    // An entry's `File` is the dropped file as it was: asked for once, then the same one each time.
    let file: Promise<File> | undefined;
    return {
      kind: 'file',
      name: entry.name,
      getFile: () => (file ??= new Promise((resolve, reject) => entry.file(resolve, reject))),
    };
  }
  return undefined;
}

async function* childrenOf(directory: DirectoryEntryLike): AsyncGenerator<FolderNode | FileNode> {
  const reader = directory.createReader();
  // One call gives a batch (Chromium: at most 100); only an empty batch means the end.
  for (;;) {
    const batch = await new Promise<EntryLike[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return;
    for (const entry of batch) {
      const node = entryNode(entry);
      if (node) yield node;
    }
  }
}
