// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    document.head.innerHTML = '';
  });

  it('sets data-theme and the color-scheme meta', () => {
    document.head.innerHTML = '<meta name="color-scheme" content="dark light">';
    applyTheme(false);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(
      'light',
    );
    applyTheme(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
