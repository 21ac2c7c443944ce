// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createPreferencesStore } from '../preferences';
import { applyTheme, followThemePreference } from './theme';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

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

  it('follows the stored setting at start and on every change (spec §4 start-up)', () => {
    const store = createPreferencesStore({ storage: memoryStorage() });
    store.update({ darkMode: false });
    const dispose = followThemePreference(store);
    expect(document.documentElement.dataset.theme).toBe('light');
    store.update({ darkMode: true });
    expect(document.documentElement.dataset.theme).toBe('dark');
    dispose();
    store.update({ darkMode: false });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
