import { describe, expect, it } from 'vitest';
import { FirmwareStatus } from '@glide/handy';
import { firmwareAdvice } from './firmware';

describe('firmwareAdvice', () => {
  it('puts legacy firmware first, whatever the status says', () => {
    expect(firmwareAdvice({ fw_version: '3.2.3', fw_status: FirmwareStatus.UP_TO_DATE })).toBe(
      'legacy',
    );
  });

  it('reads "V3.2.0" as legacy, as the session does (the rule lives in @glide/core)', () => {
    expect(firmwareAdvice({ fw_version: 'V3.2.0', fw_status: FirmwareStatus.UP_TO_DATE })).toBe(
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
