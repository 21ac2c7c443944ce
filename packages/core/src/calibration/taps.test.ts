import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { analyseTaps } from './taps';
import { CALIBRATION_WARM_UP_TAPS } from './tuning';

const PERIOD = 500;
/** 40 beats, one every 500 ms from t = 10 s. */
const BEATS = Array.from({ length: 40 }, (_, i) => 10_000 + PERIOD * i);
/** A small fixed jitter pattern, mean 0, within ±20 ms. */
const JITTER = [0, 12, -7, 19, -15, 4, -20, 9, -3, 16, -11, 6, -18, 2, 14, -9, 20, -13, 8, -4];

/** One tap per beat (from the first), `delayMs` after it plus the jitter pattern. */
function tapsAt(delayMs: number, count = 20, beats = BEATS): number[] {
  return beats.slice(0, count).map((beat, i) => beat + delayMs + (JITTER[i % JITTER.length] ?? 0));
}

const analyse = (tapsMs: number[], extra: { warmUp?: number; beatsMs?: number[] } = {}) =>
  analyseTaps({ beatsMs: extra.beatsMs ?? BEATS, tapsMs, periodMs: PERIOD, warmUp: extra.warmUp });

describe('analyseTaps', () => {
  it('measures a constant delay exactly, after the warm-up', () => {
    const estimate = analyse(BEATS.slice(0, 20).map((beat) => beat + 120));
    expect(estimate).toMatchObject({
      offsetMs: 120,
      halfWidthMs: 0,
      taps: 20,
      warmUpDiscarded: CALIBRATION_WARM_UP_TAPS,
      accepted: 20 - CALIBRATION_WARM_UP_TAPS,
      rejected: 0,
      doubleTaps: 0,
      unpaired: 0,
      periodMs: PERIOD,
    });
    expect(estimate.coherence).toBeCloseTo(1, 9);
  });

  it('measures a jittered delay within its interval', () => {
    const estimate = analyse(tapsAt(180));
    expect(estimate.accepted).toBe(17);
    expect(estimate.estimator).toBe('mean');
    expect(Math.abs((estimate.offsetMs ?? 0) - 180)).toBeLessThan(estimate.halfWidthMs ?? 0);
    expect(estimate.spreadMs).toBeGreaterThan(10);
    expect(estimate.spreadMs).toBeLessThan(15);
  });

  it('pairs a delay longer than half a period with its own beat, not the next one', () => {
    // Nearest-beat pairing would read 350 ms as 150 ms early.
    const estimate = analyse(tapsAt(350));
    expect(estimate.offsetMs).toBeCloseTo(350 + mean(JITTER.slice(3)), 9);
    expect(estimate.accepted).toBe(17);
  });

  it('keeps taps together when their delay straddles half a period', () => {
    // Around 250 ms the taps fall alternately nearer the beat before and the one after: nearest-
    // beat pairing splits them into +230…+250 and −250…−230 and averages to nonsense.
    const estimate = analyse(tapsAt(250));
    expect(estimate.offsetMs).toBeCloseTo(250 + mean(JITTER.slice(3)), 9);
    expect(estimate).toMatchObject({ accepted: 17, rejected: 0, unpaired: 0 });
  });

  it('reports an offset only modulo the period, in [−0.2, 0.8) periods', () => {
    expect(analyse(BEATS.slice(0, 20).map((beat) => beat + 450)).offsetMs).toBe(-50);
    expect(analyse(BEATS.slice(0, 20).map((beat) => beat - 60)).offsetMs).toBe(-60);
    expect(analyse(BEATS.slice(0, 20).map((beat) => beat + 399)).offsetMs).toBe(399);
  });

  it('drops the warm-up taps, however wild', () => {
    const taps = tapsAt(120);
    taps[0] = BEATS[0]! + 330;
    taps[1] = BEATS[1]! + 10;
    taps[2] = BEATS[2]! + 260;
    const estimate = analyse(taps);
    expect(estimate).toMatchObject({ warmUpDiscarded: 3, rejected: 0, accepted: 17 });
    expect(estimate.offsetMs).toBeCloseTo(120 + mean(JITTER.slice(3)), 9);
    // Counted, the same taps are outliers instead.
    const counted = analyse(taps, { warmUp: 0 });
    expect(counted).toMatchObject({ warmUpDiscarded: 0, rejected: 3, accepted: 17 });
    expect(counted.offsetMs).toBeCloseTo(estimate.offsetMs ?? 0, 9);
  });

  it('keeps one tap per beat: the one nearest the delay of the beats with one tap', () => {
    const taps = tapsAt(120);
    const doubled = [...taps, taps[5]! + 90, taps[9]! + 150, taps[12]! - 70];
    const estimate = analyse(doubled);
    expect(estimate).toMatchObject({ doubleTaps: 3, accepted: 17, rejected: 0 });
    expect(estimate.offsetMs).toBeCloseTo(analyse(taps).offsetMs ?? 0, 9);
  });

  it('takes the second tap of a beat when the first was the stray one', () => {
    const taps = tapsAt(120);
    const early = taps[8]! - 200;
    const estimate = analyse([...taps, early]);
    expect(estimate).toMatchObject({ doubleTaps: 1, accepted: 17 });
    expect(estimate.offsetMs).toBeCloseTo(analyse(taps).offsetMs ?? 0, 9);
  });

  it('keeps the right taps of a tapper who double-taps most beats', () => {
    // 11 of the 17 counted beats get a second tap 50 ms late: the circular mean of all the taps
    // sits near 140 ms, between the two, and would keep a late tap where the first came early.
    const taps = tapsAt(120);
    const late = taps.filter((_, i) => i >= 3 && i % 3 !== 0).map((tap) => tap + 50);
    const estimate = analyse([...taps, ...late]);
    expect(estimate).toMatchObject({ doubleTaps: 11, accepted: 17, rejected: 0 });
    expect(estimate.offsetMs).toBeCloseTo(analyse(taps).offsetMs ?? 0, 9);
  });

  it('needs nothing for a missed beat', () => {
    const taps = tapsAt(120, 30).filter((_, i) => i % 3 !== 2);
    const estimate = analyse(taps);
    expect(estimate).toMatchObject({ taps: 20, accepted: 17, rejected: 0, unpaired: 0 });
    expect(Math.abs((estimate.offsetMs ?? 0) - 120)).toBeLessThan(estimate.halfWidthMs ?? 0);
  });

  it('rejects a stray tap by the median absolute deviation', () => {
    const taps = tapsAt(120);
    taps.splice(10, 1, BEATS[10]! + 300); // that beat's tap came 180 ms late
    const estimate = analyse(taps);
    expect(estimate).toMatchObject({ rejected: 1, accepted: 16 });
    expect(Math.abs((estimate.offsetMs ?? 0) - 120)).toBeLessThan(estimate.halfWidthMs ?? 0);
  });

  it('does not reject a very steady tapper on a coarse clock (MAD of 0)', () => {
    const taps = BEATS.slice(0, 24).map((beat, i) => beat + 120 + (i % 7 === 0 ? 1 : 0));
    const estimate = analyse(taps);
    expect(estimate).toMatchObject({ rejected: 0, accepted: 21 });
    expect(estimate.offsetMs).toBeCloseTo(120.5, 9);
  });

  it('leaves out taps before the first beat and after the last', () => {
    const taps = tapsAt(120);
    const before = BEATS[0]! - 700;
    const after = BEATS[39]! + 120 + 900;
    const estimate = analyse([before, ...taps, after], { warmUp: 0 });
    expect(estimate).toMatchObject({ unpaired: 2, accepted: 20, taps: 22 });
    // With the default warm-up, the early tap is simply one of the warm-up taps.
    expect(analyse([before, ...taps, after])).toMatchObject({ unpaired: 1, warmUpDiscarded: 3 });
  });

  it('pairs a tap that comes before the first beat with it when the tapper anticipates', () => {
    const taps = BEATS.slice(0, 20).map((beat) => beat - 30);
    expect(analyse(taps, { warmUp: 0 })).toMatchObject({
      offsetMs: -30,
      accepted: 20,
      unpaired: 0,
    });
  });

  it('uses the beats as given, not an ideal grid', () => {
    // Frames of a 60 Hz video: each flash up to 8 ms off the grid.
    const beats = BEATS.map((beat, i) => beat + [0, 8, -8, 4, -4][i % 5]!);
    const taps = beats.slice(0, 20).map((beat) => beat + 200);
    expect(analyse(taps, { beatsMs: beats }).offsetMs).toBe(200);
  });

  it('does not care about the order of taps or beats, and ignores non-finite ones', () => {
    const taps = tapsAt(150);
    const shuffled = [...taps].reverse();
    shuffled.splice(4, 0, Number.NaN, Number.POSITIVE_INFINITY);
    const beats = [...BEATS].reverse();
    expect(analyse(shuffled, { beatsMs: beats })).toEqual(analyse(taps));
  });

  it('gives no estimate without taps, beats, or with fewer than two accepted taps', () => {
    expect(analyse([])).toMatchObject({ offsetMs: null, halfWidthMs: null, accepted: 0, taps: 0 });
    expect(analyse(tapsAt(120), { beatsMs: [] })).toMatchObject({
      offsetMs: null,
      accepted: 0,
      unpaired: 17,
    });
    expect(analyse(tapsAt(120, 4))).toMatchObject({ offsetMs: null, accepted: 1, taps: 4 });
  });

  it('never settles on taps out of rhythm', () => {
    const random = createRandom(3);
    const taps = Array.from({ length: 60 }, () => BEATS[0]! + 19_500 * random());
    const estimate = analyse(taps);
    expect(estimate.coherence).toBeLessThan(0.3);
    expect(estimate.halfWidthMs).toBeGreaterThan(20);
  });

  it('refuses a period that is not a positive number, and a negative warm-up', () => {
    expect(() => analyseTaps({ beatsMs: BEATS, tapsMs: [], periodMs: 0 })).toThrow(RangeError);
    expect(() => analyseTaps({ beatsMs: BEATS, tapsMs: [], periodMs: Number.NaN })).toThrow(
      RangeError,
    );
    expect(() => analyseTaps({ beatsMs: BEATS, tapsMs: [], periodMs: 500, warmUp: -1 })).toThrow(
      RangeError,
    );
  });
});

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
