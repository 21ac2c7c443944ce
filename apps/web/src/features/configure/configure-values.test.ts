import { describe, expect, it } from 'vitest';
import { initialSessionState } from '../../device/session/initial-state';
import { isLastInterface, turnOffRisk } from './interfaces';
import { clampUserTimeOffset, parseUserTimeOffset } from '../../device';

describe('user time offset', () => {
  it('accepts whole numbers within ±5000 ms, with a sign or a typographic minus', () => {
    expect(parseUserTimeOffset(' 120 ')).toBe(120);
    expect(parseUserTimeOffset('+5000')).toBe(5000);
    expect(parseUserTimeOffset('\u221225')).toBe(-25);
    expect(parseUserTimeOffset('-5000')).toBe(-5000);
  });

  it('refuses fractions, words, empty text and values past the range', () => {
    for (const text of ['', '1.5', 'ten', '5001', '-5001', '1e3', '--1']) {
      expect(parseUserTimeOffset(text), text).toBeUndefined();
    }
  });

  it('keeps stepped values in the range', () => {
    expect(clampUserTimeOffset(4_995 + 10)).toBe(5_000);
    expect(clampUserTimeOffset(-5_010)).toBe(-5_000);
    expect(clampUserTimeOffset(12.6)).toBe(13);
  });
});

describe('radio guards', () => {
  const system = initialSessionState.system;

  it('always asks before Wi-Fi goes off, and before Bluetooth only while it is in use', () => {
    expect(turnOffRisk('wifi', system)).toBe('cloudLink');
    expect(turnOffRisk('ble', { ...system, ble_state: 2 })).toBeUndefined();
    expect(turnOffRisk('ble', { ...system, ble_state: 3 })).toBe('bleLink');
  });

  it('knows the last radio on', () => {
    expect(isLastInterface('wifi', { ...system, wifi: true, ble: false })).toBe(true);
    expect(isLastInterface('ble', { ...system, wifi: true, ble: true })).toBe(false);
    expect(isLastInterface('ble', system)).toBe(false);
  });
});
