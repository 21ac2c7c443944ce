import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import {
  RANDOM_CLASSIC_DEFAULTS,
  drawRandomStroke,
  nextRandomStep,
  planRandomSteps,
  randomClassicProblems,
  shortestZonePct,
  type RandomClassicSettings,
  type RandomStep,
} from './random-classic';
import { MIN_RANDOM_ZONE_PCT, strokeRangeProblem } from './stroke-range';

/** Float settings may leave a rounding error at the ends of a zone; nothing larger. */
const EPSILON = 1e-9;

const percent = fc.double({ min: 0, max: 100, noNaN: true, noDefaultInfinity: true });
const wholePercent = fc.integer({ min: 0, max: 100 });
const anyPercent = fc.oneof(percent, wholePercent);

const ordered = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

/** Any settings the schedule accepts: every percentage 0–100, ranges in order, a usable zone. */
const validSettings: fc.Arbitrary<RandomClassicSettings> = fc
  .record({
    speed: fc.tuple(anyPercent, anyPercent),
    strokeBottom: fc.oneof(
      fc.double({ min: 0, max: 100 - MIN_RANDOM_ZONE_PCT, noNaN: true }),
      fc.integer({ min: 0, max: 100 - MIN_RANDOM_ZONE_PCT }),
    ),
    strokeWidthShare: fc.double({ min: 0, max: 1, noNaN: true }),
    minimumStrokeLengthPct: anyPercent,
    timeBetweenSeconds: fc.oneof(
      fc.double({ min: 0.001, max: 3600, noNaN: true }),
      fc.integer({ min: 1, max: 3600 }),
    ),
    currentPauseSeconds: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 3600, noNaN: true })),
  })
  .map(({ speed, strokeBottom, strokeWidthShare, ...rest }) => {
    const room = 100 - strokeBottom - MIN_RANDOM_ZONE_PCT;
    const top = Math.min(100, strokeBottom + MIN_RANDOM_ZONE_PCT + strokeWidthShare * room);
    return {
      ...rest,
      speedRangePct: ordered(speed[0], speed[1]),
      strokeRangePct: [strokeBottom, top] as [number, number],
    };
  })
  // A float sum can land a rounding error short of the 1 % span: such a range is not valid.
  .filter((settings) => randomClassicProblems(settings).length === 0);

const strokes = (steps: readonly RandomStep[]) =>
  steps.flatMap((step) => (step.kind === 'stroke' ? [step] : []));

describe('randomClassicProblems', () => {
  it('accepts the spec defaults', () => {
    expect(randomClassicProblems(RANDOM_CLASSIC_DEFAULTS)).toEqual([]);
  });

  it('names each field that is wrong', () => {
    expect(
      randomClassicProblems({
        speedRangePct: [80, 20],
        strokeRangePct: [0, 120],
        minimumStrokeLengthPct: -1,
        timeBetweenSeconds: 0,
        currentPauseSeconds: Number.NaN,
      }),
    ).toEqual(['speedRange', 'strokeRange', 'minimumStrokeLength', 'timeBetween', 'pause']);
  });

  it('refuses a stroke range whose ends (nearly) meet: no zone fits in it', () => {
    const settings = { ...RANDOM_CLASSIC_DEFAULTS, strokeRangePct: [40, 40.5] as const };
    expect(randomClassicProblems(settings)).toEqual(['strokeRangeTooNarrow']);
    expect(randomClassicProblems({ ...RANDOM_CLASSIC_DEFAULTS, strokeRangePct: [40, 41] })).toEqual(
      [],
    );
  });

  it('judges a stroke range by one rule: in order, within 0–100, ends at least 1 % apart', () => {
    expect(strokeRangeProblem([50, 50])).toBe('strokeRangeTooNarrow');
    expect(strokeRangeProblem([40, 40.5])).toBe('strokeRangeTooNarrow');
    expect(strokeRangeProblem([60, 40])).toBe('strokeRange');
    expect(strokeRangeProblem([-1, 40])).toBe('strokeRange');
    expect(strokeRangeProblem([40, 41])).toBeUndefined();
    expect(strokeRangeProblem([0, 100])).toBeUndefined();
  });
});

describe('drawRandomStroke', () => {
  it('draws whole percentages within the ranges of the defaults', () => {
    const random = createRandom(7);
    for (let i = 0; i < 500; i++) {
      const { speedPct, zone } = drawRandomStroke(RANDOM_CLASSIC_DEFAULTS, random);
      expect(Number.isInteger(speedPct) && Number.isInteger(zone.minPct)).toBe(true);
      expect(Number.isInteger(zone.maxPct)).toBe(true);
      expect(speedPct).toBeGreaterThanOrEqual(0);
      expect(speedPct).toBeLessThanOrEqual(90);
      expect(zone.minPct).toBeGreaterThanOrEqual(20);
      expect(zone.maxPct).toBeLessThanOrEqual(80);
      expect(zone.maxPct - zone.minPct).toBeGreaterThanOrEqual(25);
    }
  });

  it('reaches both ends of the speed range and every zone length allowed', () => {
    const random = createRandom(11);
    const speeds = new Set<number>();
    const lengths = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const { speedPct, zone } = drawRandomStroke(RANDOM_CLASSIC_DEFAULTS, random);
      speeds.add(speedPct);
      lengths.add(zone.maxPct - zone.minPct);
    }
    expect([Math.min(...speeds), Math.max(...speeds), speeds.size]).toEqual([0, 90, 91]);
    // 25 % to the whole 60 % of the range.
    expect([Math.min(...lengths), Math.max(...lengths), lengths.size]).toEqual([25, 60, 36]);
  });

  it('uses the whole stroke range when it is narrower than the minimum stroke', () => {
    const settings = { ...RANDOM_CLASSIC_DEFAULTS, strokeRangePct: [30, 45] as const };
    const random = createRandom(3);
    for (let i = 0; i < 50; i++) {
      expect(drawRandomStroke(settings, random).zone).toEqual({ minPct: 30, maxPct: 45 });
    }
  });

  it('keeps a zone at least 1 % long when the minimum stroke is 0', () => {
    const settings = { ...RANDOM_CLASSIC_DEFAULTS, minimumStrokeLengthPct: 0 };
    expect(shortestZonePct(settings)).toBe(MIN_RANDOM_ZONE_PCT);
    const random = createRandom(5);
    for (let i = 0; i < 2000; i++) {
      const { zone } = drawRandomStroke(settings, random);
      expect(zone.maxPct - zone.minPct).toBeGreaterThanOrEqual(1);
    }
  });

  it('draws a fixed speed when the speed range is one value', () => {
    const settings = { ...RANDOM_CLASSIC_DEFAULTS, speedRangePct: [42, 42] as const };
    expect(drawRandomStroke(settings, createRandom(1)).speedPct).toBe(42);
  });
});

describe('nextRandomStep', () => {
  it('strokes again and again, each step as long as the time between changes', () => {
    const steps = planRandomSteps(RANDOM_CLASSIC_DEFAULTS, createRandom(9), 4);
    expect(steps.map((step) => [step.kind, step.index, step.atMs, step.durationMs])).toEqual([
      ['stroke', 0, 0, 5000],
      ['stroke', 1, 5000, 5000],
      ['stroke', 2, 10_000, 5000],
      ['stroke', 3, 15_000, 5000],
    ]);
  });

  it('rests after each stroke step when a pause is set, then draws anew', () => {
    const settings = {
      ...RANDOM_CLASSIC_DEFAULTS,
      timeBetweenSeconds: 2,
      currentPauseSeconds: 1.5,
    };
    const steps = planRandomSteps(settings, createRandom(9), 5);
    expect(steps.map((step) => [step.kind, step.atMs, step.durationMs])).toEqual([
      ['stroke', 0, 2000],
      ['rest', 2000, 1500],
      ['stroke', 3500, 2000],
      ['rest', 5500, 1500],
      ['stroke', 7000, 2000],
    ]);
  });

  it('applies changed settings from the next step on', () => {
    const random = createRandom(21);
    const first = nextRandomStep(RANDOM_CLASSIC_DEFAULTS, random);
    const changed: RandomClassicSettings = {
      ...RANDOM_CLASSIC_DEFAULTS,
      speedRangePct: [95, 100],
      strokeRangePct: [0, 10],
      timeBetweenSeconds: 1,
    };
    const second = nextRandomStep(changed, random, first);
    expect(second).toMatchObject({ kind: 'stroke', atMs: 5000, durationMs: 1000 });
    if (second.kind !== 'stroke') throw new Error('expected a stroke step');
    expect(second.speedPct).toBeGreaterThanOrEqual(95);
    expect(second.zone).toEqual({ minPct: 0, maxPct: 10 });
  });

  it('gives the same steps for the same seed, and others for another seed', () => {
    const plan = (seed: number) => planRandomSteps(RANDOM_CLASSIC_DEFAULTS, createRandom(seed), 20);
    expect(plan(1234)).toEqual(plan(1234));
    expect(plan(1234)).not.toEqual(plan(4321));
  });
});

describe('random classic properties', () => {
  it('keeps every step within the ranges and every zone at least the shortest allowed', () => {
    fc.assert(
      fc.property(validSettings, fc.integer(), (settings, seed) => {
        const steps = planRandomSteps(settings, createRandom(seed), 12);
        const [slowest, fastest] = settings.speedRangePct;
        const [bottom, top] = settings.strokeRangePct;
        const shortest = Math.min(
          top - bottom,
          Math.max(settings.minimumStrokeLengthPct, MIN_RANDOM_ZONE_PCT),
        );
        for (const step of strokes(steps)) {
          expect(step.speedPct).toBeGreaterThanOrEqual(slowest);
          expect(step.speedPct).toBeLessThanOrEqual(fastest);
          expect(step.zone.minPct).toBeGreaterThanOrEqual(bottom);
          expect(step.zone.maxPct).toBeLessThanOrEqual(top);
          expect(step.zone.maxPct).toBeGreaterThan(step.zone.minPct);
          expect(step.zone.maxPct - step.zone.minPct).toBeGreaterThanOrEqual(shortest - EPSILON);
          if (top - bottom <= settings.minimumStrokeLengthPct) {
            expect(step.zone).toEqual({ minPct: bottom, maxPct: top });
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('times the steps back to back: strokes of the time between, rests of the pause', () => {
    fc.assert(
      fc.property(validSettings, fc.integer(), (settings, seed) => {
        const steps = planRandomSteps(settings, createRandom(seed), 8);
        let atMs = 0;
        steps.forEach((step, index) => {
          expect(step.index).toBe(index);
          expect(step.atMs).toBeCloseTo(atMs, 6);
          const rests = settings.currentPauseSeconds > 0 && index % 2 === 1;
          expect(step.kind).toBe(rests ? 'rest' : 'stroke');
          expect(step.durationMs).toBe(
            (rests ? settings.currentPauseSeconds : settings.timeBetweenSeconds) * 1000,
          );
          atMs += step.durationMs;
        });
      }),
      { numRuns: 200 },
    );
  });

  it('repeats the same sequence for the same seed', () => {
    fc.assert(
      fc.property(validSettings, fc.integer(), (settings, seed) => {
        expect(planRandomSteps(settings, createRandom(seed), 10)).toEqual(
          planRandomSteps(settings, createRandom(seed), 10),
        );
      }),
      { numRuns: 200 },
    );
  });
});
