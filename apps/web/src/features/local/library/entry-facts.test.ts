// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { EntryFactsCache, readEntryFacts } from './entry-facts';
import { libraryFile } from '../testing/library-file';

describe('readEntryFacts', () => {
  it('reads a script’s length and speeds', async () => {
    const facts = await readEntryFacts(
      libraryFile(
        'a.funscript',
        '{"actions":[{"at":0,"pos":0},{"at":500,"pos":100},{"at":1000,"pos":0}]}',
      ),
    );
    expect(facts).toMatchObject({ kind: 'ready', durationMs: 1000 });
    expect(facts.kind === 'ready' && facts.speed.maxSpeed).toBe(200);
  });

  it('names a bad or unreadable file’s problem', async () => {
    expect(await readEntryFacts(libraryFile('b.funscript', '{"actions": ['))).toEqual({
      kind: 'unreadable',
      problem: 'INVALID_JSON',
    });
    expect(await readEntryFacts(libraryFile('c.funscript', new Error('gone')))).toEqual({
      kind: 'unreadable',
      problem: 'UNREADABLE',
    });
  });
});

describe('EntryFactsCache', () => {
  it('reads each file once', async () => {
    const read = vi.fn(() => Promise.resolve({ kind: 'loading' } as const));
    const cache = new EntryFactsCache(read);
    const file = libraryFile('a.funscript', '');
    await Promise.all([cache.facts(file), cache.facts(file)]);
    await cache.facts({ ...file, lastModified: 2 });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
