import { useSyncExternalStore } from 'react';
import { preferencesStore } from './preferences-instance';
import type { Preferences } from './schema';

const subscribe = (listener: () => void) => preferencesStore().subscribe(listener);
const snapshot = () => preferencesStore().get();

/** The current preferences; re-renders when they change here or in another tab. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
