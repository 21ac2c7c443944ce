import { describe, expect, it } from 'vitest';
import { filesFromInput } from './library-input';
import { inputFile } from './library-test-fakes';

describe('filesFromInput', () => {
  it('takes the folder name from webkitRelativePath and removes it from the paths', async () => {
    const clip = inputFile('Videos/Season 1/clip.mp4', 'abcd', 'video/mp4');
    const folder = filesFromInput([
      inputFile('Videos/top.funscript'),
      clip,
      inputFile('Videos/Season 1/clip.funscript'),
    ]);
    expect(folder).toMatchObject({ name: 'Videos', origin: 'input', handle: undefined });
    expect(folder.files.map((file) => file.path)).toEqual([
      'Season 1/clip.funscript',
      'Season 1/clip.mp4',
      'top.funscript',
    ]);
    const entry = folder.files.find((file) => file.path === 'Season 1/clip.mp4');
    expect(entry).toMatchObject({ name: 'clip.mp4', size: 4, type: 'video/mp4' });
    expect(await entry?.file()).toBe(clip);
  });

  it('keeps the names of a plain multi-file input, whose webkitRelativePath is empty', () => {
    const folder = filesFromInput([inputFile('b.mp4'), inputFile('a.funscript')]);
    expect(folder.name).toBe('');
    expect(folder.files.map((file) => file.path)).toEqual(['a.funscript', 'b.mp4']);
  });

  it('reads files without any webkitRelativePath (a File of another origin)', () => {
    const folder = filesFromInput([new File(['x'], 'clip.mp4')]);
    expect(folder.files.map((file) => file.path)).toEqual(['clip.mp4']);
  });

  it('leaves out hidden files, files in hidden folders and junk', () => {
    const folder = filesFromInput([
      inputFile('Videos/.DS_Store'),
      inputFile('Videos/.thumbnails/clip.jpg'),
      inputFile('Videos/__MACOSX/._clip.mp4'),
      inputFile('Videos/Sub/Thumbs.db'),
      inputFile('Videos/Sub/clip.mp4'),
    ]);
    expect(folder.files.map((file) => file.path)).toEqual(['Sub/clip.mp4']);
  });

  it('applies the depth and count limits', () => {
    const deep = filesFromInput(
      [inputFile('V/a/b/c/deep.mp4'), inputFile('V/a/b/ok.mp4'), inputFile('V/top.mp4')],
      { maxDepth: 2 },
    );
    expect(deep.files.map((file) => file.path)).toEqual(['a/b/ok.mp4', 'top.mp4']);
    expect(deep.depthLimitReached).toBe(true);

    const many = Array.from({ length: 6 }, (_, index) => inputFile(`V/clip-${index}.mp4`));
    const capped = filesFromInput(many, { maxFiles: 4 });
    expect(capped.files).toHaveLength(4);
    expect(capped.fileLimitReached).toBe(true);
    expect(filesFromInput(many, { maxFiles: 6 }).fileLimitReached).toBe(false);
  });
});
