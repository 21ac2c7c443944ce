import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CYCLE, cyclePositionAt, type PatternCycle } from './cycle';
import { playlistCycle, playlistPositionAt, playlistSpans, type PlaylistEntry } from './playlist';
import { cycleArb } from './testing/arbitraries';

const a: PatternCycle = {
  periodMs: 100,
  points: [
    { t: 0, x: 0 },
    { t: 50, x: 100 },
  ],
};
const b: PatternCycle = { periodMs: 30, points: [{ t: 10, x: 40 }] };

const entries: PlaylistEntry[] = [
  { id: 'a', cycle: a, repeat: 2 },
  { id: 'empty', cycle: { periodMs: 100, points: [] }, repeat: 3 },
  { id: 'b', cycle: b, repeat: 1 },
  { id: 'zero', cycle: a, repeat: 0 },
];

describe('playlistCycle', () => {
  it('plays each entry its number of times, in order, skipping empty ones', () => {
    expect(playlistCycle(entries)).toEqual({
      periodMs: 230,
      points: [
        { t: 0, x: 0 },
        { t: 50, x: 100 },
        { t: 100, x: 0 },
        { t: 150, x: 100 },
        { t: 210, x: 40 },
      ],
    });
  });

  it('gives the empty cycle when nothing plays', () => {
    expect(playlistCycle([])).toBe(EMPTY_CYCLE);
    expect(playlistCycle([entries[1], entries[3]].filter((e) => e !== undefined))).toBe(
      EMPTY_CYCLE,
    );
  });

  it('rounds a fractional repeat count down', () => {
    expect(playlistCycle([{ id: 'a', cycle: a, repeat: 2.9 }]).periodMs).toBe(200);
  });

  it('a one-entry playlist moves exactly like its cycle', () => {
    fc.assert(
      fc.property(cycleArb({ minPoints: 1 }), fc.integer({ min: 1, max: 4 }), (cycle, repeat) => {
        const list = playlistCycle([{ id: 'x', cycle, repeat }]);
        expect(list.periodMs).toBe(cycle.periodMs * repeat);
        for (let t = 0; t < list.periodMs; t += Math.max(1, Math.floor(list.periodMs / 37))) {
          expect(cyclePositionAt(list, t)).toBeCloseTo(cyclePositionAt(cycle, t) ?? -1, 9);
        }
      }),
    );
  });

  it('always gives a valid cycle whose length is the sum of the entries played', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cycle: cycleArb(), repeat: fc.integer({ min: -1, max: 3 }) }), {
          maxLength: 5,
        }),
        (raw) => {
          const list = raw.map((e, i) => ({ ...e, id: String(i) }));
          const { points, periodMs } = playlistCycle(list);
          const playing = list.filter((e) => e.repeat >= 1 && e.cycle.points.length > 0);
          expect(periodMs).toBe(playing.reduce((sum, e) => sum + e.repeat * e.cycle.periodMs, 0));
          points.forEach((p, i) => {
            expect(p.t).toBeGreaterThan(points[i - 1]?.t ?? -1);
            expect(p.t).toBeLessThan(periodMs);
          });
        },
      ),
    );
  });
});

describe('playlistPositionAt', () => {
  it('names the entry, the repetition and the time within it', () => {
    expect(playlistPositionAt(entries, 0)).toEqual({ index: 0, repetition: 0, entryMs: 0 });
    expect(playlistPositionAt(entries, 130)).toEqual({ index: 0, repetition: 1, entryMs: 30 });
    expect(playlistPositionAt(entries, 200)).toEqual({ index: 2, repetition: 0, entryMs: 0 });
    expect(playlistPositionAt(entries, 229)).toEqual({ index: 2, repetition: 0, entryMs: 29 });
  });

  it('wraps any time into the loop', () => {
    expect(playlistPositionAt(entries, 230 * 5 + 130)).toEqual(playlistPositionAt(entries, 130));
    expect(playlistPositionAt(entries, -100)).toEqual({ index: 0, repetition: 1, entryMs: 30 });
  });

  it('has nothing to say for an empty playlist or a non-finite time', () => {
    expect(playlistPositionAt([], 0)).toBeUndefined();
    expect(playlistPositionAt(entries, Number.NaN)).toBeUndefined();
  });

  it('agrees with the spans at every time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cycle: cycleArb({ minPoints: 1 }), repeat: fc.nat(3) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.nat(),
        (raw, seed) => {
          const list = raw.map((e, i) => ({ ...e, id: String(i) }));
          const spans = playlistSpans(list);
          const { periodMs } = playlistCycle(list);
          fc.pre(periodMs > 0);
          const atMs = seed % periodMs;
          const at = playlistPositionAt(list, atMs);
          const span = spans.find((s) => s.index === at?.index);
          expect(span).toBeDefined();
          if (at === undefined || span === undefined) return;
          expect(at.entryMs).toBeGreaterThanOrEqual(0);
          expect(at.entryMs).toBeLessThan(span.cycle.periodMs);
          expect(span.startMs + at.repetition * span.cycle.periodMs + at.entryMs).toBe(atMs);
        },
      ),
    );
  });
});
