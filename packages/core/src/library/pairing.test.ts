import { describe, expect, it } from 'vitest';
import { pairLibrary, type LibraryFileRef, type LibraryPairing } from './pairing';

const refs = (...paths: string[]): LibraryFileRef[] => paths.map((path) => ({ path, size: 1 }));

/** The pairing as paths, for readable expectations. */
function summary(pairing: LibraryPairing) {
  return {
    entries: pairing.entries.map((e) => ({
      video: e.video.path,
      script: e.script?.path,
      ...(e.scriptLabel === undefined ? {} : { scriptLabel: e.scriptLabel }),
      variants: e.variants.map((v) => `${v.label}=${v.file.path}`),
      axes: e.axes.map(
        (a) => `${a.axis}/${a.code}${a.variant ? `@${a.variant}` : ''}=${a.file.path}`,
      ),
    })),
    unpaired: pairing.unpaired.map((u) => `${u.reason}:${u.file.path}`),
  };
}

const pathsOf = (...paths: string[]) => summary(pairLibrary(refs(...paths)));

describe('pairLibrary', () => {
  it('pairs a video with the script of its name, case-insensitively', () => {
    expect(pathsOf('Clip.MP4', 'clip.FunScript')).toEqual({
      entries: [{ video: 'Clip.MP4', script: 'clip.FunScript', variants: [], axes: [] }],
      unpaired: [],
    });
  });

  it('pairs names written composed and decomposed (macOS lists names as NFD)', () => {
    const nfd = 'Cafe\u0301.funscript';
    const { entries } = pathsOf('Café.mp4', nfd);
    expect(entries[0]?.script).toBe(nfd);
  });

  it('lists entries in natural order of path, folder by folder', () => {
    const { entries } = pathsOf('clip 10.mp4', 'b/x.mp4', 'clip 2.mp4', 'a b/y.mp4', 'a/z.mp4');
    expect(entries.map((e) => e.video)).toEqual([
      'a/z.mp4',
      'a b/y.mp4',
      'b/x.mp4',
      'clip 2.mp4',
      'clip 10.mp4',
    ]);
  });

  it('keeps a video without a script as an entry, not as unpaired', () => {
    expect(pathsOf('lonely.webm')).toEqual({
      entries: [{ video: 'lonely.webm', script: undefined, variants: [], axes: [] }],
      unpaired: [],
    });
  });

  it('reports a script without a video, and files of unknown kind', () => {
    expect(pathsOf('orphan.funscript', 'notes.txt', 'tags.json', '._clip.mp4', 'README')).toEqual({
      entries: [],
      unpaired: [
        'unknownKind:._clip.mp4',
        'unknownKind:notes.txt',
        'noVideo:orphan.funscript',
        'unknownKind:README',
        'unknownKind:tags.json',
      ],
    });
  });

  it('takes a CSV as the main script, and a funscript over a CSV of the same name', () => {
    expect(pathsOf('a.mp4', 'a.csv').entries[0]?.script).toBe('a.csv');
    expect(pathsOf('b.mp4', 'b.csv', 'b.funscript')).toEqual({
      entries: [{ video: 'b.mp4', script: 'b.funscript', variants: [], axes: [] }],
      unpaired: ['duplicate:b.csv'],
    });
  });

  it('reads name.<label> and name (<label>) as variants, ordered by label', () => {
    const { entries } = pathsOf(
      'clip.mp4',
      'clip.funscript',
      'clip.soft.funscript',
      'clip (Handy 2).funscript',
      'clip [easy].csv',
    );
    expect(entries[0]?.variants).toEqual([
      'easy=clip [easy].csv',
      'Handy 2=clip (Handy 2).funscript',
      'soft=clip.soft.funscript',
    ]);
  });

  it('reads axis names and codes as axes, in channel order, one file per axis', () => {
    expect(
      pathsOf(
        'clip.mp4',
        'clip.funscript',
        'clip.twist.funscript',
        'clip.R0.funscript',
        'clip.surge.funscript',
        'clip.A1.funscript',
        'clip.vib.funscript',
      ),
    ).toEqual({
      entries: [
        {
          video: 'clip.mp4',
          script: 'clip.funscript',
          variants: [],
          axes: [
            'surge/L1=clip.surge.funscript',
            'twist/R0=clip.R0.funscript',
            'vib/V0=clip.vib.funscript',
            'suck/A1=clip.A1.funscript',
          ],
        },
      ],
      unpaired: ['duplicate:clip.twist.funscript'],
    });
  });

  it('reads a pack axis as the axis of a variant, and v1 as a version, not an axis', () => {
    const { entries } = pathsOf(
      'clip.mp4',
      'clip.funscript',
      'clip.hard.funscript',
      'clip.hard.roll.funscript',
      'clip.v1.funscript',
    );
    expect(entries[0]?.axes).toEqual(['roll/R1@hard=clip.hard.roll.funscript']);
    expect(entries[0]?.variants).toEqual(['hard=clip.hard.funscript', 'v1=clip.v1.funscript']);
  });

  it('plays the first variant by label when there is no main script', () => {
    expect(pathsOf('clip.mp4', 'clip.soft.funscript', 'clip.Hard.funscript').entries).toEqual([
      {
        video: 'clip.mp4',
        script: 'clip.Hard.funscript',
        scriptLabel: 'Hard',
        variants: ['soft=clip.soft.funscript'],
        axes: [],
      },
    ]);
  });

  it('takes an explicit stroke script as the main one only when there is no plain one', () => {
    expect(pathsOf('a.mp4', 'a.L0.funscript').entries[0]?.script).toBe('a.L0.funscript');
    expect(pathsOf('b.mp4', 'b.funscript', 'b.stroke.funscript').unpaired).toEqual([
      'duplicate:b.stroke.funscript',
    ]);
    expect(pathsOf('c.mp4', 'c.funscript', 'c.hard.L0.funscript').entries[0]?.variants).toEqual([
      'hard=c.hard.L0.funscript',
    ]);
  });

  it('matches the longest video name: a.b.funscript belongs to a.b.mp4, not to a.mp4', () => {
    const { entries } = pathsOf('a.mp4', 'a.b.mp4', 'a.b.funscript', 'a.c.funscript');
    expect(entries).toEqual([
      { video: 'a.b.mp4', script: 'a.b.funscript', variants: [], axes: [] },
      { video: 'a.mp4', script: 'a.c.funscript', scriptLabel: 'c', variants: [], axes: [] },
    ]);
  });

  it('keeps dotted video names whole: My.Movie.2023 and its variant', () => {
    const { entries } = pathsOf(
      'My.Movie.2023.mp4',
      'my.movie.2023.funscript',
      'My.Movie.2023.hard.funscript',
    );
    expect(entries[0]?.script).toBe('my.movie.2023.funscript');
    expect(entries[0]?.variants).toEqual(['hard=My.Movie.2023.hard.funscript']);
  });

  it('pairs within a folder first', () => {
    const { entries } = pathsOf('A/clip.mp4', 'B/clip.mp4', 'B/clip.funscript');
    expect(entries.map((e) => [e.video, e.script])).toEqual([
      ['A/clip.mp4', undefined],
      ['B/clip.mp4', 'B/clip.funscript'],
    ]);
  });

  it('falls back to another folder only for a video name found in one folder', () => {
    expect(pathsOf('Videos/clip.mp4', 'Scripts/clip.funscript').entries[0]?.script).toBe(
      'Scripts/clip.funscript',
    );
    expect(pathsOf('A/clip.mp4', 'B/clip.mp4', 'Scripts/clip.funscript').unpaired).toEqual([
      'noVideo:Scripts/clip.funscript',
    ]);
  });

  it('prefers a script beside the video over one from another folder', () => {
    expect(pathsOf('V/clip.mp4', 'V/clip.funscript', 'S/clip.funscript')).toEqual({
      entries: [{ video: 'V/clip.mp4', script: 'V/clip.funscript', variants: [], axes: [] }],
      unpaired: ['duplicate:S/clip.funscript'],
    });
  });

  it('keeps one video per name and folder, the format a browser plays most surely', () => {
    expect(pathsOf('clip.mkv', 'clip.mp4', 'clip.avi', 'clip.funscript')).toEqual({
      entries: [{ video: 'clip.mp4', script: 'clip.funscript', variants: [], axes: [] }],
      unpaired: ['duplicate:clip.avi', 'duplicate:clip.mkv'],
    });
  });

  it('reads backslashes and empty segments in paths as separators', () => {
    const { entries } = pathsOf('Season 1\\clip.mp4', 'Season 1//clip.funscript');
    expect(entries[0]?.script).toBe('Season 1//clip.funscript');
    expect(pairLibrary(refs('Season 1\\clip.mp4')).entries[0]?.folder).toBe('Season 1');
  });

  it('hands back the objects it was given, with the title and folder of each entry', () => {
    const video = { path: 'S1/Clip 1.mp4', size: 10, handle: 'v' };
    const script = { path: 'S1/clip 1.funscript', size: 2, handle: 's' };
    const [entry] = pairLibrary([script, video]).entries;
    expect(entry?.video).toBe(video);
    expect(entry?.script).toBe(script);
    expect(entry?.title).toBe('Clip 1');
    expect(entry?.folder).toBe('S1');
  });
});
