import { describe, expect, it } from 'vitest';
import { FirmwareStatus } from '@glide/handy';
import { firmwareAdvice, firmwareMajor, isLegacyFirmware } from './firmware';

describe('firmwareMajor and isLegacyFirmware', () => {
  it.each([
    ['4.2.2+44874492', 4, false],
    ['4.0.12-1+60238e91', 4, false],
    ['3.2.3', 3, true],
    ['v2.1.0', 2, true],
    ['10.0.0', 10, false],
    ['4', 4, false],
    ['', Number.NaN, false],
    ['latest', Number.NaN, false],
  ])('%j has major %d (legacy: %s)', (version, major, legacy) => {
    expect(firmwareMajor(version)).toBe(major);
    expect(isLegacyFirmware(version)).toBe(legacy);
  });
});

describe('firmwareAdvice', () => {
  it('puts legacy firmware first, whatever the status says', () => {
    expect(firmwareAdvice({ fw_version: '3.2.3', fw_status: FirmwareStatus.UP_TO_DATE })).toBe(
      'legacy',
    );
  });

  it('follows the cloud status for 4.x firmware', () => {
    expect(firmwareAdvice({ fw_version: '4.1.8', fw_status: FirmwareStatus.UPDATE_REQUIRED })).toBe(
      'required',
    );
    expect(
      firmwareAdvice({ fw_version: '4.1.8', fw_status: FirmwareStatus.UPDATE_AVAILABLE }),
    ).toBe('available');
    expect(
      firmwareAdvice({ fw_version: '4.2.2', fw_status: FirmwareStatus.UP_TO_DATE }),
    ).toBeNull();
  });
});
