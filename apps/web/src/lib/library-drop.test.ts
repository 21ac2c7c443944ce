import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { filesFromDrop, type DropItem } from './library-drop';
import type { EntryLike } from './library-entries';
import type { OpenedFolder } from './library-files';
import {
  fakeDirectoryHandle,
  fakeEntry,
  fakeFile,
  fakeFileHandle,
  fakeFolder,
  fakeFolderOfFiles,
  type FakeFolderSpec,
} from './library-test-fakes';
import { logger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

type Handle = FileSystemFileHandle | FileSystemDirectoryHandle;

/** What one fake item gives; an absent `handle` means a browser without `getAsFileSystemHandle`. */
interface ItemSource {
  readonly kind?: string;
  readonly handle?: Handle | null | { readonly fails: Error };
  readonly entry?: EntryLike;
  readonly file?: File;
}

/**
 * The items of one drop event. Like the browser's, they give nothing once the event is over
 * (`end()`): every getter then answers null.
 */
function dropEvent(sources: readonly ItemSource[]): { items: DropItem[]; end(): void } {
  let over = false;
  const items = sources.map((source): DropItem => {
    const item: DropItem = {
      kind: source.kind ?? 'file',
      getAsFile: () => (over ? null : (source.file ?? null)),
      webkitGetAsEntry: () => (over ? null : (source.entry ?? null)),
    };
    const { handle } = source;
    if (handle === undefined) return item;
    return {
      ...item,
      getAsFileSystemHandle: () => {
        if (over) return Promise.resolve(null);
        return handle !== null && 'fails' in handle
          ? Promise.reject(handle.fails)
          : Promise.resolve(handle);
      },
    };
  });
  return { items, end: () => (over = true) };
}

/** Drops `sources` as the browser does: the event ends as soon as its handler returns. */
function drop(sources: readonly ItemSource[]): Promise<OpenedFolder> {
  const event = dropEvent(sources);
  const read = filesFromDrop(event.items);
  event.end();
  return read;
}

const paths = (folder: OpenedFolder): string[] => folder.files.map((file) => file.path);

const season: FakeFolderSpec = fakeFolder({
  'clip.mp4': fakeFile('abc', { type: 'video/mp4' }),
  'clip.funscript': fakeFile(),
  '.DS_Store': fakeFile(),
  Extras: fakeFolder({ 'bonus.mp4': fakeFile() }),
});

describe('filesFromDrop', () => {
  it("takes the browser's own items (checked by the compiler)", () => {
    expectTypeOf<DataTransferItemList>().toExtend<ArrayLike<DropItem>>();
    expectTypeOf<FileSystemEntry>().toExtend<EntryLike>();
  });

  it('reads one dropped folder through its handle, which it keeps to remember', async () => {
    const handle = fakeDirectoryHandle('Season 1', season);
    const folder = await drop([{ handle, entry: fakeEntry('Season 1', season) }]);
    expect(folder).toMatchObject({ name: 'Season 1', origin: 'drop', unreadableCount: 0 });
    expect(folder.handle).toBe(handle);
    expect(paths(folder)).toEqual(['clip.funscript', 'clip.mp4', 'Extras/bonus.mp4']);
    const clip = folder.files.find((file) => file.name === 'clip.mp4');
    expect(await (await clip?.file())?.text()).toBe('abc');
  });

  it('reads one dropped folder through its entry where there are no handles', async () => {
    const folder = await drop([{ entry: fakeEntry('Season 1', season) }]);
    expect(folder).toMatchObject({ name: 'Season 1', handle: undefined });
    expect(paths(folder)).toEqual(['clip.funscript', 'clip.mp4', 'Extras/bonus.mp4']);
    const clip = folder.files.find((file) => file.name === 'clip.mp4');
    expect(clip).toMatchObject({ size: 3, type: 'video/mp4' });
    expect(await (await clip?.file())?.text()).toBe('abc');
  });

  it('reads a directory entry until its reader gives an empty batch (100 at most a call)', async () => {
    const batches: number[] = [];
    const entry = fakeEntry('Many', fakeFolderOfFiles(250), {
      onReadEntries: (size) => batches.push(size),
    });
    const folder = await drop([{ entry }]);
    expect(batches).toEqual([100, 100, 50, 0]);
    expect(folder.files).toHaveLength(250);
    expect(new Set(paths(folder)).size).toBe(250);
  });

  it('falls back to the entry when the handle is null or fails', async () => {
    const debug = vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
    const folder = await drop([{ handle: null, entry: fakeEntry('A', season) }]);
    expect(paths(folder)).toHaveLength(3);
    const failed = await drop([
      {
        handle: { fails: new DOMException('no', 'InvalidStateError') },
        entry: fakeEntry('A', season),
      },
    ]);
    expect(paths(failed)).toHaveLength(3);
    expect(failed.handle).toBeUndefined();
    expect(debug).toHaveBeenCalled();
  });

  it('reads plain files when there is neither handle nor entry', async () => {
    const file = new File(['abcd'], 'clip.mp4', { type: 'video/mp4' });
    const folder = await drop([{ file }, { file: new File([''], 'clip.funscript') }]);
    expect(folder).toMatchObject({ name: '', handle: undefined });
    expect(paths(folder)).toEqual(['clip.funscript', 'clip.mp4']);
    expect(await folder.files[1]?.file()).toBe(file);
  });

  it('reads several items as one drop: files by name, folders under their names', async () => {
    const folder = await drop([
      { handle: fakeFileHandle('top.mp4', fakeFile()) },
      { entry: fakeEntry('Season 1', season) },
      { handle: fakeDirectoryHandle('Season 2', fakeFolder({ 'x.mp4': fakeFile() })) },
      { entry: fakeEntry('.DS_Store', fakeFile()) },
      { kind: 'string' },
    ]);
    expect(folder).toMatchObject({ name: '', handle: undefined, unreadableCount: 0 });
    expect(paths(folder)).toEqual([
      'Season 1/clip.funscript',
      'Season 1/clip.mp4',
      'Season 1/Extras/bonus.mp4',
      'Season 2/x.mp4',
      'top.mp4',
    ]);
  });

  it('takes every item during the event, though items are stale after the first await', async () => {
    const folder = await drop([
      { entry: fakeEntry('a.mp4', fakeFile()) },
      { entry: fakeEntry('b.mp4', fakeFile()) },
      { handle: fakeFileHandle('c.mp4', fakeFile()) },
      { file: new File([''], 'd.mp4') },
    ]);
    expect(paths(folder)).toEqual(['a.mp4', 'b.mp4', 'c.mp4', 'd.mp4']);
    expect(folder.unreadableCount).toBe(0);
  });

  it('counts what cannot be read instead of failing the drop', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const folder = await drop([
      {},
      { entry: fakeEntry('gone.mp4', fakeFile('', { error: new Error('gone') })) },
      {
        entry: fakeEntry('Locked', fakeFolder({ 'a.mp4': fakeFile() }, { error: new Error('no') })),
      },
      { entry: fakeEntry('ok.mp4', fakeFile()) },
    ]);
    expect(paths(folder)).toEqual(['ok.mp4']);
    expect(folder.unreadableCount).toBe(3);
  });

  it('applies the count limit across the items of a drop', async () => {
    const event = dropEvent([
      { entry: fakeEntry('A', fakeFolderOfFiles(3)) },
      { entry: fakeEntry('B', fakeFolderOfFiles(3)) },
    ]);
    const folder = await filesFromDrop(event.items, { limits: { maxFiles: 4 } });
    expect(folder.files).toHaveLength(4);
    expect(folder.fileLimitReached).toBe(true);
  });
});
