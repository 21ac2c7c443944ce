import { describe, expect, it } from 'vitest';
import { isLibraryDrop } from './library-drop-kind';

const file = (name: string, type = '') => ({ name, type }) as File;
const entry = (isDirectory: boolean) => ({ webkitGetAsEntry: () => ({ isDirectory }) });

describe('isLibraryDrop', () => {
  it('is a folder, or more than one video', () => {
    expect(isLibraryDrop([entry(true)], [])).toBe(true);
    expect(isLibraryDrop([entry(false), entry(false)], [file('a.mp4'), file('b.webm')])).toBe(true);
  });

  it('is not one video with its script, or scripts alone', () => {
    expect(isLibraryDrop([entry(false), entry(false)], [file('a.mp4'), file('a.funscript')])).toBe(
      false,
    );
    expect(isLibraryDrop([{}], [file('a.funscript')])).toBe(false);
  });
});
