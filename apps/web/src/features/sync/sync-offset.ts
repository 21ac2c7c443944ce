/**
 * The sync test's offset arithmetic. The user tunes a draft of the device's user time offset (+ =
 * the device later, as `/hstp/offset` means it) and hears the result at once; only "Save to
 * device" writes it. Until then the device still applies the offset it keeps, so the player adds
 * the difference: the device runs `savedMs + (draftMs − savedMs) = draftMs` late.
 */

/** The draft's range, ms: a real delay (Wi-Fi, Bluetooth, a TV's picture pipeline) is far less. */
export const SYNC_OFFSET_LIMIT_MS = 2000;

/** Keeps a draft within the range, in whole ms. */
export function clampSyncOffset(offsetMs: number): number {
  const whole = Math.round(offsetMs);
  return Math.min(SYNC_OFFSET_LIMIT_MS, Math.max(-SYNC_OFFSET_LIMIT_MS, whole));
}

/**
 * The offset the playback engine adds on top of the device's own (+ = later), so that the device
 * runs `draftMs` late in all: none once the draft is saved. An unknown saved offset (no device)
 * counts as none.
 */
export function playerOffsetMs(draftMs: number, savedMs: number | undefined): number {
  return draftMs - (savedMs ?? 0);
}
