import { describe, expect, it } from 'vitest';
import { regionalRule } from './regional-rule';

const SITE = 'https://glide.example.jp';

describe('regionalRule (spec §6)', () => {
  it('turns the Japanese filter on for a .jp host and never redirects there', () => {
    expect(
      regionalRule({
        href: 'https://app.example.jp/hamp',
        language: 'ja-JP',
        japaneseSiteUrl: SITE,
      }),
    ).toEqual({ japaneseContentFilter: true, redirectTo: null });
    expect(
      regionalRule({
        href: 'https://app.example.co.jp/',
        language: 'en-US',
        japaneseSiteUrl: SITE,
      }),
    ).toEqual({ japaneseContentFilter: true, redirectTo: null });
  });

  it('sends a jp language on another host to the Japanese site with path, query and hash', () => {
    expect(
      regionalRule({
        href: 'https://glide.example.com/partners/vr?sort=name#top',
        language: 'ja-JP',
        japaneseSiteUrl: SITE,
      }),
    ).toEqual({
      japaneseContentFilter: false,
      redirectTo: 'https://glide.example.jp/partners/vr?sort=name#top',
    });
  });

  it('matches jp without case, anywhere in the language', () => {
    for (const language of ['ja-jp', 'JP', 'x-jp-y']) {
      expect(
        regionalRule({ href: 'https://glide.example.com/', language, japaneseSiteUrl: SITE })
          .redirectTo,
      ).toBe('https://glide.example.jp/');
    }
  });

  it('keeps a path the Japanese site lives under', () => {
    expect(
      regionalRule({
        href: 'https://glide.example.com/hamp?k=1',
        language: 'ja-JP',
        japaneseSiteUrl: 'https://example.jp/glide/',
      }).redirectTo,
    ).toBe('https://example.jp/glide/hamp?k=1');
  });

  it.each([
    ['ja', SITE],
    ['en-US', SITE],
    [null, SITE],
    ['ja-JP', undefined],
    ['ja-JP', ''],
    ['ja-JP', 'not a url'],
    ['ja-JP', 'ftp://example.jp/'],
  ])('does not redirect for language %j and site %j', (language, site) => {
    expect(
      regionalRule({ href: 'https://glide.example.com/', language, japaneseSiteUrl: site }),
    ).toEqual({ japaneseContentFilter: false, redirectTo: null });
  });

  it('does not redirect to the host it is already on', () => {
    expect(
      regionalRule({
        href: 'https://glide.example.com/x',
        language: 'ja-JP',
        japaneseSiteUrl: 'https://glide.example.com/',
      }).redirectTo,
    ).toBeNull();
  });
});
