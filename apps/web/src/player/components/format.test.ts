import { describe, expect, it } from 'vitest';
import { formatLag, formatMs, formatSigned, formatSignedMs, shownUncertaintyMs } from './format';

describe('formatSignedMs', () => {
  it('writes whole ms with a sign and a real minus, and no sign for what rounds to 0', () => {
    expect(formatSignedMs(42.4, 'en-US')).toBe('+42 ms');
    expect(formatSignedMs(-8, 'en-US')).toBe('\u22128 ms');
    expect(formatSignedMs(-0.4, 'en-US')).toBe('0 ms');
    expect(formatSignedMs(0, 'en-US')).toBe('0 ms');
    // The same sign rule as the unitless figures beside it.
    expect(formatSigned(-8, 'en-US')).toBe('\u22128');
  });
});

describe('formatMs', () => {
  it('writes a magnitude: whole ms, no sign', () => {
    expect(formatMs(-59.6, 'en-US')).toBe('60 ms');
  });
});

describe('formatLag', () => {
  it('never shows an uncertainty under ± 5 ms, and rounds a wider one up', () => {
    expect(shownUncertaintyMs(0)).toBe(5);
    expect(shownUncertaintyMs(2.1)).toBe(5);
    expect(shownUncertaintyMs(5)).toBe(5);
    expect(shownUncertaintyMs(5.2)).toBe(6);
    expect(formatLag(61.6, 2.1, 'en-US')).toEqual({ lag: '+62 ms', uncertainty: '5 ms' });
    expect(formatLag(-12.2, 14.1, 'en-US')).toEqual({ lag: '\u221212 ms', uncertainty: '15 ms' });
  });

  it('speaks the page’s language', () => {
    // German groups thousands with a dot (the space before the unit varies with the ICU data).
    expect(formatLag(1_234.4, 7, 'de').lag).toMatch(/^\+1\.234\sms$/);
  });
});
