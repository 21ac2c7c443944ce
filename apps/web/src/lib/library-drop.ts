/**
 * A library from drag-and-drop: a folder, or several files and folders. Chromium gives handles
 * (`getAsFileSystemHandle`), which can be remembered like a picked folder; every browser gives
 * entries (`webkitGetAsEntry`), which can be listed now only; a file is the last resort.
 */
import { entryNode, type EntryLike } from './library-entries';
import {
  folderCollector,
  isSkippedName,
  type FolderCollector,
  type FolderReadOptions,
  type OpenedFolder,
} from './library-files';
import { logger } from './logger';
import { collectFiles, walkFolder, type FileNode, type FolderNode } from './library-walk';

type DroppedHandle = FileSystemFileHandle | FileSystemDirectoryHandle;

/**
 * The part of a `DataTransferItem` a drop is read through: the DOM's items fit it, and tests build
 * plain objects.
 */
export interface DropItem {
  readonly kind: string;
  getAsFile(): File | null;
  webkitGetAsEntry?(): EntryLike | null;
  getAsFileSystemHandle?(): Promise<DroppedHandle | null>;
}

/** What one item gave during the drop event, while it could still be read. */
interface TakenItem {
  readonly handle: Promise<DroppedHandle | null> | undefined;
  readonly entry: EntryLike | null;
  readonly file: File | null;
}

/** A dropped file or folder, ready to read, and the handle it came from if any. */
interface DroppedNode {
  readonly node: FolderNode | FileNode;
  readonly handle: DroppedHandle | undefined;
}

/**
 * The folder (or files) of a drop. Call it inside the drop event handler, before any `await`: a
 * `DataTransferItem` can be read only during its event and is empty after it, so this takes the
 * handle, the entry and the file of every item at once, and only then lists them.
 *
 * One dropped folder gives its name, paths relative to it and, in Chromium, its handle (to
 * remember). Several items, or files only, give the name `''`, a dropped folder's files as
 * `Folder/…`, and no handle. Hidden files, junk and the limits apply as when reading a folder; an
 * item that cannot be read is counted in `unreadableCount`. Rejects only when aborted.
 */
export function filesFromDrop(
  items: ArrayLike<DropItem>,
  options: FolderReadOptions = {},
): Promise<OpenedFolder> {
  // Synchronously, inside the event: the items are stale after the first await.
  const taken = Array.from(items, takeItem).filter((item) => item !== undefined);
  return readTaken(taken, options);
}

function takeItem(item: DropItem): TakenItem | undefined {
  if (item.kind !== 'file') return undefined;
  return {
    handle: attempt(() => item.getAsFileSystemHandle?.())?.catch((error: unknown) => {
      logger.debug('A dropped item gave no handle; reading it as an entry', error);
      return null;
    }),
    entry: attempt(() => item.webkitGetAsEntry?.()) ?? null,
    file: attempt(() => item.getAsFile()) ?? null,
  };
}

/** `read()`, or `undefined` when it throws (a getter of an item the browser refuses to give). */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    logger.debug('A dropped item could not be read', error);
    return undefined;
  }
}

async function readTaken(
  taken: readonly TakenItem[],
  options: FolderReadOptions,
): Promise<OpenedFolder> {
  const collector = folderCollector(options);
  const dropped: DroppedNode[] = [];
  for (const item of taken) {
    const node = await nodeOf(item);
    if (node) dropped.push(node);
    else collector.unreadable();
  }
  const [only] = dropped;
  if (only && dropped.length === 1 && only.node.kind === 'directory') {
    await readRoot(only.node, collector, '', 0);
    const handle = only.handle?.kind === 'directory' ? only.handle : undefined;
    return opened(collector, only.node.name, handle);
  }
  for (const { node } of dropped) {
    if (collector.full) break;
    await collector.visit();
    if (isSkippedName(node.name)) continue;
    if (node.kind === 'file') await collectFiles([{ node, path: node.name }], collector);
    // A folder dropped among other items is one level of the drop.
    else if (collector.limits.maxDepth >= 1) await readRoot(node, collector, `${node.name}/`, 1);
    else collector.tooDeep();
  }
  return opened(collector, '', undefined);
}

/** The best way to read an item: its handle, else its entry, else its file. */
async function nodeOf(item: TakenItem): Promise<DroppedNode | undefined> {
  const handle = item.handle ? await item.handle : null;
  if (handle) return { node: handle, handle };
  const fromEntry = item.entry ? entryNode(item.entry) : undefined;
  if (fromEntry) return { node: fromEntry, handle: undefined };
  const file = item.file;
  if (!file) return undefined;
  return {
    node: { kind: 'file', name: file.name, getFile: () => Promise.resolve(file) },
    handle: undefined,
  };
}

/** A dropped folder that cannot be listed is one unreadable item, not a failed drop. */
async function readRoot(
  folder: FolderNode,
  collector: FolderCollector,
  prefix: string,
  depth: number,
): Promise<void> {
  try {
    await walkFolder(folder, collector, { prefix, depth });
  } catch (error) {
    if (collector.aborted) throw error;
    logger.warn('A dropped folder could not be listed', error);
    collector.unreadable();
  }
}

function opened(
  collector: FolderCollector,
  name: string,
  handle: FileSystemDirectoryHandle | undefined,
): OpenedFolder {
  return { ...collector.result(), name, origin: 'drop', handle };
}
