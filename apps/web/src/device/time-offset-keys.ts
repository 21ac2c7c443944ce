/**
 * Who takes the time-offset shortcut keys (e/d). By default they step the device's own user time
 * offset (`use-key-bindings.ts`). A page that edits an unsaved draft of it (the sync test, where
 * the user tunes by ear before saving) claims them while it is shown, so that a press steps the
 * draft instead of the device.
 */
import { useEffect, useRef } from 'react';

/** Receives a shortcut key's step of the time offset, in ms (+ or − the user's increment). */
export type TimeOffsetStepHandler = (stepMs: number) => void;

let claim: TimeOffsetStepHandler | undefined;

/**
 * Takes the time-offset keys for `handler` until the returned release is called; the newest
 * claim wins, and a release only undoes its own claim.
 */
export function claimTimeOffsetKeys(handler: TimeOffsetStepHandler): () => void {
  claim = handler;
  return () => {
    if (claim === handler) claim = undefined;
  };
}

/** The page that claimed the time-offset keys, if any (else they step the device's offset). */
export function timeOffsetKeyClaim(): TimeOffsetStepHandler | undefined {
  return claim;
}

/** While mounted, the time-offset keys step `onStep` instead of the device's offset. */
export function useTimeOffsetKeys(onStep: TimeOffsetStepHandler): void {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  useEffect(() => claimTimeOffsetKeys((stepMs) => latest.current(stepMs)), []);
}
