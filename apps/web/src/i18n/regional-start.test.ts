import { describe, expect, it, vi } from 'vitest';
import { memoryPreferencesStore } from '../preferences/test-fixtures';
import { japaneseSiteOf, startRegional, type RegionalStartDeps } from './regional-start';

const SITE = 'https://glide.example.jp';

function start(overrides: Partial<RegionalStartDeps>) {
  const preferences = memoryPreferencesStore();
  const redirect = vi.fn<(url: string) => void>();
  const warn = vi.fn();
  const goOn = startRegional({
    href: 'https://glide.example.com/hamp?k=Abc12345',
    storedLanguage: null,
    browserLanguage: 'en-US',
    japaneseSiteUrl: SITE,
    preferences,
    redirect,
    warn,
    ...overrides,
  });
  return { goOn, redirect, warn, preferences };
}

describe('startRegional (spec §6 at start-up)', () => {
  it('sends a jp browser language to the Japanese site with path and query, and stops', () => {
    const { goOn, redirect, preferences } = start({ browserLanguage: 'ja-JP' });
    expect(goOn).toBe(false);
    expect(redirect).toHaveBeenCalledExactlyOnceWith('https://glide.example.jp/hamp?k=Abc12345');
    expect(preferences.get().japaneseContentFilter).toBe(false);
  });

  it('a stored choice wins over the browser language, both ways', () => {
    expect(
      start({ storedLanguage: 'de', browserLanguage: 'ja-JP' }).redirect,
    ).not.toHaveBeenCalled();
    expect(start({ storedLanguage: 'ja-JP', browserLanguage: 'de' }).goOn).toBe(false);
  });

  it('a stored empty language is no choice: the browser language decides (spec §4)', () => {
    const { goOn, redirect } = start({ storedLanguage: '', browserLanguage: 'ja-JP' });
    expect(goOn).toBe(false);
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('turns the Japanese filter on for a .jp host and goes on', () => {
    const { goOn, redirect, preferences } = start({
      href: 'https://glide.example.jp/',
      browserLanguage: 'ja-JP',
    });
    expect(goOn).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
    expect(preferences.get().japaneseContentFilter).toBe(true);
  });

  it('by default (no Japanese site in the build) redirects nobody', () => {
    for (const japaneseSiteUrl of [undefined, '', '  ']) {
      const { goOn, redirect } = start({ browserLanguage: 'ja-JP', japaneseSiteUrl });
      expect(goOn).toBe(true);
      expect(redirect).not.toHaveBeenCalled();
    }
    expect(japaneseSiteOf(undefined)).toBeUndefined();
    expect(japaneseSiteOf(` ${SITE} `)).toBe(SITE);
  });
});
