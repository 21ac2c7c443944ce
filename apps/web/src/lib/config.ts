import { readDeveloperSettings } from './storage';

/** Where the app sends its calls and with which credential. */
export interface ApiConfig {
  apiBaseUrl: string;
  applicationKey: string;
  /** True when the developer settings override the build-time defaults. */
  overridden: boolean;
}

/**
 * Build-time defaults. `npm start` sets these to the local emulator; a build for the real cloud sets
 * VITE_HANDY_API_BASE to the provider's v3 root and VITE_HANDY_APP_KEY to the application ID.
 */
export const buildDefaults = {
  apiBaseUrl: import.meta.env.VITE_HANDY_API_BASE ?? 'http://127.0.0.1:8787/api/handy-rest/v3',
  applicationKey: import.meta.env.VITE_HANDY_APP_KEY ?? 'glide-dev-app-id',
} as const;

/** The configuration in force: developer settings when stored and valid, else the build defaults. */
export function currentApiConfig(): ApiConfig {
  const override = readDeveloperSettings();
  if (override) return { ...override, overridden: true };
  return { ...buildDefaults, overridden: false };
}
