// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreferencesStore } from './store';
import { logger } from '../lib/logger';
import { migrateLegacySettings } from './migrate-legacy-settings';
import { STORAGE_KEYS, takeLegacyDeveloperSettings } from '../lib/storage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const legacy = { apiBaseUrl: 'https://cloud.example/api/v3', applicationKey: 'legacy-id' };

describe('migrateLegacySettings', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('moves the foundation’s developer settings into preferences.api and removes them', () => {
    localStorage.setItem(STORAGE_KEYS.legacyDeveloper, JSON.stringify(legacy));
    const store = createPreferencesStore({ storage: memoryStorage() });
    expect(migrateLegacySettings(store)).toEqual(legacy);
    expect(store.get().api).toEqual({ baseUrl: legacy.apiBaseUrl, applicationKey: 'legacy-id' });
    expect(localStorage.getItem(STORAGE_KEYS.legacyDeveloper)).toBeNull();
  });

  it('keeps newer overrides already in the preferences', () => {
    const store = createPreferencesStore({ storage: memoryStorage() });
    store.update({ api: { baseUrl: 'https://newer.example/v3' } });
    expect(migrateLegacySettings(store, () => legacy)).toBeNull();
    expect(store.get().api).toEqual({ baseUrl: 'https://newer.example/v3' });
  });

  it('drops unreadable or invalid legacy data without failing', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    for (const raw of ['{oops', JSON.stringify({ apiBaseUrl: 'ftp://x', applicationKey: 'k' })]) {
      localStorage.setItem(STORAGE_KEYS.legacyDeveloper, raw);
      expect(takeLegacyDeveloperSettings()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.legacyDeveloper)).toBeNull();
    }
    expect(migrateLegacySettings(createPreferencesStore({ storage: memoryStorage() }))).toBeNull();
  });
});
