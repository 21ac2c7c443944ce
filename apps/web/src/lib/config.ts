import type { Preferences } from '../preferences';
import { preferencesStore } from './preferences-instance';

/** Where the app sends its calls and with which credential. */
export interface ApiConfig {
  readonly apiBaseUrl: string;
  readonly applicationKey: string;
  /** True when the stored settings override the build's values. */
  readonly overridden: boolean;
}

/** The emulator `npm start` runs, for a build made without any setting. */
export const EMULATOR_DEFAULTS = {
  apiBaseUrl: 'http://127.0.0.1:8787/api/handy-rest/v3',
  applicationKey: 'glide-dev-app-id',
} as const;

/**
 * The build's values: `npm start` and the e2e run point `VITE_HANDY_API_BASE` at their emulator; a
 * build for the real cloud sets it to the provider's v3 root and `VITE_HANDY_APP_KEY` to the
 * application ID. Empty values count as unset.
 */
export const buildDefaults = {
  apiBaseUrl: import.meta.env.VITE_HANDY_API_BASE || EMULATOR_DEFAULTS.apiBaseUrl,
  applicationKey: import.meta.env.VITE_HANDY_APP_KEY || EMULATOR_DEFAULTS.applicationKey,
} as const;

/**
 * The configuration in force: the stored settings (`preferences.api`, edited on the settings page)
 * field by field, then the build's values, then the emulator's.
 */
export function apiConfigFrom(preferences: Preferences): ApiConfig {
  const { baseUrl, applicationKey } = preferences.api;
  return {
    apiBaseUrl: baseUrl ?? buildDefaults.apiBaseUrl,
    applicationKey: applicationKey ?? buildDefaults.applicationKey,
    overridden: baseUrl !== undefined || applicationKey !== undefined,
  };
}

/** The configuration in force now. */
export function currentApiConfig(): ApiConfig {
  return apiConfigFrom(preferencesStore().get());
}
