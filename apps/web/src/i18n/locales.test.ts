import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@glide/core';
import * as v from 'valibot';
import { flattenMessages, isPhrase, messageTreeSchema, placeholdersOf } from './messages';

/**
 * Every locale file of the app, read eagerly for the test (the app loads them lazily): the shell's
 * `common` namespace, every feature's namespace, those of the shell's parts (`src/app/<part>`) and
 * the player's (`src/player`).
 */
const commonFiles = import.meta.glob<unknown>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob<unknown>(
  ['../features/*/locales/*.json', '../app/*/locales/*.json', '../player/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

const files = new Map<string, Map<string, Map<string, string>>>();
for (const [path, raw] of Object.entries({ ...commonFiles, ...featureFiles })) {
  const match =
    /\/(?:features|app)\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path) ??
    /\/(player)\/locales\/([^/]+)\.json$/.exec(path) ??
    /^\.\/locales\/()([^/]+)\.json$/.exec(path);
  if (!match) throw new Error(`unexpected locale path ${path}`);
  const namespace = match[1] || 'common';
  const language = match[2] ?? '';
  const byLanguage = files.get(namespace) ?? new Map<string, Map<string, string>>();
  byLanguage.set(language, flattenMessages(v.parse(messageTreeSchema, raw)));
  files.set(namespace, byLanguage);
}

const languages = SUPPORTED_LANGUAGES.map((language) => language.code);
const namespaces = [...files.keys()].sort();

describe('locale files', () => {
  it('include the shell namespaces', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining([
        'common',
        'device-selection',
        'not-found',
        'hamp',
        'ota',
        'debug',
        'player',
      ]),
    );
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const byLanguage = files.get(namespace) ?? new Map<string, Map<string, string>>();
    const source = byLanguage.get('en-US') ?? new Map<string, string>();

    it('exists in every language, and only in those', () => {
      expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
      expect(source.size).toBeGreaterThan(0);
    });

    describe.each(languages.filter((code) => code !== 'en-US'))('%s', (language) => {
      const messages = byLanguage.get(language) ?? new Map<string, string>();

      it('has exactly the keys of en-US', () => {
        expect([...messages.keys()].sort()).toEqual([...source.keys()].sort());
      });

      it('keeps every placeholder of en-US', () => {
        for (const [key, text] of source) {
          expect(placeholdersOf(messages.get(key) ?? ''), key).toEqual(placeholdersOf(text));
        }
      });

      it('has no empty text', () => {
        for (const [key, text] of messages) expect(text.trim(), key).not.toBe('');
      });
    });
  });
});

describe('translations', () => {
  it.each(languages.filter((code) => code !== 'en-US'))(
    '%s is not a copy of English',
    (language) => {
      const copies: string[] = [];
      for (const [namespace, byLanguage] of files) {
        const source = byLanguage.get('en-US') ?? new Map<string, string>();
        const messages = byLanguage.get(language) ?? new Map<string, string>();
        for (const [key, english] of source) {
          const text = messages.get(key);
          if (text !== english) continue;
          if (isPhrase(english)) copies.push(`${namespace}:${key}`);
        }
      }
      expect(copies).toEqual([]);
    },
  );
});
