import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firmwareMajor, isLegacyFirmware } from './firmware';

interface VersionCase {
  readonly version: string;
  readonly major: number | null;
  readonly legacy: boolean;
}

/** The table of version strings the app's reading is tested against too (in @glide/core). */
const table = (
  JSON.parse(
    readFileSync(
      new URL('../../../core/src/firmware/firmware-versions.json', import.meta.url),
      'utf8',
    ),
  ) as { versions: VersionCase[] }
).versions;

describe('firmware version reading (the table shared with the app)', () => {
  it('reads a non-empty table', () => {
    expect(table.length).toBeGreaterThan(10);
  });

  it.each(table.map((c) => [c.version, c.major, c.legacy] as const))(
    '%j has major %s (legacy: %s)',
    (version, major, legacy) => {
      expect(firmwareMajor(version)).toBe(major ?? Number.NaN);
      expect(isLegacyFirmware(version)).toBe(legacy);
    },
  );
});
