import { describe, expect, it } from 'vitest';
import { lengthMismatch } from './length-mismatch';

const endingAt = (atMs: number) => [
  { at: 0, pos: 0 },
  { at: atMs, pos: 100 },
];

describe('lengthMismatch', () => {
  it('accepts a script that ends a little before or after the video', () => {
    expect(lengthMismatch(endingAt(56_000), 60_000)).toBeUndefined();
    expect(lengthMismatch(endingAt(64_000), 60_000)).toBeUndefined();
    // Ten minutes of credits in a two-hour film are normal.
    expect(lengthMismatch(endingAt(6_600_000), 7_200_000)).toBeUndefined();
  });

  it('warns about a script much shorter or longer than the video', () => {
    expect(lengthMismatch(endingAt(30_000), 60_000)).toEqual({
      kind: 'shorter',
      scriptMs: 30_000,
      videoMs: 60_000,
    });
    expect(lengthMismatch(endingAt(70_000), 60_000)?.kind).toBe('longer');
  });

  it('says nothing while the video’s length is unknown', () => {
    expect(lengthMismatch(endingAt(1_000), Number.NaN)).toBeUndefined();
    expect(lengthMismatch(endingAt(1_000), Infinity)).toBeUndefined();
  });
});
