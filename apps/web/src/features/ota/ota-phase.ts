import type { OtaControls } from '../../device';

/** Where the update on `/ota` stands, from the OTA state and what the page saw. */
export type OtaPhase = 'idle' | 'ongoing' | 'done' | 'failed';

/**
 * The page's phase. The OTA state (spec §4) decides while it knows; a device that rebooted into
 * another firmware after this page started the update has finished it even when the reconnect
 * started a fresh session, whose OTA state no longer says `done`.
 */
export function otaPhase({
  ota,
  startError,
  startedFrom,
  fwVersion,
}: Pick<OtaControls, 'ota' | 'startError' | 'startedFrom' | 'fwVersion'>): OtaPhase {
  if (startError !== undefined || ota.failed) return 'failed';
  if (ota.done) return 'done';
  if (ota.ongoing) return 'ongoing';
  if (startedFrom !== undefined && fwVersion !== undefined && fwVersion !== startedFrom)
    return 'done';
  return 'idle';
}
