import { describe, expect, it } from 'vitest';
import { createSimulation, lagStats, strokeScript } from './testing/simulation';

const MINUTES = 30;

describe('engine over a 30-minute HSP run with 40 ± 20 ms of jitter and a drifting device clock', () => {
  it('never starves, stays within a few ms and sends at most 60 requests a minute', async () => {
    const sim = createSimulation({
      transport: 'hsp',
      points: strokeScript((MINUTES + 5) * 60_000),
      latencyMs: 40,
      jitterMs: 20,
      serverOffsetMs: 7_000,
      driftPpm: 100,
      seed: 11,
    });
    await sim.run(1_000);
    const before = sim.device.log.requests.length;
    sim.play();
    const lags: number[] = [];
    await sim.run(100);
    expect(sim.device.scriptTimeMs()).toBeDefined();
    await sim.run(MINUTES * 60_000 - 100, () => lags.push(sim.lagMs() ?? Infinity), 10);
    const requests = sim.device.log.requests.length - before;
    const stats = lagStats(lags);
    const perMinute = requests / MINUTES;
    // The figures the report quotes.
    console.info(
      `30-min HSP: mean |lag| ${stats.meanAbsMs.toFixed(2)} ms, p95 ${stats.p95AbsMs.toFixed(2)} ms, ` +
        `max ${stats.maxAbsMs.toFixed(2)} ms, starves ${sim.device.log.starves.length}, ` +
        `requests/min ${perMinute.toFixed(2)}, resyncs ${sim.engine.status().health.resyncCount}`,
    );
    expect(sim.device.log.starves).toHaveLength(0);
    expect(stats.p95AbsMs).toBeLessThan(5);
    expect(stats.maxAbsMs).toBeLessThan(20);
    expect(perMinute).toBeLessThanOrEqual(60);
    expect(sim.engine.status().health.verdict).toBe('inSync');
    expect(sim.engine.status().buffer?.starvedCount).toBe(0);
  }, 120_000);
});
