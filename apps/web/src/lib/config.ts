import { EMULATOR_DEFAULTS, scriptUploadUrlFor } from './api-endpoints';

export {
  EMULATOR_DEFAULTS,
  PROVIDER_SCRIPT_UPLOAD_URL,
  SCRIPT_UPLOAD_PATH,
  scriptUploadUrlFor,
} from './api-endpoints';

/** Where the app sends its calls and with which credential. */
export interface ApiConfig {
  readonly apiBaseUrl: string;
  readonly applicationKey: string;
  /** Where a script for HSSP is uploaded (`POST`, multipart `file`); see {@link scriptUploadUrlFor}. */
  readonly scriptUploadUrl: string;
  /** True when the stored settings override the build's values. */
  readonly overridden: boolean;
}

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
 * What {@link apiConfigFrom} reads of the settings: `preferences.api`, typed here because `src/lib`
 * sits below the preferences and imports nothing of them.
 */
export interface ApiOverrides {
  readonly api: {
    readonly baseUrl?: string | undefined;
    readonly applicationKey?: string | undefined;
  };
}

/**
 * The configuration in force: the stored settings (`preferences.api`, edited on the settings page)
 * field by field, then the build's values, then the emulator's. The configuration in force now,
 * from the app's store, is `currentApiConfig` (`preferences/current-api-config.ts`).
 */
export function apiConfigFrom(preferences: ApiOverrides): ApiConfig {
  const { baseUrl, applicationKey } = preferences.api;
  const apiBaseUrl = baseUrl ?? buildDefaults.apiBaseUrl;
  return {
    apiBaseUrl,
    applicationKey: applicationKey ?? buildDefaults.applicationKey,
    scriptUploadUrl: scriptUploadUrlFor(apiBaseUrl, import.meta.env.VITE_HANDY_SCRIPT_HOST),
    overridden: baseUrl !== undefined || applicationKey !== undefined,
  };
}
