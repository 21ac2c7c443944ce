import { describe, expect, it } from 'vitest';
import { checkConnectionKey, isConnectionKey, normaliseConnectionKey } from './connection-key';

describe('the connection key rule', () => {
  it.each([
    ['abcde', true],
    ['Key12345', true],
    ['a'.repeat(64), true],
    ['abcd', false],
    ['a'.repeat(65), false],
    ['ab!', false],
    ['a-b-c-d', false],
    ['abc de', false],
    ['ключ12345', false],
  ])('%j is a key: %s', (raw, ok) => {
    expect(isConnectionKey(raw)).toBe(ok);
  });

  it('trims surrounding white space before checking', () => {
    expect(normaliseConnectionKey('  Key12345\n')).toBe('Key12345');
    expect(checkConnectionKey(' Key12345 ')).toEqual({ ok: true, key: 'Key12345' });
  });

  it('tells a missing key from a malformed one', () => {
    expect(checkConnectionKey('   ')).toEqual({ ok: false, problem: 'required' });
    expect(checkConnectionKey('ab!')).toEqual({ ok: false, problem: 'format' });
  });
});
