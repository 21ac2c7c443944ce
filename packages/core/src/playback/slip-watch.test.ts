import { describe, expect, it } from 'vitest';
import { SlipWatch } from './slip-watch';
import {
  SLIP_BOUND_MS,
  SLIP_CHECK_INTERVAL_MS,
  SLIP_MIN_GAP_MS,
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
    expect(fix).toBe(300 + SLIP_RATE_SETTLE_MS + SLIP_CHECK_INTERVAL_MS);
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
