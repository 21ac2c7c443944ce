import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('uses the browser’s own where it has one', () => {
    expect(randomUuid({ randomUUID: () => '1-2-3-4-5', getRandomValues: (a) => a })).toBe(
      '1-2-3-4-5',
    );
  });

  it('builds a version 4 UUID from random bytes where it has not', () => {
    const allOnes = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    };
    expect(randomUuid({ getRandomValues: allOnes })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const real = randomUuid({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(real).toMatch(V4);
  });
});
