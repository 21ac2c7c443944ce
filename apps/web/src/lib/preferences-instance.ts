import {
  createPreferencesStore,
  type PreferencesStorage,
  type PreferencesStore,
} from '../preferences';
import { logger } from './logger';

/** localStorage when it can be used; an in-memory map when it cannot (private modes, web views). */
function browserStorage(): PreferencesStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__glide_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    logger.warn('localStorage is unavailable; settings last until the page is closed');
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

let instance: PreferencesStore | undefined;
let disposeStorageListener: (() => void) | undefined;

/**
 * The app's one preferences store. Created on first use and wired to the `storage` event so that a
 * change in another tab reaches this one.
 */
export function preferencesStore(): PreferencesStore {
  if (!instance) {
    instance = createPreferencesStore({
      storage: browserStorage(),
      onProblem: (message) => logger.warn('preferences:', message),
    });
    const store = instance;
    const onStorage = (event: StorageEvent) => store.handleStorageEvent(event);
    window.addEventListener('storage', onStorage);
    disposeStorageListener = () => window.removeEventListener('storage', onStorage);
  }
  return instance;
}

/** Drops the store and its listener (tests). */
export function resetPreferencesStoreForTests(): void {
  disposeStorageListener?.();
  disposeStorageListener = undefined;
  instance = undefined;
}
