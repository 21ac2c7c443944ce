import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@glide/core';
import {
  afterEnd,
  naturalOrder,
  resumablePositionMs,
  shuffledOrder,
  stepInOrder,
} from './playlist-order';

describe('the library’s order', () => {
  it('shuffles every entry exactly once, the one playing first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer(), fc.nat(), (count, seed, pick) => {
        const first = count === 0 ? undefined : pick % count;
        const order = shuffledOrder(count, createRandom(seed), first);
        expect([...order].sort((a, b) => a - b)).toEqual(naturalOrder(count));
        if (first !== undefined) expect(order[0]).toBe(first);
      }),
    );
  });

  it('steps forward and back, stopping at the ends unless the whole list repeats', () => {
    const order = [2, 0, 1];
    expect(stepInOrder(order, 2, 1, 'off')).toBe(0);
    expect(stepInOrder(order, 0, -1, 'off')).toBe(2);
    expect(stepInOrder(order, 1, 1, 'off')).toBeUndefined();
    expect(stepInOrder(order, 2, -1, 'off')).toBeUndefined();
    expect(stepInOrder(order, 1, 1, 'all')).toBe(2);
    expect(stepInOrder(order, 2, -1, 'all')).toBe(1);
    expect(stepInOrder(order, undefined, 1, 'off')).toBe(2);
    expect(stepInOrder([], 0, 1, 'all')).toBeUndefined();
  });

  it('repeats the video at its end with repeat one, else goes on or stops', () => {
    expect(afterEnd([0, 1], 1, 'one')).toBe(1);
    expect(afterEnd([0, 1], 0, 'off')).toBe(1);
    expect(afterEnd([0, 1], 1, 'off')).toBeUndefined();
    expect(afterEnd([0, 1], 1, 'all')).toBe(0);
  });

  it('offers a saved position only away from the start and the end', () => {
    expect(resumablePositionMs(60_000, 600_000)).toBe(60_000);
    expect(resumablePositionMs(9_000, 600_000)).toBeUndefined();
    expect(resumablePositionMs(595_000, 600_000)).toBeUndefined();
    expect(resumablePositionMs(undefined, 600_000)).toBeUndefined();
    expect(resumablePositionMs(60_000, Number.NaN)).toBeUndefined();
  });
});
