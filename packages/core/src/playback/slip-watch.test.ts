import { describe, expect, it } from 'vitest';
import { SlipWatch } from './slip-watch';
import {
  SLIP_BOUND_MS,
  SLIP_CHECK_INTERVAL_MS,
  SLIP_MIN_GAP_MS,
  SLIP_RATE_SETTLE_MIN_MS,
  SLIP_RATE_SETTLE_MS,
} from './tuning';

/** The media `offMs` off a line anchored at 0 ms media / 0 ms clock, at clock `atMs`. */
const off = (atMs: number, offMs: number) => ({ positionMs: atMs + offMs, atMs, rate: 1 });

/** Checks every interval from `fromMs` until one confirms a fix; the fix's time, or undefined. */
function fixAt(watch: SlipWatch, fromMs: number, offMs: number, untilMs: number) {
  for (let at = fromMs; at <= untilMs; at += SLIP_CHECK_INTERVAL_MS) {
    if (watch.check(off(at, offMs))) return at;
  }
  return undefined;
}

describe('SlipWatch', () => {
  const slipMs = SLIP_BOUND_MS + 20;

  it('judges a deviation in media ms, and below 1× in wall time (media ms ÷ the rate)', () => {
    const at = (rate: number, offMs: number) => ({
      positionMs: 1_000 * rate + offMs,
      atMs: 1_000,
      rate,
    });
    const watch = new SlipWatch();
    watch.anchor({ positionMs: 0, atMs: 0, rate: 0.5 });
    // At 0.5× two thirds of the bound in media ms is 4/3 of it on the clock.
    expect(watch.beyond(at(0.5, (SLIP_BOUND_MS * 2) / 3))).toBe(true);
    expect(watch.beyond(at(0.5, SLIP_BOUND_MS / 3))).toBe(false);
    watch.anchor({ positionMs: 0, atMs: 0, rate: 2 });
    expect(watch.beyond(at(2, SLIP_BOUND_MS * 0.9))).toBe(false);
    expect(watch.beyond(at(2, SLIP_BOUND_MS * 1.1))).toBe(true);
  });

  it('lets a rate change settle before it checks, then fixes at once whatever the gap', () => {
    const watch = new SlipWatch();
    watch.anchor(off(0, 0));
    expect(fixAt(watch, 100, slipMs, 300)).toBe(200);
    // The rate changes 100 ms after that fix: inside the gap, and the frames are not settled.
    watch.anchorRate(off(300, 0));
    const fix = fixAt(watch, 300, slipMs, 2_000);
    // The settling check needs no confirming one: the line had its time to settle.
    expect(fix).toBe(300 + SLIP_RATE_SETTLE_MS);
  });

  it('after a rate change, fixes an offset under the bound once, at the settling check', () => {
    const at = (atMs: number, offMs: number) => ({
      positionMs: atMs * 1.5 + offMs,
      atMs,
      rate: 1.5,
    });
    const watch = new SlipWatch();
    watch.anchorRate(at(0, 0));
    // 6 ms of media at 1.5× is 4 ms of wall time: under the bound, over the settling minimum.
    const offMs = 6;
    expect(watch.check(at(SLIP_RATE_SETTLE_MS - 1, offMs))).toBe(false);
    expect(watch.check(at(SLIP_RATE_SETTLE_MS, offMs))).toBe(true);
    // Until the fix is taken, a measure finds it beyond; the pull ends that.
    expect(watch.beyond(at(SLIP_RATE_SETTLE_MS + 20, offMs))).toBe(true);
    watch.pull(at(SLIP_RATE_SETTLE_MS + 20, offMs), 1);
    expect(watch.beyond(at(SLIP_RATE_SETTLE_MS + 40, offMs + 6))).toBe(false);
    // Later checks hold the usual bound (12 media ms): another 6 ms is left alone.
    let now = SLIP_RATE_SETTLE_MS + 100;
    let fixes = 0;
    for (; now < 3_000; now += SLIP_CHECK_INTERVAL_MS) if (watch.check(at(now, 2 * offMs))) fixes++;
    expect(fixes).toBe(0);
  });

  it('re-rates the line from where the device is when it keeps its own time (HSP)', () => {
    const watch = new SlipWatch();
    watch.anchor({ positionMs: 0, atMs: 0, rate: 1 });
    // The rate call goes at 1 s with the media 30 ms ahead of the device's line (the video
    // switched before the call): the line runs on from 1_000, now at 2×.
    watch.rerate({ positionMs: 1_030, atMs: 1_000, rate: 2 });
    expect(watch.deviationMs({ positionMs: 1_230, atMs: 1_100, rate: 2 })).toBe(30);
    // A re-play (HSSP) puts the line on the media instead.
    watch.anchorRate({ positionMs: 1_230, atMs: 1_100, rate: 2 });
    expect(watch.deviationMs({ positionMs: 1_430, atMs: 1_200, rate: 2 })).toBe(0);
    // Without a line, a re-rate anchors on the media.
    const fresh = new SlipWatch();
    fresh.rerate({ positionMs: 500, atMs: 500, rate: 2 });
    expect(fresh.deviationMs({ positionMs: 700, atMs: 600, rate: 2 })).toBe(0);
  });

  it('after a rate change, sends nothing when the device is within the settling minimum', () => {
    const at = (atMs: number, offMs: number) => ({ positionMs: atMs * 2 + offMs, atMs, rate: 2 });
    const watch = new SlipWatch();
    watch.anchorRate(at(0, 0));
    // 2 ms of media at 2× is 1 ms of wall time.
    let fixes = 0;
    for (let now = 0; now < 3_000; now += SLIP_CHECK_INTERVAL_MS)
      if (watch.check(at(now, 2))) fixes++;
    expect(fixes).toBe(0);
    expect(SLIP_RATE_SETTLE_MIN_MS).toBeGreaterThan(1);
  });

  it('keeps the minimum gap between two fixes on one line', () => {
    const watch = new SlipWatch();
    watch.anchor(off(0, 0));
    expect(fixAt(watch, 100, slipMs, 300)).toBe(200);
    // A slip's own re-play is not fresh: the next fix waits out the gap.
    watch.anchor(off(200, 0));
    const next = fixAt(watch, 300, slipMs, 3_000);
    expect(next).toBeGreaterThanOrEqual(200 + SLIP_MIN_GAP_MS);
  });

  it('lets the first fix after a fresh play through at once, and only that one', () => {
    const watch = new SlipWatch();
    watch.anchor(off(0, 0));
    expect(fixAt(watch, 100, slipMs, 300)).toBe(200);
    // A resume or a loop's wrap 100 ms later: its own error is fixed without waiting.
    watch.anchor(off(300, 0), true);
    expect(fixAt(watch, 400, slipMs, 600)).toBe(500);
    watch.anchor(off(500, 0));
    expect(fixAt(watch, 600, slipMs, 3_000)).toBeGreaterThanOrEqual(500 + SLIP_MIN_GAP_MS);
  });
});
