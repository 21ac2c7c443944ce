import { describe, expect, it } from 'vitest';
import { createSimulation, strokeScript } from './testing/simulation';
import type { PortSyncTimeArgs, TransportKind } from './types';
import { MEDIA_SLIP_CHECK_MS, MEDIA_SLIP_FILTER } from './tuning';

const script = strokeScript(2 * 60_000);
/** One way; the device's request log stamps arrival. */
const LATENCY_MS = 20;
const TRANSPORTS: readonly TransportKind[] = ['hssp', 'hsp'];

/** The media jumps by `byMs` with no event at all, as Chromium's video clock does now and then. */
function slip(sim: ReturnType<typeof createSimulation>, byMs: number): void {
  sim.media.seek(sim.media.positionMs() + byMs);
}

const syncTimes = (sim: ReturnType<typeof createSimulation>) =>
  sim.device
    .requests(sim.engine.status().transport === 'hssp' ? 'hssp.syncTime' : 'hsp.syncTime')
    .map((r) => ({ atMs: r.atMs, filter: (r.body as PortSyncTimeArgs).filter }));

describe.each(TRANSPORTS)(
  'engine on %s: a media clock that slips without an event',
  (transport) => {
    it('is followed by a full time adjust at once, not at the next scheduled one', async () => {
      const sim = createSimulation({
        transport,
        points: script,
        latencyMs: LATENCY_MS,
        jitterMs: 0,
      });
      sim.play();
      await sim.run(5_000);
      expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
      const before = syncTimes(sim).length;
      const slippedAtMs = sim.clock.now();
      slip(sim, 40);
      expect(sim.lagMs()).toBeGreaterThan(35);
      await sim.run(MEDIA_SLIP_CHECK_MS + 100);
      const after = syncTimes(sim).slice(before);
      expect(after.map((s) => s.filter)).toEqual([MEDIA_SLIP_FILTER]);
      expect((after[0]?.atMs ?? Infinity) - slippedAtMs).toBeLessThanOrEqual(
        MEDIA_SLIP_CHECK_MS + LATENCY_MS + 5,
      );
      expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
    });

    it('sends nothing extra while the media keeps to its line', async () => {
      const sim = createSimulation({
        transport,
        points: script,
        latencyMs: LATENCY_MS,
        jitterMs: 0,
      });
      sim.play();
      await sim.run(30_000);
      expect(syncTimes(sim).every((s) => s.filter < MEDIA_SLIP_FILTER)).toBe(true);
    });

    it('leaves a slip while paused to the resume, and a rate change to its own adjust', async () => {
      const sim = createSimulation({
        transport,
        points: script,
        latencyMs: LATENCY_MS,
        jitterMs: 0,
      });
      sim.play();
      await sim.run(5_000);
      sim.pause();
      await sim.run(500);
      const before = syncTimes(sim).length;
      slip(sim, 40);
      await sim.run(1_000);
      expect(syncTimes(sim).length).toBe(before);
      sim.play();
      await sim.run(500);
      expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
      sim.setRate(1.5);
      await sim.run(1_000);
      expect(
        syncTimes(sim)
          .slice(before)
          .filter((s) => s.filter === MEDIA_SLIP_FILTER),
      ).toEqual([]);
      expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(3);
    });
  },
);
