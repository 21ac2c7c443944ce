/**
 * The user time offset (`/hstp/offset`): a shift of the device's playback against the server
 * clock, in whole milliseconds, positive or negative. The spec fixes only the step (§9: key
 * binding `timeOffset.incrementValue` 10, which the user may change); the API takes any number.
 * Glide bounds what can be typed to ±5 s: a real delay (Wi-Fi, Bluetooth, a TV's video pipeline) is
 * a few hundred ms, and a slip of the keyboard should not shift playback by minutes.
 */
export const USER_TIME_OFFSET_LIMIT_MS = 5_000;

/** Keeps `offsetMs` in the allowed range, as a whole number. */
export function clampUserTimeOffset(offsetMs: number): number {
  const whole = Math.round(offsetMs);
  return Math.min(USER_TIME_OFFSET_LIMIT_MS, Math.max(-USER_TIME_OFFSET_LIMIT_MS, whole));
}

/**
 * The offset a person typed, or `undefined` when it is not a whole number of ms within the range
 * (a leading `+`, a typographic minus and surrounding spaces are accepted).
 */
export function parseUserTimeOffset(text: string): number | undefined {
  const normalised = text.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(normalised)) return undefined;
  const value = Number(normalised);
  if (!Number.isSafeInteger(value)) return undefined;
  return Math.abs(value) <= USER_TIME_OFFSET_LIMIT_MS ? value : undefined;
}
