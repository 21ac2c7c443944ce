import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  flattenMessages,
  isPhrase,
  mapMessages,
  messageTreeSchema,
  placeholdersOf,
} from './messages';

describe('messageTreeSchema', () => {
  it('accepts nested objects of strings', () => {
    expect(v.parse(messageTreeSchema, { a: 'x', b: { c: 'y' } })).toEqual({
      a: 'x',
      b: { c: 'y' },
    });
  });

  it.each([[['x']], [{ a: 1 }], [{ a: { b: null } }], ['text'], [null]])('refuses %j', (value) => {
    expect(v.safeParse(messageTreeSchema, value).success).toBe(false);
  });
});

describe('flattenMessages and mapMessages', () => {
  const tree = { a: 'A', b: { c: 'C', d: { e: 'E' } } };

  it('lists every text by its dotted key', () => {
    expect([...flattenMessages(tree)]).toEqual([
      ['a', 'A'],
      ['b.c', 'C'],
      ['b.d.e', 'E'],
    ]);
  });

  it('maps every text and keeps the shape', () => {
    expect(mapMessages(tree, (text) => text.toLowerCase())).toEqual({
      a: 'a',
      b: { c: 'c', d: { e: 'e' } },
    });
  });
});

describe('placeholdersOf', () => {
  it('finds i18next and Radix placeholders, sorted', () => {
    expect(placeholdersOf('{{ b }} and {{a}} ({hotkey})')).toEqual(['a', 'b', 'hotkey']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('isPhrase', () => {
  it.each(['Connect your device', 'Page not found', 'Shared page: {{route}} now'])(
    '%j is a phrase',
    (text) => {
      expect(isPhrase(text)).toBe(true);
    },
  );

  it.each([
    'Tempo',
    'Firmware {{version}}',
    '{{page}} · Glide',
    'The Handy',
    'Vibration (HVP)',
    '{{bpm}} bpm',
    '42 %',
  ])('%j is not', (text) => {
    expect(isPhrase(text)).toBe(false);
  });
});
