import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/hamp', '/hamp'],
    ['/partners/vr?x=1#top', '/partners/vr?x=1#top'],
    ['/a/../settings', '/settings'],
    ['/', '/'],
  ])('follows the same-site path %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'hamp',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /hamp',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('never returns anything but a single-slash path on this site', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const result = safeRedirectPath(value);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        const url = new URL(result, 'https://glide.example');
        expect(url.origin).toBe('https://glide.example');
      }),
    );
  });
});
