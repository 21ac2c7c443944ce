import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import patternsFile from './data/patterns.json';
import {
  PATTERN_PREVIEW_MS,
  buildShowcase,
  filterShowcase,
  tagsInUse,
  type ShowcaseEntry,
} from './showcase';
import { shippedShowcase } from './showcase-data';

const pattern = {
  id: 'test-pulse',
  name: 'Test Pulse',
  author: 'tester',
  tags: ['steady', 'not-a-known-tag', 'slow'],
  bpm: 120,
  loopBeats: 2,
  points: [
    { beat: 0, pos: 0 },
    { beat: 1, pos: 100 },
  ],
};

const script = (
  metadata: Record<string, unknown>,
  actions = [
    { at: 0, pos: 0 },
    { at: 1000, pos: 100 },
    { at: 1500, pos: 50 },
  ],
) => JSON.stringify({ version: '1.0', metadata, actions });

describe('buildShowcase', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('turns a pattern into a looped funscript at its tempo', () => {
    const [entry] = buildShowcase({ patterns: { patterns: [pattern] }, scripts: {} });
    expect(entry).toBeDefined();
    if (!entry) return;
    expect(entry).toMatchObject({
      id: 'pattern-test-pulse',
      type: 'pattern',
      name: 'Test Pulse',
      author: 'tester',
      bpm: 120,
      // Two beats at 120 bpm.
      durationMs: 1000,
    });
    // Unknown tags are dropped; the known ones come in showcase order.
    expect(entry.tags).toEqual(['slow', 'steady']);
    // Eight loops of 1 s fill the 8 s preview, closed by a return to the first position.
    expect(entry.actions).toHaveLength(2 * 8 + 1);
    expect(entry.actions.at(-1)).toEqual({ at: PATTERN_PREVIEW_MS, pos: 0 });
    expect(entry.actions.slice(0, 4)).toEqual([
      { at: 0, pos: 0 },
      { at: 500, pos: 100 },
      { at: 1000, pos: 0 },
      { at: 1500, pos: 100 },
    ]);
    // 100 % of the stroke every half second, both ways.
    expect(entry.speed.maxSpeed).toBeCloseTo(200);
    expect(entry.speed.averageSpeed).toBeCloseTo(200);
    expect(JSON.parse(entry.funscript)).toMatchObject({ metadata: { title: 'Test Pulse' } });
  });

  it('reads a script with its metadata, length and speeds', () => {
    const [entry] = buildShowcase({
      patterns: { patterns: [] },
      scripts: { sample: script({ title: 'Sample', creator: 'someone', tags: ['fast'] }) },
    });
    expect(entry).toMatchObject({
      id: 'script-sample',
      type: 'script',
      name: 'Sample',
      author: 'someone',
      tags: ['fast'],
      bpm: null,
      durationMs: 1500,
    });
    expect(entry?.speed.maxSpeed).toBeCloseTo(100);
  });

  it('skips every broken entry, says so, and keeps the good ones', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const entries = buildShowcase({
      patterns: {
        patterns: [
          pattern,
          { ...pattern, id: 'one-point', points: [{ beat: 0, pos: 10 }] },
          {
            ...pattern,
            id: 'too-far',
            points: [
              { beat: 0, pos: 150 },
              { beat: 1, pos: 0 },
            ],
          },
          {
            ...pattern,
            id: 'outside-loop',
            points: [
              { beat: 0, pos: 0 },
              { beat: 2, pos: 50 },
            ],
          },
          { ...pattern, id: 'no-tempo', bpm: 0 },
          { ...pattern, id: 'Bad Id' },
          42,
        ],
      },
      scripts: {
        good: script({ title: 'Good', creator: 'someone' }),
        'not-json': '{"actions": [',
        'one-action': script({ title: 'One', creator: 'someone' }, [{ at: 0, pos: 0 }]),
        untitled: script({ creator: 'someone' }),
        'not-text': 7,
      },
    });
    expect(entries.map((e) => e.id)).toEqual(['pattern-test-pulse', 'script-good']);
    expect(warn).toHaveBeenCalledTimes(10);
    // The script parser's own verdicts come through for the scripts it refused.
    expect(warn).toHaveBeenCalledWith(
      'Community showcase: skipped script not-json',
      'INVALID_JSON',
    );
    expect(warn).toHaveBeenCalledWith(
      'Community showcase: skipped script one-action',
      'TOO_FEW_POINTS',
    );
  });

  it('survives a patterns file of the wrong shape', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const entries = buildShowcase({
      patterns: [pattern],
      scripts: { good: script({ title: 'Good', creator: 'someone' }) },
    });
    expect(entries.map((e) => e.id)).toEqual(['script-good']);
  });

  it('builds every shipped pattern and script', () => {
    const entries = shippedShowcase();
    const patterns = entries.filter((e) => e.type === 'pattern');
    const scripts = entries.filter((e) => e.type === 'script');
    expect(patterns).toHaveLength(patternsFile.patterns.length);
    expect(scripts.map((e) => e.name).sort()).toEqual([
      'Edge Waves',
      'Metronome 120',
      'Warm-up Ramp',
    ]);
    for (const entry of entries) {
      expect(entry.actions.length, entry.id).toBeGreaterThan(1);
      expect(entry.speed.maxSpeed, entry.id).toBeGreaterThan(0);
      expect(entry.tags.length, entry.id).toBeGreaterThan(0);
    }
  });
});

describe('filterShowcase and tagsInUse', () => {
  const entry = (
    id: string,
    type: ShowcaseEntry['type'],
    tags: ShowcaseEntry['tags'],
  ): ShowcaseEntry => ({
    id,
    type,
    tags,
    name: id,
    author: 'tester',
    bpm: null,
    durationMs: 0,
    actions: [],
    speed: { maxSpeed: 0, averageSpeed: 0, p90Speed: 0 },
    funscript: '',
    cycle: undefined,
  });
  const entries = [
    entry('a', 'pattern', ['slow', 'steady']),
    entry('b', 'script', ['fast']),
    entry('c', 'pattern', ['fast', 'rhythmic']),
    entry('d', 'script', ['slow']),
  ];
  const ids = (type: 'all' | ShowcaseEntry['type'], tag: 'all' | ShowcaseEntry['tags'][number]) =>
    filterShowcase(entries, { type, tag }).map((e) => e.id);

  it('filters by type, by tag and by both', () => {
    expect(ids('all', 'all')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('pattern', 'all')).toEqual(['a', 'c']);
    expect(ids('all', 'fast')).toEqual(['b', 'c']);
    expect(ids('script', 'slow')).toEqual(['d']);
    expect(ids('script', 'rhythmic')).toEqual([]);
  });

  it('offers each used tag once, in showcase order', () => {
    expect(tagsInUse(entries)).toEqual(['slow', 'fast', 'steady', 'rhythmic']);
  });
});
