/**
 * Fakes of the browser's folders for the library's tests: one description of a tree, served as
 * File System Access handles or as FileSystemEntry objects, and files with a `webkitRelativePath`.
 * Like the browser's, every answer comes asynchronously.
 */
import type { DirectoryReaderLike, EntryLike } from './library-entries';

/** A file of a fake tree. */
export interface FakeFileSpec {
  readonly kind: 'file';
  readonly content: string;
  readonly type: string;
  readonly lastModified: number;
  /** When set, reading the file (`getFile`, `file`) fails with it. */
  readonly error: Error | undefined;
}

/** A folder of a fake tree. */
export interface FakeFolderSpec {
  readonly kind: 'directory';
  readonly children: Readonly<Record<string, FakeFileSpec | FakeFolderSpec>>;
  /** When set, listing fails with it after `errorAfter` children. */
  readonly error: Error | undefined;
  readonly errorAfter: number;
}

/** A file of `content`. */
export function fakeFile(
  content = '',
  options: { type?: string; lastModified?: number; error?: Error } = {},
): FakeFileSpec {
  return {
    kind: 'file',
    content,
    type: options.type ?? '',
    lastModified: options.lastModified ?? 1_700_000_000_000,
    error: options.error,
  };
}

/** A folder of `children`. */
export function fakeFolder(
  children: Record<string, FakeFileSpec | FakeFolderSpec>,
  options: { error?: Error; errorAfter?: number } = {},
): FakeFolderSpec {
  return { kind: 'directory', children, error: options.error, errorAfter: options.errorAfter ?? 0 };
}

/** A folder of `count` files named `clip-<n>.mp4`. */
export function fakeFolderOfFiles(count: number): FakeFolderSpec {
  const children: Record<string, FakeFileSpec> = {};
  for (let index = 0; index < count; index++) children[`clip-${index}.mp4`] = fakeFile('x');
  return fakeFolder(children);
}

/** The DOM error a file removed meanwhile gives. */
export const notFound = (): DOMException => new DOMException('gone', 'NotFoundError');

/** A `File` of `spec`; a fresh one on each call, as `getFile()` gives. */
function fileOf(name: string, spec: FakeFileSpec): File {
  return new File([spec.content], name, { type: spec.type, lastModified: spec.lastModified });
}

/** A `File` with the `webkitRelativePath` a folder input gives (`''` for a plain input). */
export function inputFile(relativePath: string, content = 'x', type = ''): File {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
}

/** Counts of what the fake handles were asked, to see that reads are lazy. */
export interface HandleCalls {
  getFile: number;
}

/** The permission answers of a fake directory handle; absent methods are absent. */
export interface FakePermissions {
  queryPermission?: FileSystemHandle['queryPermission'];
  requestPermission?: FileSystemHandle['requestPermission'];
}

const unsupported = (): Promise<never> =>
  Promise.reject(new DOMException('not used by the library', 'NotSupportedError'));

/** A file handle of `spec`. */
export function fakeFileHandle(
  name: string,
  spec: FakeFileSpec,
  calls: HandleCalls = { getFile: 0 },
): FileSystemFileHandle {
  return {
    kind: 'file',
    name,
    getFile: async () => {
      calls.getFile++;
      await Promise.resolve();
      if (spec.error) throw spec.error;
      return fileOf(name, spec);
    },
    createWritable: unsupported,
    isSameEntry: unsupported,
  };
}

/** A directory handle of `spec`, with `permissions` if given. */
export function fakeDirectoryHandle(
  name: string,
  spec: FakeFolderSpec,
  options: { calls?: HandleCalls; permissions?: FakePermissions } = {},
): FileSystemDirectoryHandle {
  const calls = options.calls ?? { getFile: 0 };
  async function* list(): AsyncGenerator<
    FileSystemDirectoryHandle | FileSystemFileHandle,
    undefined,
    unknown
  > {
    let listed = 0;
    for (const [childName, child] of Object.entries(spec.children)) {
      if (spec.error && listed === spec.errorAfter) throw spec.error;
      await Promise.resolve();
      listed++;
      yield child.kind === 'file'
        ? fakeFileHandle(childName, child, calls)
        : fakeDirectoryHandle(childName, child, { calls });
    }
    if (spec.error) throw spec.error;
    return undefined;
  }
  async function* entries(): AsyncGenerator<
    [string, FileSystemDirectoryHandle | FileSystemFileHandle],
    undefined,
    unknown
  > {
    for await (const child of list()) yield [child.name, child];
    return undefined;
  }
  async function* keys(): AsyncGenerator<string, undefined, unknown> {
    for await (const child of list()) yield child.name;
    return undefined;
  }
  return {
    kind: 'directory',
    name,
    values: list,
    entries,
    keys,
    [Symbol.asyncIterator]: entries,
    getDirectoryHandle: unsupported,
    getFileHandle: unsupported,
    removeEntry: unsupported,
    resolve: unsupported,
    isSameEntry: unsupported,
    ...options.permissions,
  };
}

/** Settles a FileSystemEntry callback later, as the browser does. */
function later(settle: () => void): void {
  setTimeout(settle, 0);
}

/**
 * A FileSystemEntry tree of `spec`. A directory's reader gives at most `batchSize` entries a call
 * (Chromium: 100), then empty batches; `onReadEntries` hears each batch's size.
 */
export function fakeEntry(
  name: string,
  spec: FakeFileSpec | FakeFolderSpec,
  options: { batchSize?: number; onReadEntries?: (batchSize: number) => void } = {},
): EntryLike {
  if (spec.kind === 'file') {
    return {
      name,
      isFile: true,
      isDirectory: false,
      file: (success, failure) =>
        later(() => (spec.error ? failure?.(notFound()) : success(fileOf(name, spec)))),
    };
  }
  const batchSize = options.batchSize ?? 100;
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader(): DirectoryReaderLike {
      const children = Object.entries(spec.children).map(([childName, child]) =>
        fakeEntry(childName, child, options),
      );
      let next = 0;
      return {
        readEntries(success, failure) {
          later(() => {
            if (spec.error && next >= spec.errorAfter) {
              failure?.(new DOMException('unreadable', 'NotReadableError'));
              return;
            }
            const end = spec.error ? Math.min(spec.errorAfter, next + batchSize) : next + batchSize;
            const batch = children.slice(next, end);
            next += batch.length;
            options.onReadEntries?.(batch.length);
            success(batch);
          });
        },
      };
    },
  };
}
