import { describe, expect, it } from 'vitest';
import { toHspPoints } from './hsp';

describe('toHspPoints', () => {
  const actions = [
    { at: 100.6, pos: 20.4 },
    { at: 0, pos: 110 },
    { at: -10, pos: 50 },
    { at: 50, pos: Number.NaN },
  ];

  it('rounds, clamps, sorts and drops invalid actions', () => {
    expect(toHspPoints(actions)).toEqual([
      { t: 0, x: 100 },
      { t: 101, x: 20 },
    ]);
  });

  it('inverts on request', () => {
    expect(toHspPoints(actions, { inverted: true })).toEqual([
      { t: 0, x: 0 },
      { t: 101, x: 80 },
    ]);
  });
});
