import { describe, expect, it } from 'vitest';
import { sharedKey, shareTargetPath } from './share-target';

describe('shareTargetPath', () => {
  it('opens a known device page, in any case', () => {
    expect(shareTargetPath('remote')).toBe('/remote');
    expect(shareTargetPath('hamp')).toBe('/hamp');
    expect(shareTargetPath('HVP')).toBe('/hvp');
    expect(shareTargetPath('hdsp')).toBe('/hdsp');
  });

  it('opens the remote control without a page or for any other name', () => {
    expect(shareTargetPath(undefined)).toBe('/remote');
    expect(shareTargetPath('settings')).toBe('/remote');
    expect(shareTargetPath('debug')).toBe('/remote');
    expect(shareTargetPath('')).toBe('/remote');
  });
});

describe('sharedKey', () => {
  it('accepts what the API accepts and nothing else', () => {
    expect(sharedKey('Shared01')).toBe('Shared01');
    expect(sharedKey(undefined)).toBeUndefined();
    expect(sharedKey('abc')).toBeUndefined();
    expect(sharedKey('bad key!')).toBeUndefined();
    expect(sharedKey('a'.repeat(65))).toBeUndefined();
  });
});
