/** Public constants of the emulator. */

/** A connection key that the CLI and the demo setups use. */
export const DEMO_CONNECTION_KEY = 'GlideDemo1';
/** The non-privileged Application ID accepted by default (may sit in browser code). */
export const DEMO_APP_ID = 'glide-dev-app-id';
/** The privileged Application Key accepted by default (the only credential that issues tokens). */
export const DEMO_APP_KEY = 'glide-dev-app-key';
/** The port `glide-emulator` listens on unless told otherwise. */
export const DEFAULT_PORT = 8787;
/** Root of the Handy REST API v3. */
export const API_PATH = '/api/handy-rest/v3';
/** Root of the Channel API (the provider's Channel API v1 beta, in the emulator's wire form). */
export const CHANNEL_API_PATH = '/api/channel/v1';
/** Root of the script host (the reference's Script API v0). */
export const SCRIPT_HOST_PATH = '/api/script/v0';
/** Root of the emulator's control API. */
export const CONTROL_PATH = '/control';
/** Requests per minute per application and connection key, as the reference's example says. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 240;
/** Interval of the SSE keep-alive comment. */
export const SSE_KEEP_ALIVE_MS = 15_000;
