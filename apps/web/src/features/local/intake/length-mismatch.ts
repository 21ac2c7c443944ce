import { scriptDurationMs, type Action } from '@glide/core';

/**
 * How far a script's end may stray from the video's before the page warns: scripts often stop
 * before the credits or run a moment past a trimmed video, so small differences are normal; a
 * large one usually means the wrong script or a different cut of the video.
 */
export const LENGTH_TOLERANCE_MS = 5_000;
/** The same as a share of the video's length, for long videos (a few minutes of credits). */
export const LENGTH_TOLERANCE_SHARE = 0.1;

/** A script that does not fit its video. */
export interface LengthMismatch {
  readonly kind: 'longer' | 'shorter';
  readonly scriptMs: number;
  readonly videoMs: number;
}

/**
 * Compares the script's last action with the video's length. A mismatch is reported when they
 * differ by more than {@link LENGTH_TOLERANCE_MS} and more than {@link LENGTH_TOLERANCE_SHARE} of
 * the video; `undefined` when they fit or the video's length is not known (yet, or a stream).
 */
export function lengthMismatch(
  actions: readonly Action[],
  videoMs: number,
): LengthMismatch | undefined {
  if (!Number.isFinite(videoMs) || videoMs <= 0) return undefined;
  const scriptMs = scriptDurationMs(actions);
  const allowedMs = Math.max(LENGTH_TOLERANCE_MS, videoMs * LENGTH_TOLERANCE_SHARE);
  const differenceMs = scriptMs - videoMs;
  if (Math.abs(differenceMs) <= allowedMs) return undefined;
  return { kind: differenceMs > 0 ? 'longer' : 'shorter', scriptMs, videoMs };
}
