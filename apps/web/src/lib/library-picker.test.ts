import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { FolderRead } from './library-files';
import type { FolderNode } from './library-walk';
import { canPickDirectory, openFolderHandle, pickDirectory, readDirectory } from './library-picker';
import {
  fakeDirectoryHandle,
  fakeFile,
  fakeFolder,
  fakeFolderOfFiles,
  notFound,
  type HandleCalls,
} from './library-test-fakes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const paths = (read: FolderRead): string[] => read.files.map((file) => file.path);

describe('readDirectory', () => {
  it("takes the browser's own directory handles (checked by the compiler)", () => {
    expectTypeOf<FileSystemDirectoryHandle>().toExtend<FolderNode>();
    expectTypeOf(readDirectory).parameter(0).toEqualTypeOf<FolderNode>();
  });

  it('lists sub-folders recursively with /-separated relative paths, in natural order', async () => {
    const handle = fakeDirectoryHandle(
      'Videos',
      fakeFolder({
        'Season 10': fakeFolder({ 'b.mp4': fakeFile('bb') }),
        'Season 2': fakeFolder({
          'a.mp4': fakeFile('aaaa', { type: 'video/mp4', lastModified: 42 }),
          'a.funscript': fakeFile('{}'),
          Extras: fakeFolder({ 'making of.webm': fakeFile() }),
        }),
        'top.mp4': fakeFile(),
      }),
    );
    const read = await readDirectory(handle);
    expect(paths(read)).toEqual([
      'Season 2/a.funscript',
      'Season 2/a.mp4',
      'Season 2/Extras/making of.webm',
      'Season 10/b.mp4',
      'top.mp4',
    ]);
    const clip = read.files.find((file) => file.path === 'Season 2/a.mp4');
    expect(clip).toMatchObject({ name: 'a.mp4', size: 4, type: 'video/mp4', lastModified: 42 });
    expect(read).toMatchObject({ fileLimitReached: false, depthLimitReached: false });
    expect(read.unreadableCount).toBe(0);
  });

  it('leaves out hidden files and folders and operating system junk', async () => {
    const handle = fakeDirectoryHandle(
      'Videos',
      fakeFolder({
        '.DS_Store': fakeFile(),
        '._clip.mp4': fakeFile(),
        '.git': fakeFolder({ 'config.mp4': fakeFile() }),
        __MACOSX: fakeFolder({ 'clip.mp4': fakeFile() }),
        'Thumbs.db': fakeFile(),
        'desktop.ini': fakeFile(),
        '@eaDir': fakeFolder({ 'clip.mp4': fakeFile() }),
        'clip.mp4': fakeFile(),
        'my.clip.v2.mp4': fakeFile(),
        Sub: fakeFolder({
          'THUMBS.DB': fakeFile(),
          '.hidden.funscript': fakeFile(),
          'x.mp4': fakeFile(),
        }),
      }),
    );
    expect(paths(await readDirectory(handle))).toEqual(['clip.mp4', 'my.clip.v2.mp4', 'Sub/x.mp4']);
  });

  it('asks each file for its metadata only, and for the file again when it is opened', async () => {
    const calls: HandleCalls = { getFile: 0 };
    const handle = fakeDirectoryHandle('V', fakeFolder({ 'a.mp4': fakeFile('abc') }), { calls });
    const read = await readDirectory(handle);
    expect(calls.getFile).toBe(1);
    const [clip] = read.files;
    const file = await clip?.file();
    expect(calls.getFile).toBe(2);
    expect(await file?.text()).toBe('abc');
  });

  it('keeps the first files up to the count limit and says that it was capped', async () => {
    const capped = await readDirectory(fakeDirectoryHandle('V', fakeFolderOfFiles(8)), {
      limits: { maxFiles: 5 },
    });
    expect(capped.files).toHaveLength(5);
    expect(capped.fileLimitReached).toBe(true);
    const exact = await readDirectory(fakeDirectoryHandle('V', fakeFolderOfFiles(5)), {
      limits: { maxFiles: 5 },
    });
    expect(exact.files).toHaveLength(5);
    expect(exact.fileLimitReached).toBe(false);
  });

  it('caps at 20,000 files by default, yielding to the event loop as it lists', async () => {
    const handle = fakeDirectoryHandle('Huge', fakeFolderOfFiles(20_001));
    const progress: number[] = [];
    // A timer set before the read runs before it ends only if the read gives the event loop a turn.
    let filesWhenTimerRan: number | undefined;
    setTimeout(() => (filesWhenTimerRan = progress.at(-1) ?? 0), 0);
    const read = await readDirectory(handle, { onProgress: (count) => progress.push(count) });
    expect(read.files).toHaveLength(20_000);
    expect(read.fileLimitReached).toBe(true);
    expect(filesWhenTimerRan).toBeLessThan(1_000);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(20_000);
  });

  it('reads sub-folders down to the depth limit and says that deeper ones were left out', async () => {
    const tree = fakeFolder({
      'd0.mp4': fakeFile(),
      a: fakeFolder({
        'd1.mp4': fakeFile(),
        b: fakeFolder({ 'd2.mp4': fakeFile(), c: fakeFolder({ 'd3.mp4': fakeFile() }) }),
      }),
    });
    const shallow = await readDirectory(fakeDirectoryHandle('V', tree), {
      limits: { maxDepth: 2 },
    });
    expect(paths(shallow)).toEqual(['a/b/d2.mp4', 'a/d1.mp4', 'd0.mp4']);
    expect(shallow.depthLimitReached).toBe(true);
    const full = await readDirectory(fakeDirectoryHandle('V', tree), { limits: { maxDepth: 3 } });
    expect(full.files).toHaveLength(4);
    expect(full.depthLimitReached).toBe(false);
  });

  it('reads eight levels of sub-folders by default', async () => {
    let tree = fakeFolder({ 'level-9.mp4': fakeFile() });
    for (let level = 8; level >= 1; level--) {
      tree = fakeFolder({ [`level-${level}.mp4`]: fakeFile(), [`${level + 1}`]: tree });
    }
    const read = await readDirectory(fakeDirectoryHandle('V', fakeFolder({ '1': tree })));
    expect(read.files.map((file) => file.name)).toContain('level-8.mp4');
    expect(read.files.map((file) => file.name)).not.toContain('level-9.mp4');
    expect(read.files).toHaveLength(8);
    expect(read.depthLimitReached).toBe(true);
  });

  it('skips and counts a file removed meanwhile, and a sub-folder that fails mid-listing', async () => {
    const handle = fakeDirectoryHandle(
      'V',
      fakeFolder({
        'gone.mp4': fakeFile('', { error: notFound() }),
        'ok.mp4': fakeFile(),
        Locked: fakeFolder(
          { 'first.mp4': fakeFile(), 'second.mp4': fakeFile() },
          { error: new DOMException('no', 'NotAllowedError'), errorAfter: 1 },
        ),
        Later: fakeFolder({ 'after.mp4': fakeFile() }),
      }),
    );
    const read = await readDirectory(handle);
    expect(paths(read)).toEqual(['Later/after.mp4', 'Locked/first.mp4', 'ok.mp4']);
    expect(read.unreadableCount).toBe(2);
  });

  it('rejects when the folder itself cannot be listed', async () => {
    const handle = fakeDirectoryHandle('V', fakeFolder({}, { error: notFound() }));
    await expect(readDirectory(handle)).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  it('rejects with the abort reason when aborted while listing', async () => {
    const controller = new AbortController();
    const read = readDirectory(fakeDirectoryHandle('V', fakeFolderOfFiles(2_000)), {
      signal: controller.signal,
      onProgress: (count) => {
        if (count > 0) controller.abort();
      },
    });
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('canPickDirectory', () => {
  it('is true only where window.showDirectoryPicker is a function', () => {
    expect(canPickDirectory()).toBe(false);
    vi.stubGlobal('window', {});
    expect(canPickDirectory()).toBe(false);
    vi.stubGlobal('window', { showDirectoryPicker: vi.fn() });
    expect(canPickDirectory()).toBe(true);
  });
});

describe('pickDirectory', () => {
  const handle = fakeDirectoryHandle('Videos', fakeFolder({ 'clip.mp4': fakeFile() }));

  it('opens the picker for reading and lists the picked folder with its handle', async () => {
    const showDirectoryPicker = vi.fn(() => Promise.resolve(handle));
    vi.stubGlobal('window', { showDirectoryPicker });
    const folder = await pickDirectory({ startIn: 'videos' });
    expect(showDirectoryPicker).toHaveBeenCalledWith({
      id: 'glide-library',
      mode: 'read',
      startIn: 'videos',
    });
    expect(folder).toMatchObject({ name: 'Videos', origin: 'picker', unreadableCount: 0 });
    expect(folder?.handle).toBe(handle);
    expect(folder?.files.map((file) => file.path)).toEqual(['clip.mp4']);
  });

  it('calls the picker before anything else, while the click still counts as a gesture', () => {
    const showDirectoryPicker = vi.fn(() => Promise.resolve(handle));
    vi.stubGlobal('window', { showDirectoryPicker });
    void pickDirectory();
    expect(showDirectoryPicker).toHaveBeenCalledTimes(1);
  });

  it('resolves to undefined when the person cancels the picker', async () => {
    const cancel = () =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    vi.stubGlobal('window', { showDirectoryPicker: cancel });
    await expect(pickDirectory()).resolves.toBeUndefined();
  });

  it('rejects when the browser refuses the picker, or has none', async () => {
    const refuse = () =>
      Promise.reject(new DOMException('Must be handling a user gesture', 'SecurityError'));
    vi.stubGlobal('window', { showDirectoryPicker: refuse });
    await expect(pickDirectory()).rejects.toMatchObject({ name: 'SecurityError' });
    vi.stubGlobal('window', {});
    await expect(pickDirectory()).rejects.toMatchObject({ name: 'NotSupportedError' });
  });
});

describe('openFolderHandle', () => {
  it('lists a remembered handle as an opened folder', async () => {
    const folder = await openFolderHandle(handle(), { origin: 'drop' });
    expect(folder).toMatchObject({ name: 'Kept', origin: 'drop', fileLimitReached: false });
    expect(folder.files.map((file) => file.path)).toEqual(['a.mp4']);
    const fromPicker = await openFolderHandle(handle());
    expect(fromPicker.origin).toBe('picker');
  });

  function handle(): FileSystemDirectoryHandle {
    return fakeDirectoryHandle('Kept', fakeFolder({ 'a.mp4': fakeFile() }));
  }
});
