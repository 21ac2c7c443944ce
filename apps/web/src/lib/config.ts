import type { Preferences } from '../preferences';
import { preferencesStore } from './preferences-instance';

/** Where the app sends its calls and with which credential. */
export interface ApiConfig {
  readonly apiBaseUrl: string;
  readonly applicationKey: string;
  /** Where a script for HSSP is uploaded (`POST`, multipart `file`); see {@link scriptUploadUrlFor}. */
  readonly scriptUploadUrl: string;
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

/** The provider's temporary script host (reference §1, §8), used with the provider's cloud. */
export const PROVIDER_SCRIPT_UPLOAD_URL =
  'https://scripts01.handyfeeling.com/api/script/v0/temp/upload';

/** The script host's upload path below an origin: where our emulator serves it. */
export const SCRIPT_UPLOAD_PATH = '/api/script/v0/temp/upload';

/** The provider's domain: an API base on it (or a subdomain) is the real cloud. */
const PROVIDER_DOMAIN = 'handyfeeling.com';

/**
 * The script host's upload URL for an API base: `override` when set (the build's
 * `VITE_HANDY_SCRIPT_HOST`); the provider's host when the API is the provider's; otherwise the API
 * base's own origin, where the emulator serves its script host. A base that is not a URL gets the
 * provider's host: nothing else could answer.
 */
export function scriptUploadUrlFor(apiBaseUrl: string, override?: string): string {
  if (override) return override;
  let url: URL;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    return PROVIDER_SCRIPT_UPLOAD_URL;
  }
  const host = url.hostname.toLowerCase();
  if (host === PROVIDER_DOMAIN || host.endsWith(`.${PROVIDER_DOMAIN}`)) {
    return PROVIDER_SCRIPT_UPLOAD_URL;
  }
  return `${url.origin}${SCRIPT_UPLOAD_PATH}`;
}

/**
 * The configuration in force: the stored settings (`preferences.api`, edited on the settings page)
 * field by field, then the build's values, then the emulator's.
 */
export function apiConfigFrom(preferences: Preferences): ApiConfig {
  const { baseUrl, applicationKey } = preferences.api;
  const apiBaseUrl = baseUrl ?? buildDefaults.apiBaseUrl;
  return {
    apiBaseUrl,
    applicationKey: applicationKey ?? buildDefaults.applicationKey,
    scriptUploadUrl: scriptUploadUrlFor(apiBaseUrl, import.meta.env.VITE_HANDY_SCRIPT_HOST),
    overridden: baseUrl !== undefined || applicationKey !== undefined,
  };
}

/** The configuration in force now. */
export function currentApiConfig(): ApiConfig {
  return apiConfigFrom(preferencesStore().get());
}
