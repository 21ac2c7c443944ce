/** Ports of the e2e run, apart from `npm start`'s so that both can run at once. */
export const E2E_EMULATOR_PORT = Number(process.env.GLIDE_E2E_EMULATOR_PORT ?? 8797);
export const E2E_WEB_PORT = Number(process.env.GLIDE_E2E_WEB_PORT ?? 4179);
export const E2E_WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const E2E_EMULATOR_URL = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
/**
 * A second emulator, the timed specs' own (`e2e/playwright.config.ts`): they change its server clock,
 * latency and API-wide faults, and measure the device's timing on it, while the other specs run
 * beside them on the first.
 */
export const E2E_TIMED_EMULATOR_PORT = Number(process.env.GLIDE_E2E_TIMED_EMULATOR_PORT ?? 8796);
export const E2E_TIMED_EMULATOR_URL = `http://127.0.0.1:${E2E_TIMED_EMULATOR_PORT}`;
/** The stand-in analytics host (`analytics-capture.ts`) the e2e build sends its analytics to. */
export const E2E_ANALYTICS_PORT = Number(process.env.GLIDE_E2E_ANALYTICS_PORT ?? 8798);
export const E2E_ANALYTICS_URL = `http://127.0.0.1:${E2E_ANALYTICS_PORT}`;
/** The stand-in Stash (`@glide/stash-standin`) the Stash specs use as a person's library. */
export const E2E_STASH_PORT = Number(process.env.GLIDE_E2E_STASH_PORT ?? 8799);
export const E2E_STASH_URL = `http://127.0.0.1:${E2E_STASH_PORT}/`;
/** An origin nothing listens on (the discard port), for a server that cannot be reached. */
export const CLOSED_PORT_ORIGIN = 'http://127.0.0.1:9';
