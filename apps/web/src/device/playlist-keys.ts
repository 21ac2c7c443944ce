/**
 * Who takes the playlist's shortcut keys (n/p by default): the page that shows a playlist claims
 * them while it is shown (the local player's library, while it has a list). Unclaimed, the keys do
 * nothing and are left to the browser.
 */
import { useEffect, useRef } from 'react';

/** Receives a playlist key: `1` for the next video, `-1` for the previous one. */
export type PlaylistStepHandler = (step: 1 | -1) => void;

let claim: PlaylistStepHandler | undefined;

/**
 * Takes the playlist keys for `handler` until the returned release is called; the newest claim
 * wins, and a release only undoes its own claim.
 */
export function claimPlaylistKeys(handler: PlaylistStepHandler): () => void {
  claim = handler;
  return () => {
    if (claim === handler) claim = undefined;
  };
}

/** The page that claimed the playlist keys, if any. */
export function playlistKeyClaim(): PlaylistStepHandler | undefined {
  return claim;
}

/** While mounted and `active`, the playlist keys call `onStep`. */
export function usePlaylistKeys(onStep: PlaylistStepHandler, active = true): void {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  useEffect(() => {
    if (!active) return undefined;
    return claimPlaylistKeys((step) => latest.current(step));
  }, [active]);
}
