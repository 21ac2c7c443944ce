/**
 * Walks a folder tree into a {@link FolderCollector}. The tree is anything shaped like the File
 * System Access API's handles, which fit as they are; the older FileSystemEntry API of drops is
 * adapted to it (`library-entries.ts`), so both are read by the same rules.
 */
import { isSkippedName, libraryFile, type FolderCollector } from './library-files';

/** A folder: a `FileSystemDirectoryHandle`, or an adapted directory entry. */
export interface FolderNode {
  readonly kind: 'directory';
  readonly name: string;
  values(): AsyncIterable<FolderNode | FileNode>;
}

/** A file: a `FileSystemFileHandle`, or an adapted file entry or `File`. */
export interface FileNode {
  readonly kind: 'file';
  readonly name: string;
  /** Its `File`: metadata now, contents only when read. */
  getFile(): Promise<File>;
}

/**
 * Files whose `File` is asked for at once. Each `getFile()` of a handle is a round trip to the
 * browser's process; a few at a time make a folder of thousands list several times faster than one
 * after the other, without flooding it.
 */
const FILES_AT_ONCE = 32;

/** A file found and the path it will have. */
interface FoundFile {
  readonly node: FileNode;
  readonly path: string;
}

/**
 * Reads the files of `folder` and of its sub-folders into `collector`, their paths starting with
 * `prefix` (`''`, or `'Name/'` for a folder dropped among others, which then counts as a level:
 * `depth` 1). Rejects when `folder` itself cannot be listed, or on abort; a file or sub-folder that
 * cannot be read is counted and skipped.
 */
export async function walkFolder(
  folder: FolderNode,
  collector: FolderCollector,
  { prefix = '', depth = 0 }: { prefix?: string; depth?: number } = {},
): Promise<void> {
  await walk(folder, prefix, depth, collector, true);
}

/** Reads the given files' `File`s (their metadata) into `collector`; failures are counted. */
export async function collectFiles(
  found: readonly FoundFile[],
  collector: FolderCollector,
): Promise<void> {
  for (let start = 0; start < found.length && !collector.full; start += FILES_AT_ONCE) {
    const batch = found.slice(start, start + FILES_AT_ONCE);
    const stats = await Promise.allSettled(batch.map(({ node }) => node.getFile()));
    stats.forEach((stat, index) => {
      const entry = batch[index];
      if (!entry) return;
      if (stat.status === 'rejected') collector.unreadable();
      else collector.add(libraryFile(entry.path, stat.value, () => entry.node.getFile()));
    });
  }
}

async function walk(
  folder: FolderNode,
  prefix: string,
  depth: number,
  collector: FolderCollector,
  isRoot: boolean,
): Promise<void> {
  const files: FoundFile[] = [];
  const subfolders: { node: FolderNode; prefix: string }[] = [];
  try {
    for await (const child of folder.values()) {
      await collector.visit();
      if (isSkippedName(child.name)) continue;
      const path = prefix + child.name;
      if (child.kind === 'file') {
        files.push({ node: child, path });
        // Read metadata as the listing goes, so that a huge flat folder stops at the limit.
        if (files.length >= FILES_AT_ONCE) await collectFiles(files.splice(0), collector);
        if (collector.full) return;
      } else if (depth < collector.limits.maxDepth) {
        // Sub-folders after this folder's own files: its listing is not held open meanwhile.
        subfolders.push({ node: child, prefix: `${path}/` });
      } else {
        collector.tooDeep();
      }
    }
  } catch (error) {
    // A sub-folder removed or locked meanwhile loses what it had left, not the whole read.
    if (isRoot || collector.aborted) throw error;
    collector.unreadable();
  }
  await collectFiles(files, collector);
  for (const subfolder of subfolders) {
    if (collector.full) return;
    await walk(subfolder.node, subfolder.prefix, depth + 1, collector, false);
  }
}
