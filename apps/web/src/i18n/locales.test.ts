import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@glide/core';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const source = flatten(resources['en-US'].translation);

describe.each(SUPPORTED_LANGUAGES.map((l) => l.code))('locale %s', (code) => {
  const messages = flatten(resources[code].translation);

  it('has exactly the keys of en-US', () => {
    expect([...messages.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it('keeps every placeholder of en-US', () => {
    for (const [key, text] of source) {
      expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('has no empty text', () => {
    for (const [key, text] of messages) expect(text.trim(), key).not.toBe('');
  });
});

describe('translations', () => {
  it('are not copies of English (apart from names and units)', () => {
    const sameAsEnglishAllowed = new Set([
      'app.title',
      'device.kindHandy',
      'device.kindOh',
      'hamp.velocityValue',
      'device.firmware',
      'hamp.start',
    ]);
    for (const { code } of SUPPORTED_LANGUAGES) {
      if (code === 'en-US') continue;
      const messages = flatten(resources[code].translation);
      const copies = [...source].filter(
        ([key, text]) => !sameAsEnglishAllowed.has(key) && messages.get(key) === text,
      );
      expect(
        copies.map(([k]) => k),
        code,
      ).toEqual([]);
    }
  });
});
