import { describe, expect, it } from 'vitest';
import { scriptLengthMismatch } from './script-length';

const endingAt = (atMs: number) => [
  { at: 0, pos: 0 },
  { at: atMs, pos: 100 },
];

describe('scriptLengthMismatch', () => {
  it('accepts a script that ends a little before or after the video', () => {
    expect(scriptLengthMismatch(endingAt(56_000), 60_000)).toBeUndefined();
    expect(scriptLengthMismatch(endingAt(64_000), 60_000)).toBeUndefined();
    // Ten minutes of credits in a two-hour film are normal.
    expect(scriptLengthMismatch(endingAt(6_600_000), 7_200_000)).toBeUndefined();
  });

  it('warns about a script much shorter or longer than the video', () => {
    expect(scriptLengthMismatch(endingAt(30_000), 60_000)).toEqual({
      direction: 'shorter',
      scriptMs: 30_000,
      videoMs: 60_000,
    });
    expect(scriptLengthMismatch(endingAt(70_000), 60_000)?.direction).toBe('longer');
  });

  it('says nothing while the video’s length is unknown', () => {
    expect(scriptLengthMismatch(endingAt(1_000), Number.NaN)).toBeUndefined();
    expect(scriptLengthMismatch(endingAt(1_000), Infinity)).toBeUndefined();
    expect(scriptLengthMismatch(endingAt(1_000), undefined)).toBeUndefined();
  });
});
