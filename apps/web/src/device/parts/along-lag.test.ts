import { describe, expect, it } from 'vitest';
import { ALONG_LAG_WINDOW_MS, createAlongLag, lagBehind, type TimedAnswer } from './along-lag';

const answer = (overrides: Partial<TimedAnswer>): TimedAnswer => ({
  sentAtMs: 1_000,
  answeredAtMs: 1_080,
  playState: 1,
  streamId: 7,
  currentTimeMs: 20_000,
  rate: 1,
  ...overrides,
});

describe('lagBehind', () => {
  it('compares the two play clocks at the middle of the device in use’s round trip', () => {
    // Same round trip: 30 ms behind.
    expect(lagBehind(answer({}), answer({ currentTimeMs: 19_970 }))).toBe(30);
    // Its answer was read 40 ms later (its round trip's middle), with the same play time: it is
    // 40 ms behind once carried back to the same moment.
    expect(
      lagBehind(
        answer({ sentAtMs: 1_000, answeredAtMs: 1_080 }),
        answer({ sentAtMs: 1_000, answeredAtMs: 1_160, currentTimeMs: 20_000 }),
      ),
    ).toBe(40);
    // Ahead is negative; the rate scales the carry.
    expect(
      lagBehind(
        answer({ rate: 2 }),
        answer({ answeredAtMs: 1_120, currentTimeMs: 20_060, rate: 2 }),
      ),
    ).toBe(-20);
  });

  it('says nothing unless both play the same stream', () => {
    expect(lagBehind(answer({}), answer({ playState: 2 }))).toBeUndefined();
    expect(lagBehind(answer({ playState: 0 }), answer({}))).toBeUndefined();
    expect(lagBehind(answer({}), answer({ streamId: 8 }))).toBeUndefined();
  });
});

describe('createAlongLag', () => {
  it('gives the median of each device’s recent samples, and tells its listeners', () => {
    const store = createAlongLag();
    let told = 0;
    store.subscribe(() => (told += 1));
    for (const [lagMs, atMs] of [
      [10, 0],
      [200, 100],
      [14, 200],
      [12, 300],
    ] as const) {
      store.record('Partner1', lagMs, atMs);
    }
    store.record('Partner2', -5, 300);
    expect(told).toBe(5);
    expect(store.lagOf('Partner1', 400)).toBe(13);
    expect(store.lagOf('Partner2', 400)).toBe(-5);
    expect(store.lagOf('Nobody', 400)).toBeUndefined();
    // Old samples say nothing of now.
    expect(store.lagOf('Partner1', 300 + ALONG_LAG_WINDOW_MS + 1)).toBeUndefined();
    expect(store.lagOf('Partner1', 100 + ALONG_LAG_WINDOW_MS + 1)).toBe(13);
  });
});
