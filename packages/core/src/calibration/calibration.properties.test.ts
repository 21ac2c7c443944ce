/**
 * Issue 21's requirement, on the seeded simulated tapper: any constant reaction time, jitter
 * uniform within ±40 ms at most, a true lag in −100…200 ms, occasional double taps, missed beats
 * and stray taps; the tapper taps until the module says enough (or the cap).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { simulateCalibrationSession, type SimulatedTapper } from './testing/simulated-tapper';
import { CALIBRATION_MAX_TAPS } from './tuning';

interface Setting {
  readonly reactionMs: number;
  readonly jitterMs: number;
  readonly lagMs: number;
  readonly outliers: boolean;
  readonly seed: number;
}

function tapperOf(setting: Setting, shape: SimulatedTapper['jitterShape']): SimulatedTapper {
  const rate = setting.outliers ? 0.05 : 0;
  return {
    reactionMs: setting.reactionMs,
    jitterMs: setting.jitterMs,
    jitterShape: shape,
    doubleTapRate: rate,
    missRate: rate,
    strayTapRate: rate / 2,
    warmUpErrorMs: 100,
  };
}

function run(setting: Setting, shape: SimulatedTapper['jitterShape'] = 'uniform') {
  const session = simulateCalibrationSession({
    tapper: tapperOf(setting, shape),
    deviceLagMs: setting.lagMs,
    random: createRandom(setting.seed),
  });
  const { lagMs, uncertaintyMs } = session.result;
  const errorMs = lagMs === null ? Number.POSITIVE_INFINITY : Math.abs(lagMs - setting.lagMs);
  return {
    session,
    errorMs,
    covered: uncertaintyMs !== null && errorMs <= uncertaintyMs,
    taps: [session.video.taps, session.device.taps],
  };
}

/** `count` settings drawn over the ranges from one seed. */
function settings(count: number, seed: number): Setting[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    reactionMs: 400 * random(),
    jitterMs: 40 * random(),
    lagMs: -100 + 300 * random(),
    outliers: i % 2 === 0,
    seed: Math.floor(random() * 2 ** 32),
  }));
}

const share = (values: boolean[]) => values.filter(Boolean).length / values.length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('tap calibration on a simulated tapper (issue 21)', () => {
  it('finds the true lag within ±10 ms for any reaction, jitter ≤ 40 ms and lag', () => {
    const settingArb = fc.record({
      reactionMs: fc.double({ min: 0, max: 400, noNaN: true }),
      jitterMs: fc.double({ min: 0, max: 40, noNaN: true }),
      lagMs: fc.double({ min: -100, max: 200, noNaN: true }),
      outliers: fc.boolean(),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(settingArb, (setting) => {
        const { session, errorMs } = run(setting);
        expect(session.result.verdict).toBe('ready');
        expect(errorMs).toBeLessThanOrEqual(10);
      }),
      // Statistical at heart: about 1 session in 1,000 misses (see below), so another seed may
      // find one; the share below is the guarantee.
      { seed: 2101, numRuns: 200 },
    );
  });

  describe('over 2,000 seeded sessions', () => {
    let results: ReturnType<typeof run>[] = [];
    beforeAll(() => {
      results = settings(2000, 21).map((setting) => run(setting));
    });

    it('is within ±10 ms of the true lag in at least 99.5 % of them', () => {
      expect(results.every((r) => r.session.result.verdict === 'ready')).toBe(true);
      expect(share(results.map((r) => r.errorMs <= 10))).toBeGreaterThanOrEqual(0.995);
    });

    it('has an honest 95 % interval: it holds the true lag in 90–99 % of them', () => {
      const coverage = share(results.map((r) => r.covered));
      expect(coverage).toBeGreaterThan(0.9);
      expect(coverage).toBeLessThan(0.99);
    });

    it('asks for a realistic number of taps', () => {
      const taps = results.flatMap((r) => r.taps);
      expect(median(taps)).toBeLessThanOrEqual(30);
      expect(share(taps.map((t) => t >= CALIBRATION_MAX_TAPS))).toBeLessThan(0.03);
    });
  });

  it('stays honest for Gaussian jitter (σ = J/2), where it often needs the cap', () => {
    const results = settings(600, 22).map((setting) => run(setting, 'gaussian'));
    expect(share(results.map((r) => r.covered))).toBeGreaterThan(0.9);
    expect(share(results.map((r) => r.errorMs <= 10))).toBeGreaterThanOrEqual(0.98);
  });
});
