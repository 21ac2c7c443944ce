import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { FakeClock } from './clock';
import {
  CLOCK_SYNC_VALIDITY_MS,
  ClockSyncError,
  DEFAULT_CLOCK_SYNC_SAMPLES,
  estimateOffsetGlide,
  estimateOffsetSpec,
  isClockSyncValid,
  syncClock,
  type ClockEstimator,
  type TimeSample,
} from './clock-sync';

/** A sample with the given one-way delays against a server whose clock runs `offsetMs` ahead. */
function sampleAt(sentAtMs: number, upMs: number, downMs: number, offsetMs: number): TimeSample {
  return {
    sentAtMs,
    serverTimeMs: sentAtMs + upMs + offsetMs,
    receivedAtMs: sentAtMs + upMs + downMs,
  };
}

const estimators: [string, ClockEstimator][] = [
  ['spec', estimateOffsetSpec],
  ['glide', estimateOffsetGlide],
];

describe('estimateOffsetSpec', () => {
  it('drops the slowest third and averages the rest', () => {
    // Offsets by construction: (up − down) / 2 + 500.
    const samples = [
      sampleAt(0, 10, 10, 500), // rtd 20, offset 500
      sampleAt(100, 14, 10, 500), // rtd 24, offset 502
      sampleAt(200, 100, 10, 500), // rtd 110, offset 545 — slowest, dropped
    ];
    expect(estimateOffsetSpec(samples)).toEqual({
      offsetMs: 501,
      rtdMs: 22,
      samplesUsed: 2,
      estimator: 'spec',
    });
  });

  it('keeps 7 of 10 samples', () => {
    const samples = Array.from({ length: 10 }, (_, i) => sampleAt(i * 100, 10 + i, 10 + i, -40));
    const est = estimateOffsetSpec(samples);
    expect(est.samplesUsed).toBe(7);
    expect(est.offsetMs).toBe(-40);
    expect(est.rtdMs).toBe(26); // mean of 20, 22, …, 32
  });
});

describe('estimateOffsetGlide', () => {
  it('returns the per-sample offset for a single sample', () => {
    const est = estimateOffsetGlide([sampleAt(1000, 30, 10, 250)]);
    expect(est.offsetMs).toBe(260);
    expect(est.rtdMs).toBe(40);
    expect(est.samplesUsed).toBe(1);
    expect(est.estimator).toBe('glide');
  });

  it('uses the fastest uplink and the fastest downlink from different samples', () => {
    // Sample A has a fast uplink, sample B a fast downlink: together they pin the offset,
    // although each midpoint alone is 10 ms off.
    const est = estimateOffsetGlide([
      sampleAt(0, 5, 25, 1000), // midpoint 990
      sampleAt(100, 25, 5, 1000), // midpoint 1010
    ]);
    expect(est.offsetMs).toBe(1000);
    expect(est.samplesUsed).toBe(2);
  });

  it('outvotes a minority of samples with a wrong server time', () => {
    const samples = Array.from({ length: 9 }, (_, i) =>
      sampleAt(i * 100, 10 + (i % 3), 10 + ((i + 1) % 3), 7000),
    );
    samples.push({ sentAtMs: 2000, serverTimeMs: 2000 + 999_999, receivedAtMs: 2020 });
    const est = estimateOffsetGlide(samples);
    expect(Math.abs(est.offsetMs - 7000)).toBeLessThanOrEqual(1.5);
    expect(est.samplesUsed).toBe(9);
  });

  it('falls back to the median of the fastest half when no majority agrees', () => {
    // Two disjoint pairs: the client clock stepped by 10 s mid-sync.
    const samples = [
      sampleAt(0, 10, 10, 100), // rtd 20, offset 100
      sampleAt(100, 12, 12, 100), // rtd 24, offset 100
      sampleAt(200, 15, 15, 10_100), // rtd 30, offset 10100
      sampleAt(300, 20, 20, 10_100), // rtd 40, offset 10100
    ];
    const est = estimateOffsetGlide(samples);
    expect(est.offsetMs).toBe(100);
    expect(est.rtdMs).toBe(22);
    expect(est.samplesUsed).toBe(2);
  });
});

describe.each(estimators)('%s estimator', (_name, estimate) => {
  it('throws ClockSyncError for no samples', () => {
    expect(() => estimate([])).toThrow(new ClockSyncError());
    expect(() => estimate([])).toThrow('times must be at least 1');
  });

  it('ignores unusable samples and throws when none is left', () => {
    const bad: TimeSample[] = [
      { sentAtMs: Number.NaN, serverTimeMs: 1, receivedAtMs: 2 },
      { sentAtMs: 10, serverTimeMs: Number.POSITIVE_INFINITY, receivedAtMs: 20 },
      { sentAtMs: 30, serverTimeMs: 25, receivedAtMs: 20 }, // negative round trip
    ];
    expect(() => estimate(bad)).toThrow(ClockSyncError);
    const est = estimate([...bad, sampleAt(100, 10, 10, 42)]);
    expect(est.offsetMs).toBe(42);
    expect(est.samplesUsed).toBe(1);
  });

  it('is exact when the network is symmetric', () => {
    const samples = [15, 40, 22, 8].map((d, i) => sampleAt(i * 1000, d, d, -123_456));
    expect(estimate(samples).offsetMs).toBe(-123_456);
  });
});

interface SimulationResult {
  specP95Ms: number;
  glideP95Ms: number;
}

function p95(errors: number[]): number {
  const sorted = [...errors].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN;
}

/**
 * Symmetric random jitter: uplink and downlink delays drawn independently from the same uniform
 * [10, 30] ms distribution; both clocks report whole milliseconds, as Date.now() and the server do.
 */
function simulate(seed: number, syncs: number, samplesPerSync: number): SimulationResult {
  const random = createRandom(seed);
  const specErrors: number[] = [];
  const glideErrors: number[] = [];
  for (let s = 0; s < syncs; s++) {
    const trueOffsetMs = (random() - 0.5) * 1e9;
    let clientMs = 1_700_000_000_000 + random() * 1e6;
    const samples: TimeSample[] = [];
    for (let i = 0; i < samplesPerSync; i++) {
      const upMs = 10 + 20 * random();
      const downMs = 10 + 20 * random();
      samples.push({
        sentAtMs: Math.floor(clientMs),
        serverTimeMs: Math.floor(clientMs + upMs + trueOffsetMs),
        receivedAtMs: Math.floor(clientMs + upMs + downMs),
      });
      clientMs += upMs + downMs + 2 * random();
    }
    specErrors.push(Math.abs(estimateOffsetSpec(samples).offsetMs - trueOffsetMs));
    glideErrors.push(Math.abs(estimateOffsetGlide(samples).offsetMs - trueOffsetMs));
  }
  return { specP95Ms: p95(specErrors), glideP95Ms: p95(glideErrors) };
}

describe('estimator simulation (symmetric random jitter)', () => {
  it.each([1, 2, 3])('glide has a lower p95 error than spec (seed %i)', (seed) => {
    const { specP95Ms, glideP95Ms } = simulate(seed, 500, DEFAULT_CLOCK_SYNC_SAMPLES);
    // Both must be in a sane range, so the comparison is between two working estimators.
    expect(specP95Ms).toBeGreaterThan(0);
    expect(specP95Ms).toBeLessThan(10);
    expect(glideP95Ms).toBeLessThan(specP95Ms);
  });
});

describe('syncClock', () => {
  /** A simulated server endpoint driven by a FakeClock; records how many requests overlap. */
  function fakeServer(clock: FakeClock, offsetMs: number, delaysMs: [number, number][]) {
    let inFlight = 0;
    let maxInFlight = 0;
    let calls = 0;
    const sample = async (): Promise<TimeSample> => {
      const [upMs, downMs] = delaysMs[calls++ % delaysMs.length] ?? [0, 0];
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const sentAtMs = clock.now();
      clock.advance(upMs);
      const serverTimeMs = clock.now() + offsetMs;
      await Promise.resolve();
      clock.advance(downMs);
      inFlight--;
      return { sentAtMs, serverTimeMs, receivedAtMs: clock.now() };
    };
    return { sample, stats: () => ({ calls, maxInFlight }) };
  }

  it('takes the default number of samples one after the other', async () => {
    const clock = new FakeClock(5_000);
    const server = fakeServer(clock, 321, [
      [10, 20],
      [20, 10],
      [15, 15],
    ]);
    const est = await syncClock({ sample: server.sample });
    expect(server.stats()).toEqual({ calls: DEFAULT_CLOCK_SYNC_SAMPLES, maxInFlight: 1 });
    expect(est.estimator).toBe('glide');
    expect(est.offsetMs).toBe(321);
  });

  it('uses the given estimator and sample count', async () => {
    const clock = new FakeClock();
    const server = fakeServer(clock, -50, [[10, 10]]);
    const est = await syncClock({ sample: server.sample, times: 3, estimator: estimateOffsetSpec });
    expect(server.stats().calls).toBe(3);
    expect(est).toEqual({ offsetMs: -50, rtdMs: 20, samplesUsed: 2, estimator: 'spec' });
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects times = %s before sampling',
    async (times) => {
      const server = fakeServer(new FakeClock(), 0, [[1, 1]]);
      await expect(syncClock({ sample: server.sample, times })).rejects.toThrow(
        'times must be at least 1',
      );
      expect(server.stats().calls).toBe(0);
    },
  );

  it('propagates a failing sample', async () => {
    const failure = new Error('network down');
    await expect(syncClock({ sample: () => Promise.reject(failure) })).rejects.toBe(failure);
  });

  it('skips up to maxFailedSamples failures and still rests on `times` samples', async () => {
    const clock = new FakeClock();
    const server = fakeServer(clock, 40, [[10, 10]]);
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts % 3 === 0 ? Promise.reject(new Error('Too Many Requests')) : server.sample();
    };
    const est = await syncClock({ sample: flaky, times: 6, maxFailedSamples: 2 });
    expect(attempts).toBe(8);
    expect(server.stats().calls).toBe(6);
    expect(est.offsetMs).toBe(40);
  });

  it('gives up with the failure once more than maxFailedSamples samples failed', async () => {
    const server = fakeServer(new FakeClock(), 0, [[1, 1]]);
    const failures = [new Error('first'), new Error('second'), new Error('third')];
    let attempts = 0;
    const sample = () => {
      const failure = attempts % 2 === 1 ? failures.shift() : undefined;
      attempts += 1;
      return failure ? Promise.reject(failure) : server.sample();
    };
    await expect(syncClock({ sample, times: 10, maxFailedSamples: 2 })).rejects.toThrow('third');
    expect(attempts).toBe(6);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -3])(
    'with maxFailedSamples = %s the first failure ends the sync',
    async (maxFailedSamples) => {
      const failure = new Error('network down');
      let attempts = 0;
      const sample = () => {
        attempts += 1;
        return Promise.reject(failure);
      };
      await expect(syncClock({ sample, maxFailedSamples })).rejects.toBe(failure);
      expect(attempts).toBe(1);
    },
  );

  it('ends at the first failure after the signal aborted', async () => {
    const controller = new AbortController();
    const aborted = new Error('Request aborted.');
    let attempts = 0;
    const sample = () => {
      attempts += 1;
      controller.abort();
      return Promise.reject(aborted);
    };
    await expect(
      syncClock({ sample, maxFailedSamples: 5, signal: controller.signal }),
    ).rejects.toBe(aborted);
    expect(attempts).toBe(1);
  });
});

describe('isClockSyncValid', () => {
  it('accepts a sync up to one hour old', () => {
    expect(isClockSyncValid(1_000, 1_000)).toBe(true);
    expect(isClockSyncValid(1_000, 1_000 + CLOCK_SYNC_VALIDITY_MS)).toBe(true);
    expect(isClockSyncValid(1_000, 1_001 + CLOCK_SYNC_VALIDITY_MS)).toBe(false);
  });

  it('honours a custom maximum age', () => {
    expect(isClockSyncValid(0, 600_000, 600_000)).toBe(true);
    expect(isClockSyncValid(0, 600_001, 600_000)).toBe(false);
  });

  it('rejects syncs from the future and non-finite times', () => {
    expect(isClockSyncValid(2_000, 1_000)).toBe(false);
    expect(isClockSyncValid(Number.NaN, 1_000)).toBe(false);
    expect(isClockSyncValid(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
