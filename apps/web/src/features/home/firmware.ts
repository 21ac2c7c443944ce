import { FirmwareStatus, type DeviceInfo } from '@glide/handy';

/** What the home page advises about a connected device's firmware. */
export type FirmwareAdvice =
  /** Below 4: speaks API v2 only, so Glide cannot control it until it is updated (spec §4). */
  | 'legacy'
  /** The cloud says an update is required. */
  | 'required'
  /** The cloud says an update is available. */
  | 'available';

/** The major version of a firmware string (`4.2.2+44874492` → 4); NaN when unreadable. */
export function firmwareMajor(version: string): number {
  const match = /^\s*v?(\d+)(?:\.|$)/.exec(version);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
}

/** Spec §4: a device is legacy when its firmware's major version is below 4. */
export function isLegacyFirmware(version: string): boolean {
  const major = firmwareMajor(version);
  return Number.isFinite(major) && major < 4;
}

/** The most pressing firmware advice for a device, or null when its firmware is fine. */
export function firmwareAdvice(info: {
  readonly fw_version: string | undefined;
  readonly fw_status: DeviceInfo['fw_status'] | undefined;
}): FirmwareAdvice | null {
  if (info.fw_version !== undefined && isLegacyFirmware(info.fw_version)) return 'legacy';
  if (info.fw_status === FirmwareStatus.UPDATE_REQUIRED) return 'required';
  if (info.fw_status === FirmwareStatus.UPDATE_AVAILABLE) return 'available';
  return null;
}
