// Where the API and the script host live, without reading the build's environment or storage: the
// app's configuration and the build's content security policy (build/csp-plugin.ts) both use it.

/** The emulator `npm start` runs, for a build made without any setting. */
export const EMULATOR_DEFAULTS = {
  apiBaseUrl: 'http://127.0.0.1:8787/api/handy-rest/v3',
  applicationKey: 'glide-dev-app-id',
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
