import { describe, expect, it } from 'vitest';
import { hasStrokeSettings, isLegacyFirmware, isSessionNotOlder } from './rules';

describe('isSessionNotOlder (ULIDs compare as strings)', () => {
  const earlier = '01HV3K8Z9Q0000000000000000';
  const later = '01HV3K8Z9R0000000000000000';

  it('orders by the time part', () => {
    expect(isSessionNotOlder(earlier, later)).toBe(false);
    expect(isSessionNotOlder(later, earlier)).toBe(true);
    expect(isSessionNotOlder(later, later)).toBe(true);
  });

  it('ignores case (ULIDs are case-insensitive)', () => {
    expect(isSessionNotOlder(earlier.toLowerCase(), later)).toBe(false);
    expect(isSessionNotOlder(later.toLowerCase(), earlier)).toBe(true);
  });

  it('cannot call a missing id stale', () => {
    expect(isSessionNotOlder(undefined, later)).toBe(true);
    expect(isSessionNotOlder(earlier, undefined)).toBe(true);
  });
});

describe('isLegacyFirmware (major below 4)', () => {
  it.each([
    ['3.2.3', true],
    ['2.1.0-beta', true],
    ['4.0.12-1+60238e91', false],
    ['4.2.2+44874492', false],
    ['10.0.0', false],
  ])('%s → %s', (version, legacy) => {
    expect(isLegacyFirmware(version)).toBe(legacy);
  });

  it('does not call an unknown or unreadable version legacy', () => {
    expect(isLegacyFirmware(undefined)).toBe(false);
    expect(isLegacyFirmware('unknown')).toBe(false);
  });
});

describe('hasStrokeSettings (models 0 and 2 only)', () => {
  it.each([
    [0, true],
    [1, false],
    [2, true],
    [3, false],
    [undefined, false],
  ])('model %s → %s', (model, expected) => {
    expect(hasStrokeSettings(model)).toBe(expected);
  });
});
