import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNatural, naturalKey } from './natural-order';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => compareNatural(naturalKey(a), naturalKey(b)));

describe('compareNatural', () => {
  it('orders digit runs by value', () => {
    expect(sorted(['clip 10', 'clip 2', 'clip 1', 'clip 100', 'clip 9'])).toEqual([
      'clip 1',
      'clip 2',
      'clip 9',
      'clip 10',
      'clip 100',
    ]);
  });

  it('ignores case and leading zeros, and puts the shorter spelling of a value first', () => {
    expect(sorted(['B', 'a', 'C'])).toEqual(['a', 'B', 'C']);
    expect(sorted(['ep 010', 'ep 9', 'ep 10'])).toEqual(['ep 9', 'ep 10', 'ep 010']);
  });

  it('keeps a folder together: a separator sorts before any character', () => {
    expect(sorted(['a b/x', 'a/z', 'a-c'])).toEqual(['a/z', 'a b/x', 'a-c']);
  });

  it('is 0 only for equal keys, antisymmetric and transitive', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', '0', '1', '9', ' ', '/', '.') });
    fc.assert(
      fc.property(text, text, text, (a, b, c) => {
        expect(compareNatural(a, b) === 0).toBe(a === b);
        expect(Math.sign(compareNatural(a, b)) + Math.sign(compareNatural(b, a))).toBe(0);
        if (compareNatural(a, b) < 0 && compareNatural(b, c) < 0) {
          expect(compareNatural(a, c)).toBeLessThan(0);
        }
      }),
    );
  });
});
