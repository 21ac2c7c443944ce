import { FirmwareStatus, type FeatureFlags } from './enums';

/** A release the emulated update server offers (`FirmwareVersion` of docs/api-extensions.md). */
export interface FirmwareVersion {
  version: string;
  feature_flags: FeatureFlags;
  release_notes?: string;
}

/** Firmware a fresh emulated Handy runs. */
export const DEFAULT_FIRMWARE = '4.2.2+emulated';

/** The releases on offer, newest first within each channel. */
export const FIRMWARE_CATALOG: readonly FirmwareVersion[] = [
  { version: '4.3.0-dev.7+emulated', feature_flags: 'development', release_notes: 'Nightly.' },
  { version: '4.3.0-beta.1+emulated', feature_flags: 'staging', release_notes: 'Beta of 4.3.' },
  {
    version: DEFAULT_FIRMWARE,
    feature_flags: 'production',
    release_notes: 'Smoother HSP start.',
  },
  { version: '4.1.8+emulated', feature_flags: 'production', release_notes: 'HVP fixes.' },
  { version: '4.0.12+emulated', feature_flags: 'production', release_notes: 'First API v3.' },
];

/**
 * The major version of a firmware string ("3.2.3" → 3, "v4.1.0" → 4); NaN when unreadable. Read
 * here independently of the app: the part before the first `.`, `-` or `+`, without a leading
 * `v`, must be all digits.
 */
export function firmwareMajor(version: string): number {
  const head = version.trim().split(/[.+-]/)[0] ?? '';
  const digits = head.startsWith('v') || head.startsWith('V') ? head.slice(1) : head;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * Firmware below 4 speaks API v2 only (reference §1). An unreadable version is not legacy: the
 * app reads it the same way (the shared table of version strings checks both).
 */
export function isLegacyFirmware(version: string): boolean {
  const major = firmwareMajor(version);
  return Number.isFinite(major) && major < 4;
}

/** The releases of one channel (all when `flags` is absent), newest first. */
export function firmwareVersions(flags?: FeatureFlags): FirmwareVersion[] {
  return FIRMWARE_CATALOG.filter((v) => flags === undefined || v.feature_flags === flags);
}

/** The newest release of a channel; production is the fallback for channels with none. */
export function latestFirmware(flags: FeatureFlags): FirmwareVersion {
  const latest = firmwareVersions(flags)[0] ?? firmwareVersions('production')[0];
  if (!latest) throw new Error('The firmware catalogue has no production release.');
  return latest;
}

/** A release by exact version and channel. */
export function findFirmware(version: string, flags: FeatureFlags): FirmwareVersion | undefined {
  return FIRMWARE_CATALOG.find((v) => v.version === version && v.feature_flags === flags);
}

/** `fw_status` of a device running `version` on channel `flags`. */
export function firmwareStatus(version: string, flags: FeatureFlags): FirmwareStatus {
  if (isLegacyFirmware(version)) return FirmwareStatus.UPDATE_REQUIRED;
  return latestFirmware(flags).version === version
    ? FirmwareStatus.UP_TO_DATE
    : FirmwareStatus.UPDATE_AVAILABLE;
}
