// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createPreferencesStore } from '../preferences';
import { followThemePreference } from './follow-theme';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('followThemePreference', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    document.head.innerHTML = '';
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
