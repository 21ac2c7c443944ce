// The production build's Content-Security-Policy, from the build's configuration. Pure: the build
// plugin (build/csp-plugin.ts) writes it into index.html, and the settings page asks it which API
// addresses the policy lets the app reach. No browser or Node API and no imports, so that both can
// load it (the build's configuration loader wants no extension-less imports).

/** The provider's cloud: its API and its script host, reachable from every build (see below). */
export const PROVIDER_CONNECT_ORIGINS = [
  'https://www.handyfeeling.com',
  'https://scripts01.handyfeeling.com',
] as const;

/** What the policy's `connect-src` is built from: the build's environment, already read. */
export interface ConnectConfig {
  /** The build's API base (`VITE_HANDY_API_BASE`, else the emulator's). */
  readonly apiBaseUrl: string;
  /** The script host's upload URL for that base (`scriptUploadUrlFor` of `api-endpoints.ts`). */
  readonly scriptUploadUrl: string;
  /** The analytics host when analytics is configured, else `null`. */
  readonly analyticsHost: string | null;
  /** More origins the build allows (`VITE_CSP_CONNECT_SRC`, separated by spaces or commas). */
  readonly extraConnectSources?: string | undefined;
}

/** The origin (`scheme://host[:port]`) of an http(s) URL, or `null` for anything else. */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Where posthog-js sends events when a project key is set without a host (its own default). */
export const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

/**
 * The analytics host a build sends to, from its environment, or `null` when analytics is off: the
 * rule of `analyticsConfigFrom` (src/analytics/config.ts), which a test holds this to. A host that
 * is no http(s) URL switches analytics off there, so it is allowed nowhere here.
 */
export function analyticsHostOf(env: {
  readonly VITE_POSTHOG_KEY?: unknown;
  readonly VITE_POSTHOG_HOST?: unknown;
}): string | null {
  const key = env.VITE_POSTHOG_KEY;
  if (typeof key !== 'string' || key.trim() === '') return null;
  const host = env.VITE_POSTHOG_HOST;
  if (host === undefined || (typeof host === 'string' && host.trim() === '')) {
    return POSTHOG_DEFAULT_HOST;
  }
  return typeof host === 'string' && /^https?:\/\//i.test(host.trim()) ? httpOrigin(host) : null;
}

/** PostHog's cloud regions send to `<region>.i.posthog.com` and read `<region>-assets.…`. */
const POSTHOG_CLOUD = /^https:\/\/(?:(us|eu)(?:-assets)?\.i|(app))\.posthog\.com$/i;

/** The origins posthog-js talks to for `host`: the host itself, and its region's assets host. */
export function analyticsOrigins(host: string): string[] {
  const origin = httpOrigin(host);
  if (origin === null) return [];
  const cloud = POSTHOG_CLOUD.exec(origin);
  if (!cloud) return [origin];
  const region = (cloud[1] ?? 'us').toLowerCase();
  return [`https://${region}.i.posthog.com`, `https://${region}-assets.i.posthog.com`];
}

/** The extra origins of `VITE_CSP_CONNECT_SRC`; `invalid` lists entries that are no http(s) URL. */
export function extraOrigins(text: string | undefined): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of (text ?? '').split(/[\s,]+/).filter((part) => part !== '')) {
    const origin = httpOrigin(entry);
    if (origin === null) invalid.push(entry);
    else origins.push(origin);
  }
  return { origins, invalid };
}

/**
 * The origins the build itself calls: its API and script host, the provider's cloud, the analytics
 * hosts and the build's extra origins. The policy names them although {@link USER_SERVER_SOURCES}
 * would let them through, so that it says where the build itself calls.
 */
export function connectOrigins(config: ConnectConfig): string[] {
  const origins = [
    httpOrigin(config.apiBaseUrl),
    httpOrigin(config.scriptUploadUrl),
    ...PROVIDER_CONNECT_ORIGINS,
    ...(config.analyticsHost === null ? [] : analyticsOrigins(config.analyticsHost)),
    ...extraOrigins(config.extraConnectSources).origins,
  ];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * Servers a person names while using Glide: a Stash library (its GraphQL, pictures and streams), an
 * API address in Settings. A policy written at build time cannot name them, so it lets the app
 * call, show pictures from and play media from every http(s) server (ADR 0015). What it still
 * forbids is what an injected script would need to run: scripts from anywhere but the app, inline
 * script, eval, plugins, frames, `<base>`, forms to elsewhere.
 */
export const USER_SERVER_SOURCES = ['https:', 'http:'] as const;

/** What {@link contentSecurityPolicy} needs besides the connect origins. */
export interface PolicyOptions {
  readonly connectOrigins: readonly string[];
  /** `sha256-…` sources of the fixed inline `<style>` elements a library renders. */
  readonly styleHashes: readonly string[];
  /**
   * For an HTTP header: adds what a `<meta>` policy cannot carry (`frame-ancestors`, so no other
   * site can frame the app and trick clicks on its controls).
   */
  readonly header?: boolean;
}

/**
 * The policy. Scripts only from the app's own origin (no inline script, no eval); styles from it
 * plus the hashed inline styles; images from it, `data:` (canvas exports), `blob:` and the servers a
 * person names ({@link USER_SERVER_SOURCES}: Stash's thumbnails and heatmaps); media from it (the
 * sync clip), `blob:` (a local video) and those servers (Stash's streams); calls to itself,
 * {@link connectOrigins} and those servers; the web app manifest and workers (the service worker)
 * from itself only; no plugins, frames or `<base>`; forms only to itself.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const hashes = options.styleHashes.map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...hashes],
    ['img-src', "'self'", 'data:', 'blob:', ...USER_SERVER_SOURCES],
    ['media-src', "'self'", 'blob:', ...USER_SERVER_SOURCES],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...USER_SERVER_SOURCES, ...options.connectOrigins],
    ['manifest-src', "'self'"],
    // The service worker (app/installed), a script of the app's own origin. No blob: or data:
    // workers: nothing the app runs may start code that is not a file of the build.
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  if (options.header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
