import type { Preferences } from '../../preferences';

/** How the script reaches the device (the engine's `TransportKind`): upload (HSSP) or stream (HSP). */
export type PlayerTransport = Exclude<Preferences['localPlayer']['transport'], ''>;

/**
 * The transport the local player uses until the user picks one: HSP. In `npm run bench` ("Sync
 * playback", 5 runs each, server clock 4 s off, 40 ± 20 ms latency) it is as accurate as HSSP or
 * better (mean |lag| 1.5 vs 1.6 ms, p95 2.5 vs 2.9 ms, seek back in sync 367 vs 386 ms), it needs
 * no upload before the first play and no third-party host, and the script stays in the browser.
 * HSSP sends fewer requests (15 vs 31 a minute), both far inside the budget. Change it here and
 * every user who never chose follows.
 */
export const DEFAULT_TRANSPORT: PlayerTransport = 'hsp';

/** The transport to use: the stored choice, or {@link DEFAULT_TRANSPORT} when there is none. */
export function transportOf(stored: '' | PlayerTransport): PlayerTransport {
  return stored === '' ? DEFAULT_TRANSPORT : stored;
}
