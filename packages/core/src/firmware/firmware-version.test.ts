import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firmwareMajor, isLegacyFirmware } from './firmware-version';

/* The table of version strings in firmware-versions.json, which the emulator's tests read too. */
/** One version string and how it must be read. */
export interface FirmwareVersionCase {
  readonly version: string;
  /** `null` when the string has no readable major version. */
  readonly major: number | null;
  readonly legacy: boolean;
}

function isCase(value: unknown): value is FirmwareVersionCase {
  if (typeof value !== 'object' || value === null) return false;
  const { version, major, legacy } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    (major === null || typeof major === 'number') &&
    typeof legacy === 'boolean'
  );
}

/** Reads and checks the table (a malformed entry fails the test that reads it). */
export function readFirmwareVersionTable(): readonly FirmwareVersionCase[] {
  const raw: unknown = JSON.parse(
    readFileSync(new URL('./firmware-versions.json', import.meta.url), 'utf8'),
  );
  const versions = (raw as { versions?: unknown }).versions;
  if (!Array.isArray(versions) || !versions.every(isCase)) {
    throw new Error('firmware-versions.json: every entry needs version, major and legacy');
  }
  return versions;
}

describe('firmwareMajor and isLegacyFirmware (the shared table)', () => {
  it.each(readFirmwareVersionTable().map((c) => [c.version, c.major, c.legacy] as const))(
    '%j has major %s (legacy: %s)',
    (version, major, legacy) => {
      expect(firmwareMajor(version)).toBe(major ?? Number.NaN);
      expect(isLegacyFirmware(version)).toBe(legacy);
    },
  );

  it('does not call an unknown version legacy', () => {
    expect(isLegacyFirmware(undefined)).toBe(false);
  });
});
