// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { STORAGE_KEYS, readStoredLanguage, storeLanguage } from './storage';

describe('the stored language (userLanguage)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is kept under the spec’s key', () => {
    expect(STORAGE_KEYS.language).toBe('userLanguage');
    storeLanguage('nb-NO');
    expect(localStorage.getItem('userLanguage')).toBe('nb-NO');
    expect(readStoredLanguage()).toBe('nb-NO');
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredLanguage()).toBeNull();
  });

  it('passes a too-short code on, for the resolver to warn about', () => {
    localStorage.setItem('userLanguage', 'x');
    expect(readStoredLanguage()).toBe('x');
  });

  it('ignores a value that is not a language tag', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('userLanguage', '<script>');
    expect(readStoredLanguage()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
