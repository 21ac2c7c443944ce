import { describe, expect, it } from 'vitest';
import { normaliseActions } from './normalise';

describe('normaliseActions', () => {
  it('sorts by time', () => {
    expect(
      normaliseActions([
        { at: 300, pos: 3 },
        { at: 100, pos: 1 },
        { at: 200, pos: 2 },
      ]),
    ).toEqual([
      { at: 100, pos: 1 },
      { at: 200, pos: 2 },
      { at: 300, pos: 3 },
    ]);
  });

  it('keeps the last action given for a time', () => {
    expect(
      normaliseActions([
        { at: 100, pos: 1 },
        { at: 0, pos: 5 },
        { at: 100, pos: 9 },
        { at: 100, pos: 7 },
      ]),
    ).toEqual([
      { at: 0, pos: 5 },
      { at: 100, pos: 7 },
    ]);
  });

  it('de-duplicates already sorted input', () => {
    expect(
      normaliseActions([
        { at: 0, pos: 1 },
        { at: 0, pos: 2 },
        { at: 10, pos: 3 },
      ]),
    ).toEqual([
      { at: 0, pos: 2 },
      { at: 10, pos: 3 },
    ]);
  });

  it('rounds and clamps', () => {
    expect(
      normaliseActions([
        { at: 10.4, pos: -5 },
        { at: 20.5, pos: 100.6 },
        { at: 30, pos: 49.5 },
        { at: -0.2, pos: -0.3 },
      ]),
    ).toEqual([
      { at: 0, pos: 0 },
      { at: 10, pos: 0 },
      { at: 21, pos: 100 },
      { at: 30, pos: 50 },
    ]);
  });

  it('never yields -0', () => {
    const [first] = normaliseActions([{ at: -0.4, pos: -0.4 }]);
    expect(Object.is(first?.at, 0)).toBe(true);
    expect(Object.is(first?.pos, 0)).toBe(true);
  });

  it('drops NaN, infinite, negative and unsafe times and non-finite positions', () => {
    expect(
      normaliseActions([
        { at: Number.NaN, pos: 1 },
        { at: Number.POSITIVE_INFINITY, pos: 1 },
        { at: -1, pos: 1 },
        { at: 2 ** 60, pos: 1 },
        { at: 5, pos: Number.NaN },
        { at: 6, pos: Number.NEGATIVE_INFINITY },
        { at: 7, pos: 70 },
      ]),
    ).toEqual([{ at: 7, pos: 70 }]);
  });

  it('does not modify its input', () => {
    const input = [
      { at: 20, pos: 2.4 },
      { at: 10, pos: 1 },
    ];
    normaliseActions(input);
    expect(input).toEqual([
      { at: 20, pos: 2.4 },
      { at: 10, pos: 1 },
    ]);
  });

  it('returns an empty list for no actions', () => {
    expect(normaliseActions([])).toEqual([]);
  });
});
