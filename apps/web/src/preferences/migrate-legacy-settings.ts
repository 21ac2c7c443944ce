import type { PreferencesStore } from './store';
import { logger } from '../lib/logger';
import { takeLegacyDeveloperSettings, type LegacyDeveloperSettings } from '../lib/storage';

/**
 * Moves the foundation's developer overrides into `preferences.api` once, unless the preferences
 * already carry overrides of their own (those are newer). Returns what was moved.
 */
export function migrateLegacySettings(
  store: PreferencesStore,
  take: () => LegacyDeveloperSettings | null = takeLegacyDeveloperSettings,
): LegacyDeveloperSettings | null {
  const legacy = take();
  if (!legacy) return null;
  const { api } = store.get();
  if (api.baseUrl !== undefined || api.applicationKey !== undefined) return null;
  const result = store.update({
    api: { baseUrl: legacy.apiBaseUrl, applicationKey: legacy.applicationKey },
  });
  if (!result.ok) {
    logger.warn('Legacy developer settings were not accepted', result.problems);
    return null;
  }
  return legacy;
}
