import { positionAt, type Action } from '@glide/core';

/**
 * Where the device should be now, for the simulator: the script at the media's time, shifted by
 * the user's time offset the way the device applies it (+ moves the device later, so it plays
 * script time `media − offset`). `undefined` without a script or a media time.
 */
export function expectedPositionPct(
  actions: readonly Action[],
  mediaMs: number,
  offsetMs: number,
): number | undefined {
  if (actions.length === 0 || !Number.isFinite(mediaMs)) return undefined;
  const positionPct = positionAt(actions, mediaMs - offsetMs);
  return Number.isNaN(positionPct) ? undefined : positionPct;
}
