import { scriptDurationMs } from '../script/analysis';
import type { Action } from '../script/types';

/**
 * How far a script's end may stray from the video's before a player warns (the `/local` intake's
 * notice and the pre-flight check use the one rule). Scripts often stop
 * before the credits or run a moment past a trimmed video, so small differences are normal; a
 * large one usually means the wrong script or a different cut.
 */
export const SCRIPT_LENGTH_TOLERANCE_MS = 5_000;
/** The same as a share of the video's length, for long videos (a few minutes of credits). */
export const SCRIPT_LENGTH_TOLERANCE_SHARE = 0.1;

/** A script that does not fit its video. */
export interface ScriptLengthMismatch {
  readonly direction: 'longer' | 'shorter';
  /** The time of the script's last action. */
  readonly scriptMs: number;
  readonly videoMs: number;
}

/**
 * Compares the script's last action with the video's length: a mismatch when they differ by more
 * than {@link SCRIPT_LENGTH_TOLERANCE_MS} and more than {@link SCRIPT_LENGTH_TOLERANCE_SHARE} of the
 * video; `undefined` when they fit or the video's length is not known.
 */
export function scriptLengthMismatch(
  actions: readonly Action[],
  videoMs: number | undefined,
): ScriptLengthMismatch | undefined {
  if (videoMs === undefined || !Number.isFinite(videoMs) || videoMs <= 0) return undefined;
  const scriptMs = scriptDurationMs(actions);
  const allowedMs = Math.max(SCRIPT_LENGTH_TOLERANCE_MS, videoMs * SCRIPT_LENGTH_TOLERANCE_SHARE);
  const differenceMs = scriptMs - videoMs;
  if (Math.abs(differenceMs) <= allowedMs) return undefined;
  return { direction: differenceMs > 0 ? 'longer' : 'shorter', scriptMs, videoMs };
}
