import { describe, expect, it } from 'vitest';
import {
  livePositionAt,
  FASTER_BEAT,
  periodicScript,
  switchedScript,
} from './testing/live-scripts';
import { createSimulation } from './testing/simulation';
import { LIVE_LEAD_HIGH_MS, LIVE_LEAD_LOW_MS, liveEditLeadMs } from './tuning';
import type { PortHspAddArgs } from './types';

/** Up at 0, down at 500, a short top hold at 800: a 1 s beat. */
const beat = periodicScript(
  [
    { t: 0, x: 90 },
    { t: 500, x: 10 },
    { t: 800, x: 60 },
  ],
  1_000,
  'beat',
);
/** Another beat, 600 ms long, with other positions. */
const faster = FASTER_BEAT;

function live(overrides: Partial<Parameters<typeof createSimulation>[0]> = {}) {
  return createSimulation({ transport: 'hsp', points: [], live: beat, ...overrides });
}

/** Request names from `fromIndex` on, in order. */
function namesSince(sim: ReturnType<typeof live>, fromIndex: number): string[] {
  return sim.device.log.requests.slice(fromIndex).map((r) => r.name);
}

describe('engine on a live script', () => {
  it('streams a beat from the point before the start, a short lead ahead, and keeps it in sync', async () => {
    const sim = live();
    await sim.run(500);
    sim.media.seek(2_650);
    sim.play();
    await sim.run(1_000);
    const [play] = sim.device.requests('hsp.play');
    const add = (play?.body as { add: PortHspAddArgs; pauseOnStarving: boolean }).add;
    expect(add.flush).toBe(true);
    // The anchor is the point at or before the start; then up to the lead.
    expect(add.points[0]).toEqual({ t: 2_500, x: 10 });
    const last = add.points[add.points.length - 1]?.t ?? 0;
    expect(last).toBeGreaterThanOrEqual(2_650 + LIVE_LEAD_HIGH_MS - 1_000);
    expect(last).toBeLessThan(2_650 + LIVE_LEAD_HIGH_MS);
    expect((play?.body as { pauseOnStarving: boolean }).pauseOnStarving).toBe(false);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('plays for 10 minutes without starving, within 30 requests a minute, always a lead ahead', async () => {
    const sim = live();
    sim.play();
    await sim.run(2_000);
    const before = sim.device.log.requests.length;
    let leastAheadMs = Infinity;
    await sim.run(10 * 60_000, () => {
      const buffer = sim.engine.status().buffer;
      if (buffer) leastAheadMs = Math.min(leastAheadMs, buffer.aheadMs);
    });
    const perMinute = (sim.device.log.requests.length - before) / 10;
    expect(sim.device.log.starves).toEqual([]);
    expect(perMinute).toBeLessThanOrEqual(30);
    expect(leastAheadMs).toBeGreaterThan(LIVE_LEAD_LOW_MS - 1_500);
    expect(namesSince(sim, before).filter((n) => n !== 'hsp.add' && n !== 'hsp.syncTime')).toEqual(
      [],
    );
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('an edit while playing is one flushed add: no stop, no setup, no play, and no jump', async () => {
    const sim = live();
    sim.play();
    await sim.run(7_300);
    const before = sim.device.log.requests.length;
    const switchAtMs = Math.round(sim.media.positionMs()) + liveEditLeadMs(undefined);
    const edited = switchedScript(beat, faster, switchAtMs);
    sim.engine.update(edited, switchAtMs);
    // Until the switch the device moves as before, across the flush: at every step it is where
    // the old beat puts it.
    let worstGap = 0;
    await sim.run(300, () => {
      const gap = Math.abs(
        (sim.device.player.positionNow() ?? -1) - (livePositionAt(beat, sim.expectedMs()) ?? 0),
      );
      worstGap = Math.max(worstGap, gap);
    });
    const sent = sim.device.log.requests.slice(before);
    expect(sent.map((r) => r.name)).toEqual(['hsp.add']);
    expect((sent[0]?.body as PortHspAddArgs).flush).toBe(true);
    expect(worstGap).toBeLessThan(1);
    // From the switch on, the device moves the new way.
    await sim.run(3_000);
    const nowMs = sim.expectedMs();
    expect(nowMs).toBeGreaterThan(switchAtMs);
    expect(
      Math.abs((sim.device.player.positionNow() ?? -1) - (livePositionAt(edited, nowMs) ?? 0)),
    ).toBeLessThan(1);
    expect(
      namesSince(sim, before).filter((n) =>
        ['hsp.setup', 'hsp.play', 'hsp.stop', 'hsp.pause'].includes(n),
      ),
    ).toEqual([]);
  });

  it('a change beyond what the device holds sends nothing until the top-ups carry it', async () => {
    const sim = live();
    sim.play();
    await sim.run(3_000);
    const before = sim.device.log.requests.length;
    const farMs = Math.round(sim.media.positionMs()) + LIVE_LEAD_HIGH_MS + 5_000;
    sim.engine.update(switchedScript(beat, faster, farMs), farMs);
    await sim.run(200);
    expect(namesSince(sim, before)).toEqual([]);
    await sim.run(LIVE_LEAD_HIGH_MS + 10_000);
    const adds = sim.device.requests('hsp.add').map((r) => r.body as PortHspAddArgs);
    expect(adds.every((a) => !a.flush)).toBe(true);
    const positions = adds.flatMap((a) => a.points).filter((p) => p.t > farMs);
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions.map((p) => p.x))).toEqual(new Set([20, 100]));
  });

  it('an edit while paused sends nothing; the next play seeds the edited motion', async () => {
    const sim = live();
    sim.play();
    await sim.run(2_000);
    sim.pause();
    await sim.run(500);
    const before = sim.device.log.requests.length;
    const atMs = Math.round(sim.media.positionMs());
    sim.engine.update(switchedScript(beat, faster, atMs), atMs);
    await sim.run(500);
    expect(namesSince(sim, before)).toEqual([]);
    sim.play();
    await sim.run(500);
    const plays = sim.device.requests('hsp.play');
    const seed = (plays[plays.length - 1]?.body as { add: PortHspAddArgs }).add;
    expect(seed.points.slice(1).every((p) => p.x === 20 || p.x === 100)).toBe(true);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('after the device runs dry it is seeded again in phase with the clock', async () => {
    const sim = live();
    sim.play();
    await sim.run(2_000);
    sim.device.failures.set('hsp.add', new Error('offline'));
    await sim.run(LIVE_LEAD_HIGH_MS + 3_000);
    sim.device.failures.delete('hsp.add');
    await sim.run(5_000);
    expect(sim.device.log.starves.length).toBeGreaterThan(0);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
    expect(
      Math.abs(
        (sim.device.player.positionNow() ?? -1) - (livePositionAt(beat, sim.expectedMs()) ?? 0),
      ),
    ).toBeLessThan(1);
  });

  it('is streamed even when the page asked for HSSP: nothing is uploaded', async () => {
    const sim = live({ transport: 'hssp' });
    sim.play();
    await sim.run(1_000);
    expect(sim.device.requests('hssp.upload')).toEqual([]);
    expect(sim.device.requests('hsp.play')).toHaveLength(1);
    expect(sim.engine.status().transport).toBe('hsp');
  });
});

describe('liveEditLeadMs', () => {
  it('is at least the minimum and covers three round trips', () => {
    expect(liveEditLeadMs(undefined)).toBe(400);
    expect(liveEditLeadMs(20)).toBe(400);
    expect(liveEditLeadMs(250)).toBe(750);
  });
});
