/**
 * Who takes the time-offset shortcut keys (e/d). By default they step the device's own user time
 * offset (`use-key-bindings.ts`). A page that edits an unsaved draft of it (the sync test, where
 * the user tunes by ear before saving) claims them while it is shown, so that a press steps the
 * draft instead of the device.
 */
import { createKeyClaim, useKeyClaim } from './key-claim';

/** Receives a shortcut key's step of the time offset, in ms (+ or − the user's increment). */
export type TimeOffsetStepHandler = (stepMs: number) => void;

const keys = createKeyClaim<TimeOffsetStepHandler>();

/**
 * Takes the time-offset keys for `handler` until the returned release is called; the newest
 * claim wins, and a release only undoes its own claim.
 */
export const claimTimeOffsetKeys = keys.claim;

/** The page that claimed the time-offset keys, if any (else they step the device's offset). */
export const timeOffsetKeyClaim = keys.current;

/** While mounted, the time-offset keys step `onStep` instead of the device's offset. */
export function useTimeOffsetKeys(onStep: TimeOffsetStepHandler): void {
  useKeyClaim(keys, onStep);
}
