/**
 * Reading a device's firmware version (`fw_version` of `/info`), once for the app and the SDK:
 * spec §4 calls firmware below major version 4 legacy (it speaks API v2 only, so only `/info`,
 * `/connected` and `/sse` work). Versions come as `4.2.2+44874492`, `4.0.12-1+60238e91`, sometimes
 * with a `v` in front and sometimes as a bare `4`.
 */

/** A leading major version: optional `v`/`V`, digits, then the end or a `.`, `-` or `+`. */
const MAJOR = /^v?(\d+)(?:[.+-]|$)/i;

/** The major version of a firmware string (`4.2.2+44874492` → 4); NaN when unreadable. */
export function firmwareMajor(version: string): number {
  const digits = MAJOR.exec(version.trim())?.[1];
  return digits === undefined ? Number.NaN : Number(digits);
}

/**
 * Whether firmware is legacy (major below 4, spec §4). An unknown or unreadable version is not:
 * nothing shows that the device is old, and calling it legacy would lock the user out of it.
 */
export function isLegacyFirmware(version: string | undefined): boolean {
  if (version === undefined) return false;
  const major = firmwareMajor(version);
  return Number.isFinite(major) && major < 4;
}
