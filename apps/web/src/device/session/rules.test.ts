import { isLegacyFirmware as isLegacyFirmwareOfCore } from '@glide/core';
import { describe, expect, it } from 'vitest';
import {
  hasStrokeSettings,
  isLegacyFirmware,
  isSessionNotOlder,
  sliderAbsolute,
  strokeZoneOf,
} from './rules';

describe('sliderAbsolute (spec §3, §9: 0 to 100)', () => {
  it('keeps a figure inside the range and reads one past an end at that end', () => {
    expect([-0.5, 0, 42.5, 100, 100.01, 1e9].map(sliderAbsolute)).toEqual([
      0, 0, 42.5, 100, 100, 100,
    ]);
  });

  it('leaves an unknown figure unknown', () => {
    expect(sliderAbsolute(undefined)).toBeUndefined();
  });

  it('holds both ends of a stroke zone, and only the absolute ones', () => {
    expect(strokeZoneOf({ min: 0.25, max: 0.75, min_absolute: -10, max_absolute: 250 })).toEqual({
      min: 0.25,
      max: 0.75,
      min_absolute: 0,
      max_absolute: 100,
    });
  });
});

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

describe('isLegacyFirmware', () => {
  it('is the shared rule of @glide/core (its table of version strings tests it)', () => {
    expect(isLegacyFirmware).toBe(isLegacyFirmwareOfCore);
    expect(isLegacyFirmware('V3.2.0')).toBe(true);
    expect(isLegacyFirmware('v4.1.0')).toBe(false);
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
