import { isLegacyFirmware } from '@glide/core';
import type { DeviceInfo } from '@glide/handy';
import { FirmwareStatus } from '../../device';

/** What the home page advises about a connected device's firmware. */
export type FirmwareAdvice =
  /**
   * Below 4: legacy (spec §4); it speaks API v2 only (the reference), so Glide cannot control it
   * until it is updated.
   */
  | 'legacy'
  /** The cloud says an update is required. */
  | 'required'
  /** The cloud says an update is available. */
  | 'available';

/** The most pressing firmware advice for a device, or null when its firmware is fine. */
export function firmwareAdvice(info: {
  readonly fw_version: string | undefined;
  readonly fw_status: DeviceInfo['fw_status'] | undefined;
}): FirmwareAdvice | null {
  if (isLegacyFirmware(info.fw_version)) return 'legacy';
  if (info.fw_status === FirmwareStatus.UPDATE_REQUIRED) return 'required';
  if (info.fw_status === FirmwareStatus.UPDATE_AVAILABLE) return 'available';
  return null;
}
