import { describe, expect, it } from 'vitest';
import { expectedPositionPct } from './expected-position';

const actions = [
  { at: 0, pos: 0 },
  { at: 1000, pos: 100 },
];

describe('expectedPositionPct', () => {
  it('reads the script at the media time', () => {
    expect(expectedPositionPct(actions, 500, 0)).toBe(50);
  });

  it('moves the device later by a positive offset, as the device applies it', () => {
    expect(expectedPositionPct(actions, 500, 200)).toBe(30);
    expect(expectedPositionPct(actions, 500, -200)).toBe(70);
  });

  it('has nothing to show without a script or a time', () => {
    expect(expectedPositionPct([], 500, 0)).toBeUndefined();
    expect(expectedPositionPct(actions, Number.NaN, 0)).toBeUndefined();
  });
});
