import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNatural, naturalKey } from './natural-order';
import { pairLibrary, type LibraryPairing } from './pairing';

interface TestFile {
  readonly path: string;
  readonly size: number;
  readonly id: number;
}

const folderArb = fc.constantFrom('', 'A', 'a', 'B/C', 'Season 1', 'Scripts');
const baseArb = fc.constantFrom(
  'clip',
  'Clip',
  'clip 2',
  'clip 10',
  'a',
  'a.b',
  'Café',
  'Cafe\u0301',
);
const suffixArb = fc.constantFrom(
  '',
  '',
  '.soft',
  '.Soft',
  ' (hard)',
  '.hard',
  '.twist',
  '.R0',
  '.L0',
  '.stroke',
  '.hard.twist',
  '.v1',
);
const extensionArb = fc.constantFrom(
  'mp4',
  'MKV',
  'webm',
  'funscript',
  'funscript',
  'csv',
  'json',
  '',
);

/**
 * A library whose files share a few folders and names, so that they pair, duplicate and shadow
 * each other often (with names drawn freely, a run rarely holds two claims on one place).
 */
const libraryArb = fc
  .tuple(
    fc.array(fc.tuple(folderArb, baseArb), { minLength: 1, maxLength: 4 }),
    fc.array(
      fc.record({
        stem: fc.nat(),
        prefix: fc.constantFrom('', '', '', '', '._'),
        suffix: suffixArb,
        extension: extensionArb,
        size: fc.nat({ max: 3 }),
      }),
      { maxLength: 40 },
    ),
  )
  .map(([stems, files]) =>
    files.map(({ stem, prefix, suffix, extension, size }, id): TestFile => {
      const [folder, base] = stems[stem % stems.length] ?? ['', 'clip'];
      const name = `${prefix}${base}${suffix}${extension === '' ? '' : `.${extension}`}`;
      return { path: folder === '' ? name : `${folder}/${name}`, size, id };
    }),
  );

/** Every file the pairing places, wherever it placed it. */
function placed(pairing: LibraryPairing<TestFile>): TestFile[] {
  return [
    ...pairing.entries.flatMap((e) => [
      e.video,
      ...(e.script ? [e.script] : []),
      ...e.variants.map((v) => v.file),
      ...e.axes.map((a) => a.file),
    ]),
    ...pairing.unpaired.map((u) => u.file),
  ];
}

/** The pairing with each file replaced by its path and size: what a reordering must not change. */
function shape(pairing: LibraryPairing<TestFile>) {
  const strip = ({ path, size }: TestFile) => `${path}#${size}`;
  return {
    entries: pairing.entries.map((e) => ({
      ...e,
      video: strip(e.video),
      script: e.script && strip(e.script),
      variants: e.variants.map((v) => ({ ...v, file: strip(v.file) })),
      axes: e.axes.map((a) => ({ ...a, file: strip(a.file) })),
    })),
    unpaired: pairing.unpaired.map((u) => ({ ...u, file: strip(u.file) })),
  };
}

describe('pairLibrary properties', () => {
  it('places every input file exactly once', () => {
    fc.assert(
      fc.property(libraryArb, (files) => {
        const ids = placed(pairLibrary(files)).map((file) => file.id);
        expect(ids.sort((a, b) => a - b)).toEqual(files.map((file) => file.id));
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of the input', () => {
    fc.assert(
      fc.property(
        libraryArb.chain((files) =>
          fc.tuple(fc.constant(files), fc.shuffledSubarray(files, { minLength: files.length })),
        ),
        ([files, shuffled]) => {
          expect(shape(pairLibrary(shuffled))).toEqual(shape(pairLibrary(files)));
        },
      ),
    );
  });

  it('lists entries and unpaired files in natural order of path', () => {
    fc.assert(
      fc.property(libraryArb, (files) => {
        const pairing = pairLibrary(files);
        const inOrder = (paths: string[]) =>
          paths.every(
            (path, i) =>
              i === 0 || compareNatural(naturalKey(paths[i - 1] ?? ''), naturalKey(path)) <= 0,
          );
        expect(inOrder(pairing.entries.map((e) => e.video.path))).toBe(true);
        expect(inOrder(pairing.unpaired.map((u) => u.file.path))).toBe(true);
      }),
    );
  });

  it('pairs only scripts whose name starts with the video name', () => {
    fc.assert(
      fc.property(libraryArb, (files) => {
        for (const entry of pairLibrary(files).entries) {
          const title = naturalKey(entry.title);
          const scripts = [entry.script, ...entry.variants.map((v) => v.file)];
          for (const file of [...scripts, ...entry.axes.map((a) => a.file)]) {
            if (file === undefined) continue;
            const name = naturalKey(file.path.slice(file.path.lastIndexOf('/') + 1));
            expect(name.startsWith(title)).toBe(true);
          }
        }
      }),
    );
  });
});
