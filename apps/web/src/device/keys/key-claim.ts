/**
 * Shortcut keys that a page takes while it is shown (the time-offset keys on the sync test, the
 * playlist's keys where a playlist is shown): the newest claim wins, and a release only undoes its
 * own claim, so that a page leaving after another came does not take the keys from it.
 */
import { useEffect, useRef } from 'react';

/** One set of claimable keys; `H` is what receives them. */
export interface KeyClaim<H> {
  /** Gives the keys to `handler` until the returned release is called. */
  readonly claim: (handler: H) => () => void;
  /** Who has the keys now, if anyone. */
  readonly current: () => H | undefined;
}

/** A set of keys nobody has claimed yet. */
export function createKeyClaim<H>(): KeyClaim<H> {
  let holder: H | undefined;
  return {
    claim: (handler) => {
      holder = handler;
      return () => {
        if (holder === handler) holder = undefined;
      };
    },
    current: () => holder,
  };
}

/** While mounted and `active`, `keys` go to `handler` (the one of the latest render). */
export function useKeyClaim<A extends readonly unknown[]>(
  keys: KeyClaim<(...args: A) => void>,
  handler: (...args: A) => void,
  active = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!active) return undefined;
    return keys.claim((...args: A) => latest.current(...args));
  }, [keys, active]);
}
