import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './defaults';
import { librarySchema, MAX_LIBRARY_MEMORY } from './library-schema';

const valid = () =>
  structuredClone(defaultPreferences.library) as v.InferOutput<typeof librarySchema>;

describe('librarySchema', () => {
  it('keeps a library as the page stores it', () => {
    const library = {
      ...valid(),
      folderName: 'Clips',
      origin: 'picker' as const,
      videos: ['a.mp4', 'Season 1/b.webm'],
      current: 'a.mp4',
      variants: { 'a.mp4': 'soft' },
      positions: { 'a.mp4': 90_000 },
      repeat: 'one' as const,
    };
    expect(v.parse(librarySchema, library)).toEqual(library);
  });

  it('refuses positions that are not whole non-negative ms, and an unknown repeat', () => {
    expect(v.safeParse(librarySchema, { ...valid(), positions: { 'a.mp4': -1 } }).success).toBe(
      false,
    );
    expect(v.safeParse(librarySchema, { ...valid(), positions: { 'a.mp4': 1.5 } }).success).toBe(
      false,
    );
    expect(v.safeParse(librarySchema, { ...valid(), repeat: 'twice' }).success).toBe(false);
    expect(v.safeParse(librarySchema, { ...valid(), current: 'x'.repeat(1025) }).success).toBe(
      false,
    );
  });

  it('remembers at most a bounded number of videos', () => {
    const many = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}.mp4`, 'soft']));
    expect(
      v.safeParse(librarySchema, { ...valid(), variants: many(MAX_LIBRARY_MEMORY) }).success,
    ).toBe(true);
    expect(
      v.safeParse(librarySchema, { ...valid(), variants: many(MAX_LIBRARY_MEMORY + 1) }).success,
    ).toBe(false);
  });
});
