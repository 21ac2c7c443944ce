import { describe, expect, it } from 'vitest';
import {
  formatStashVersion,
  isSupportedStashVersion,
  MINIMUM_STASH_VERSION,
  parseStashVersion,
} from './version';

describe('Stash versions', () => {
  it.each([
    ['v0.30.1', [0, 30, 1]],
    ['0.25.0', [0, 25, 0]],
    ['v0.30.1-45-gcf3489efd', [0, 30, 1]],
    [' v1.2.3 ', [1, 2, 3]],
  ])('reads %s', (text, version) => {
    expect(parseStashVersion(text)).toEqual(version);
  });

  it.each([null, undefined, '', 'develop', 'v0.30'])('reads no version in %j', (text) => {
    expect(parseStashVersion(text)).toBeUndefined();
  });

  it('supports v0.25.0 and later, and lets an unknown version through', () => {
    expect(formatStashVersion(MINIMUM_STASH_VERSION)).toBe('0.25.0');
    expect(isSupportedStashVersion([0, 24, 3])).toBe(false);
    expect(isSupportedStashVersion([0, 25, 0])).toBe(true);
    expect(isSupportedStashVersion([0, 30, 1])).toBe(true);
    expect(isSupportedStashVersion([1, 0, 0])).toBe(true);
    expect(isSupportedStashVersion(undefined)).toBe(true);
  });
});
