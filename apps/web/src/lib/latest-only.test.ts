import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

describe('latestOnly', () => {
  it('sends the first value at once and only the newest of those that arrive meanwhile', async () => {
    const sent: number[] = [];
    const releases: Array<() => void> = [];
    const send = latestOnly(async (v: number) => {
      sent.push(v);
      await new Promise<void>((resolve) => releases.push(resolve));
    });
    send(1);
    send(2);
    send(3);
    expect(sent).toEqual([1]);
    releases.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([1, 3]);
    releases.shift()?.();
    await Promise.resolve();
    expect(sent).toEqual([1, 3]);
  });
});
