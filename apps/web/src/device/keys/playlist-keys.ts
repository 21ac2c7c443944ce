/**
 * Who takes the playlist's shortcut keys (n/p by default): the page that shows a playlist claims
 * them while it is shown (the local player's library, while it has a list). Unclaimed, the keys do
 * nothing and are left to the browser.
 */
import { createKeyClaim, useKeyClaim } from './key-claim';

/** Receives a playlist key: `1` for the next video, `-1` for the previous one. */
export type PlaylistStepHandler = (step: 1 | -1) => void;

const keys = createKeyClaim<PlaylistStepHandler>();

/**
 * Takes the playlist keys for `handler` until the returned release is called; the newest claim
 * wins, and a release only undoes its own claim.
 */
export const claimPlaylistKeys = keys.claim;

/** The page that claimed the playlist keys, if any. */
export const playlistKeyClaim = keys.current;

/** While mounted and `active`, the playlist keys call `onStep`. */
export function usePlaylistKeys(onStep: PlaylistStepHandler, active = true): void {
  useKeyClaim(keys, onStep, active);
}
