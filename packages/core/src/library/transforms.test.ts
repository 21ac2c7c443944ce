import { describe, expect, it } from 'vitest';
import type { Action } from '../script/types';
import { maxSegmentSpeedPctPerS } from './speed';
import { invert, limitSpeed, offsetTime, remapRange, slowDown, usedBand } from './transforms';

const script = (...pairs: [number, number][]): Action[] => pairs.map(([at, pos]) => ({ at, pos }));

describe('offsetTime', () => {
  it('moves every action later', () => {
    expect(offsetTime(script([0, 10], [100, 90]), 250)).toEqual(script([250, 10], [350, 90]));
  });

  it('drops what falls before 0 and starts at the position the shifted script has there', () => {
    // At original time 300 the script is halfway from 0 (at 200) to 100 (at 400).
    expect(offsetTime(script([0, 50], [200, 0], [400, 100], [600, 20]), -300)).toEqual(
      script([0, 50], [100, 100], [300, 20]),
    );
  });

  it('adds nothing when an action lands exactly on 0, and rounds the offset to whole ms', () => {
    expect(offsetTime(script([100, 5], [200, 6]), -100.4)).toEqual(script([0, 5], [100, 6]));
  });

  it('keeps the last position when every action falls before 0', () => {
    expect(offsetTime(script([0, 5], [100, 70]), -1000)).toEqual(script([0, 70]));
  });

  it('refuses a non-finite offset', () => {
    expect(() => offsetTime(script([0, 5]), Number.NaN)).toThrow(RangeError);
  });
});

describe('invert', () => {
  it('mirrors positions and keeps times', () => {
    expect(invert(script([0, 0], [10, 30], [20, 100]))).toEqual(
      script([0, 100], [10, 70], [20, 0]),
    );
  });
});

describe('remapRange', () => {
  const band = script([0, 40], [100, 60], [200, 50]);

  it('stretches the used band to 0–100 by default', () => {
    expect(remapRange(band)).toEqual(script([0, 0], [100, 100], [200, 50]));
  });

  it('maps an explicit band, clamping what lies outside it', () => {
    expect(
      remapRange(script([0, 0], [1, 50], [2, 100]), {
        fromMin: 25,
        fromMax: 75,
        toMin: 10,
        toMax: 20,
      }),
    ).toEqual(script([0, 10], [1, 15], [2, 20]));
  });

  it('narrows the full stroke to a centred band, as a range of 80 % asks', () => {
    expect(
      remapRange(script([0, 0], [1, 100]), { fromMin: 0, fromMax: 100, toMin: 10, toMax: 90 }),
    ).toEqual(script([0, 10], [1, 90]));
  });

  it('maps a flat script to the middle of the target band, and a reversed band inverts', () => {
    expect(remapRange(script([0, 30], [1, 30]))).toEqual(script([0, 50], [1, 50]));
    expect(remapRange(script([0, 0], [1, 100]), { toMin: 100, toMax: 0 })).toEqual(
      script([0, 100], [1, 0]),
    );
  });

  it('clamps bounds to 0–100 and refuses non-finite ones', () => {
    expect(remapRange(script([0, 0], [1, 100]), { toMin: -50, toMax: 150 })).toEqual(
      script([0, 0], [1, 100]),
    );
    expect(() => remapRange(band, { toMax: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('reports the used band', () => {
    expect(usedBand(band)).toEqual({ minPct: 40, maxPct: 60 });
    expect(usedBand([])).toEqual({ minPct: 0, maxPct: 0 });
  });
});

describe('limitSpeed', () => {
  it('shrinks consecutive full strokes around their middle', () => {
    // 100 % in 100 ms is 1000 %/s; at 400 %/s a stroke may travel 40 %.
    const fast = script([0, 0], [100, 100], [200, 0], [300, 100], [400, 0]);
    expect(limitSpeed(fast, 400)).toEqual(
      script([0, 30], [100, 70], [200, 30], [300, 70], [400, 30]),
    );
  });

  it('shortens one fast stroke among slow ones and leaves the slow ones away from it', () => {
    const out = limitSpeed(script([0, 50], [1000, 50], [1100, 0], [1200, 100], [3000, 50]), 400);
    expect(out).toEqual(script([0, 50], [1000, 50], [1100, 30], [1200, 70], [3000, 50]));
    expect(maxSegmentSpeedPctPerS(out)).toBeLessThanOrEqual(400);
  });

  it('does not let one extreme move flatten a whole burst of strokes', () => {
    // 40 strokes 200 ms apart (500 %/s, 80 % allowed), one of them squeezed into 20 ms.
    const actions = Array.from({ length: 41 }, (_, i) => ({
      at: i * 200 - (i > 20 ? 180 : 0),
      pos: i % 2 === 1 ? 100 : 0,
    }));
    const out = limitSpeed(actions, 400);
    expect(maxSegmentSpeedPctPerS(out)).toBeLessThanOrEqual(400);
    const strokesPct = out.slice(1).map((a, i) => Math.abs(a.pos - (out[i]?.pos ?? 0)));
    // Only the squeezed move (8 % in 20 ms) and the two beside it are shorter than 80 %.
    expect(strokesPct.filter((pct) => pct === 80)).toHaveLength(37);
    expect(strokesPct[20]).toBe(8);
  });

  it('caps a million fast actions in one burst', () => {
    const actions = Array.from({ length: 1_000_000 }, (_, i) => ({
      at: i * 100,
      pos: i % 2 === 0 ? 0 : 100,
    }));
    const out = limitSpeed(actions, 400);
    expect(out[0]).toEqual({ at: 0, pos: 30 });
    expect(maxSegmentSpeedPctPerS(out)).toBe(400);
  });

  it('keeps a script already within the limit as it is', () => {
    const slow = script([0, 0], [1000, 100], [2000, 0]);
    expect(limitSpeed(slow, 100)).toEqual(slow);
  });

  it('refuses a limit that is not a positive number', () => {
    expect(() => limitSpeed(script([0, 0]), 0)).toThrow(RangeError);
    expect(() => limitSpeed(script([0, 0]), Number.NaN)).toThrow(RangeError);
  });
});

describe('slowDown', () => {
  it('stretches a fast move and catches up in the slow one after it', () => {
    // 0→100 in 100 ms needs 250 ms at 400 %/s: the top lands at 250 instead of 100; the next
    // action, written at 1000, is still in time.
    expect(slowDown(script([0, 0], [100, 100], [1000, 0]), 400)).toEqual(
      script([0, 0], [250, 100], [1000, 0]),
    );
  });

  it('carries the delay through consecutive fast moves', () => {
    expect(slowDown(script([0, 0], [100, 100], [200, 0], [300, 100]), 400)).toEqual(
      script([0, 0], [250, 100], [500, 0], [750, 100]),
    );
  });

  it('keeps strictly increasing times strictly increasing, also for a hold after a delay', () => {
    expect(slowDown(script([0, 0], [10, 100], [20, 100]), 400)).toEqual(
      script([0, 0], [250, 100], [251, 100]),
    );
  });
});
