export { PREFERENCES_VERSION, preferencesSchema } from './schema';
export type { DeviceKind, Preferences, PreferencesData } from './schema';
export type { DeepReadonly } from './deep-freeze';
export { defaultPreferences } from './defaults';
export { loadPreferences, serializePreferences, type LoadedPreferences } from './load';
export { migratePreferences, migrations, type Migration, type MigrationResult } from './migrate';
export type { DeepPartial, PreferencesPatch } from './patch';
export {
  PREFERENCES_STORAGE_KEY,
  createPreferencesStore,
  type PreferencesListener,
  type PreferencesStorage,
  type PreferencesStore,
  type PreferencesStoreOptions,
  type SetResult,
  type StorageChange,
} from './store';
export { MAX_GRID_CELLS, SETTING_BOUNDS, inputBounds, type SettingBounds } from './bounds';
export { MAX_PLAYLIST_REPEAT } from './beatbox-schema';
