import type { Preferences } from '../../preferences';

/** How the script reaches the device (the engine's `TransportKind`): upload (HSSP) or stream (HSP). */
export type PlayerTransport = Exclude<Preferences['localPlayer']['transport'], ''>;

/**
 * The transport the local player uses until the user picks one. HSP for now: the script stays in
 * the browser and nothing waits for an upload. The sync measurements (`npm run bench`) decide it
 * for good; change it here and every user who never chose follows.
 */
export const DEFAULT_TRANSPORT: PlayerTransport = 'hsp';

/** The transport to use: the stored choice, or {@link DEFAULT_TRANSPORT} when there is none. */
export function transportOf(stored: '' | PlayerTransport): PlayerTransport {
  return stored === '' ? DEFAULT_TRANSPORT : stored;
}
