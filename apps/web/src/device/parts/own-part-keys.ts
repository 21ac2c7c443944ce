/**
 * The linked devices that play their own part now (set by the player that streams to them): the
 * device port leaves them out of what it sends to the group, so that the device in use's script
 * never lands on a device following another, and a channel that holds one is not used for the
 * others (a channel's call reaches every device in it). Framework-free, one for the app.
 */

const NONE: ReadonlySet<string> = new Set();

let keys: ReadonlySet<string> = NONE;
const listeners = new Set<() => void>();

/** The connection keys of the devices playing their own part now. */
export function ownPartKeys(): ReadonlySet<string> {
  return keys;
}

/**
 * Declares `next` as the devices playing their own part, until the returned function is called
 * (a player leaving the page, or another set replacing this one).
 */
export function claimOwnPartKeys(next: readonly string[]): () => void {
  const claimed: ReadonlySet<string> = next.length === 0 ? NONE : new Set(next);
  keys = claimed;
  for (const listener of [...listeners]) listener();
  return () => {
    if (keys !== claimed) return;
    keys = NONE;
    for (const listener of [...listeners]) listener();
  };
}

/** Calls `listener` on every change of {@link ownPartKeys}. */
export function subscribeOwnPartKeys(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
