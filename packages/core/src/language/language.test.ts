import { describe, expect, it } from 'vitest';
import { isSupportedLanguage, preferredLanguageTag, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(resolveLanguage('de', 'fr-CA')).toEqual({ code: 'de' });
  });

  it('falls back to the browser language, then to en-US', () => {
    expect(resolveLanguage(null, 'fr-CA')).toEqual({ code: 'fr-FR' });
    expect(resolveLanguage(undefined, undefined)).toEqual({ code: 'en-US' });
  });

  it.each(['', '  '])(
    'takes a stored %j as no preference: the browser language applies',
    (stored) => {
      expect(resolveLanguage(stored, 'ko-KR')).toEqual({ code: 'ko' });
      expect(resolveLanguage(stored, '')).toEqual({ code: 'en-US' });
      expect(resolveLanguage(stored, null)).toEqual({ code: 'en-US' });
    },
  );

  it.each([
    ['en-GB', 'en-US'],
    ['nb', 'nb-NO'],
    ['no', 'nb-NO'],
    ['nn-NO', 'nb-NO'],
    ['pt-PT', 'pt-BR'],
    ['es-MX', 'es-ES'],
    ['de-AT', 'de'],
    ['fr', 'fr-FR'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['EN-us', 'en-US'],
  ])('maps the prefix of %s to %s', (input, expected) => {
    expect(resolveLanguage(input, null).code).toBe(expected);
  });

  it('passes other languages through unchanged', () => {
    expect(resolveLanguage('sv-SE', null)).toEqual({ code: 'sv-SE' });
  });

  it('rejects codes shorter than 2 characters with a warning', () => {
    const r = resolveLanguage('x', 'de');
    expect(r.code).toBe('en-US');
    expect(r.warning).toMatch(/shorter than 2/);
  });

  it('gives the preferred tag unmapped, for the regional rule', () => {
    expect(preferredLanguageTag(' ja-JP ', 'de')).toBe('ja-JP');
    expect(preferredLanguageTag('', 'ja-JP')).toBe('ja-JP');
    expect(preferredLanguageTag(null, ' ')).toBe('en-US');
  });

  it('knows which codes are shipped', () => {
    expect(isSupportedLanguage('ko')).toBe(true);
    expect(isSupportedLanguage('sv-SE')).toBe(false);
  });
});
