import { describe, expect, it } from 'vitest';
import { baseNameOf, fileKindOf } from './file-kind';
import { pairFiles } from './pair-files';

const file = (name: string, type = '') => ({ name, type });

describe('fileKindOf', () => {
  it.each([
    ['movie.mp4', '', 'video'],
    ['movie.MKV', '', 'video'],
    ['clip', 'video/webm', 'video'],
    ['movie.funscript', '', 'script'],
    ['movie.csv', 'text/csv', 'script'],
    ['notes.txt', 'text/plain', 'other'],
    ['photo.jpg', 'image/jpeg', 'other'],
  ])('%s (%s) is a %s', (name, type, kind) => {
    expect(fileKindOf(file(name, type))).toBe(kind);
  });

  it('compares base names without case and keeps an axis suffix', () => {
    expect(baseNameOf('Movie.MP4')).toBe('movie');
    expect(baseNameOf('movie.roll.funscript')).toBe('movie.roll');
  });
});

describe('pairFiles', () => {
  it('pairs the video with the script of the same base name among several', () => {
    const pairing = pairFiles([
      file('other.funscript'),
      file('Movie.mp4'),
      file('movie.funscript'),
      file('movie.roll.funscript'),
    ]);
    expect(pairing.video?.name).toBe('Movie.mp4');
    expect(pairing.script?.name).toBe('movie.funscript');
    expect(pairing.unpaired.map((f) => f.name)).toEqual([
      'other.funscript',
      'movie.roll.funscript',
    ]);
  });

  it('takes a lone script whatever its name', () => {
    expect(pairFiles([file('movie.webm'), file('take2.csv')]).script?.name).toBe('take2.csv');
    const scriptOnly = pairFiles([file('take2.csv')]);
    expect(scriptOnly.video).toBeUndefined();
    expect(scriptOnly.script?.name).toBe('take2.csv');
  });

  it('guesses nothing when several scripts match nothing', () => {
    const pairing = pairFiles([file('movie.webm'), file('a.csv'), file('b.funscript')]);
    expect(pairing.script).toBeUndefined();
    expect(pairing.unpaired).toHaveLength(2);
  });

  it('reports files of another kind and extra videos', () => {
    const pairing = pairFiles([file('a.mp4'), file('b.mp4'), file('readme.txt')]);
    expect(pairing.video?.name).toBe('a.mp4');
    expect(pairing.unsupported.map((f) => f.name)).toEqual(['readme.txt']);
    expect(pairing.unpaired.map((f) => f.name)).toEqual(['b.mp4']);
  });
});
