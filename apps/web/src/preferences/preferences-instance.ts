import { logger } from '../lib/logger';
import { browserStorage } from '../lib/storage';
import { createPreferencesStore, type PreferencesStore } from './store';

let instance: PreferencesStore | undefined;
let disposeStorageListener: (() => void) | undefined;

/**
 * The app's one preferences store, in localStorage (or memory, where it cannot be used: `src/lib`
 * owns that choice). Created on first use and wired to the `storage` event so that a change in
 * another tab reaches this one.
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
