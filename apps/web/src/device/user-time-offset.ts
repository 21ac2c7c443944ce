/**
 * The user's time offset has one owner: the device's own user time offset (`/hstp/offset`), which
 * the device keeps and applies to every script it plays, recorded in the session as
 * `clock.deviceUserTimeOffsetMs`. The configure page and the shortcut keys (e/d) set it; the
 * players read it from here. A page that edits an unsaved draft of it (the sync test, where the
 * user tunes by ear before saving) claims the shortcut keys while it is shown, so that a press
 * steps the draft instead of the device. Framework-free but for the hooks at the end.
 */
import { useEffect, useRef } from 'react';
import type { ErrorMessage } from './error-message';
import { useHstp } from './protocols/hstp';
import { useDeviceState } from './use-device-state';

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

/** How a save ended: taken, or refused with the reason (none when no device was connected). */
export type SaveOffsetResult =
  { readonly ok: true } | { readonly ok: false; readonly error: ErrorMessage | undefined };

/** What {@link useUserTimeOffset} returns. */
export interface UserTimeOffset {
  /** The offset the device keeps, ms (+ = the device later); undefined until read. */
  readonly savedMs: number | undefined;
  /**
   * Saves `offsetMs` on the device: a discrete command (waits for budget, never dropped), the
   * answer recorded in the session.
   */
  readonly save: (offsetMs: number) => Promise<SaveOffsetResult>;
  /** True while a save is on its way. */
  readonly saving: boolean;
}

/** The user's time offset as the device keeps it, and saving a new one there. */
export function useUserTimeOffset(): UserTimeOffset {
  const savedMs = useDeviceState((state) => state.clock.deviceUserTimeOffsetMs);
  const { setOffset, busy } = useHstp();
  return {
    savedMs,
    saving: busy,
    save: async (offsetMs) => {
      const outcome = await setOffset(offsetMs);
      if (outcome?.allOk) return { ok: true };
      const failed = outcome?.results.find((result) => !result.ok);
      return { ok: false, error: failed && !failed.ok ? failed.error : undefined };
    },
  };
}
