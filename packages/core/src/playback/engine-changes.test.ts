import { describe, expect, it } from 'vitest';
import { createSimulation, lagStats, strokeScript } from './testing/simulation';
import { sameStatus } from './engine';
import type { PlaybackStatus, PortHspAddArgs, PortPlayArgs } from './types';

function sim(
  transport: 'hsp' | 'hssp',
  overrides: Partial<Parameters<typeof createSimulation>[0]> = {},
) {
  return createSimulation({ transport, points: strokeScript(10 * 60_000), ...overrides });
}

const playBodies = (s: ReturnType<typeof sim>, name: string) =>
  s.device.requests(name).map((r) => r.body as PortPlayArgs & { add?: PortHspAddArgs });

describe('engine under changes', () => {
  it('survives a 25 s outage of adds and synctimes without starving (the 30–60 s lead)', async () => {
    const s = sim('hsp');
    await s.run(500);
    s.play();
    await s.run(120_000);
    s.device.failures.set('hsp.add', new Error('offline'));
    s.device.failures.set('hsp.syncTime', new Error('offline'));
    await s.run(25_000);
    expect(s.engine.status().phase).toBe('error');
    s.device.failures.clear();
    await s.run(10_000);
    expect(s.device.log.starves).toHaveLength(0);
    expect(s.engine.status().error).toBeUndefined();
    expect(Math.abs(s.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it.each(['hsp', 'hssp'] as const)(
    '%s: is back in sync one request after a lone seek (one way of 40 ± 20 ms, no wait)',
    async (transport) => {
      const s = sim(transport);
      await s.run(1_000);
      s.play();
      await s.run(5_000);
      for (const target of [200_000, 30_000, 400_000]) {
        s.seek(target);
        let backAfterMs: number | undefined;
        let elapsedMs = 0;
        await s.run(
          1_000,
          () => {
            elapsedMs += 1;
            if (backAfterMs === undefined && Math.abs(s.lagMs() ?? Infinity) < 5)
              backAfterMs = elapsedMs;
          },
          1,
        );
        // The play's one way (20–60 ms), and no debounce before it.
        expect(backAfterMs).toBeGreaterThanOrEqual(20);
        expect(backAfterMs).toBeLessThanOrEqual(80);
      }
    },
  );

  it('starts a device due before the script start at 0 with a later server time', async () => {
    const s = sim('hsp', { offsetMs: 300 });
    await s.run(500);
    s.play();
    await s.run(1_000);
    const [play] = playBodies(s, 'hsp.play');
    expect(play?.startTimeMs).toBe(0);
    expect(play?.serverTimeMs).toBeGreaterThan(s.device.serverNowMs() - 1_000 + 250);
    expect(Math.abs(s.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('re-plays within the buffer (no flush) for an offset change and a short seek on HSP', async () => {
    const s = sim('hsp');
    await s.run(500);
    s.play();
    await s.run(10_000);
    s.setOffset(-80);
    await s.run(1_000);
    s.seek(s.media.positionMs() + 5_000);
    await s.run(1_000);
    const plays = playBodies(s, 'hsp.play');
    expect(plays).toHaveLength(3);
    expect(plays.map((p) => p.add !== undefined)).toEqual([true, false, false]);
    expect(Math.abs(s.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('turns the loop on and off while playing on HSP', async () => {
    const s = sim('hsp', { points: strokeScript(30_000), durationMs: 30_000 });
    await s.run(500);
    s.play();
    await s.run(2_000);
    s.media.loop = true;
    s.engine.setLoop(true);
    await s.run(1_000);
    const lags: number[] = [];
    await s.run(60_000, () => lags.push(s.lagMs() ?? Infinity));
    expect(lagStats(lags).p95AbsMs).toBeLessThan(5);
    expect(s.device.log.starves.every((x) => x.scriptMs >= 30_000)).toBe(true);
    s.media.loop = false;
    s.engine.setLoop(false);
    await s.run(1_000);
    const last = playBodies(s, 'hsp.play').at(-1);
    expect(last?.loop).toBe(false);
  });

  it('sends two HSSP plays for a burst of seeks (its first, its settled last) and applies an offset live', async () => {
    const s = sim('hssp');
    await s.run(1_000);
    s.play();
    await s.run(1_000);
    for (const at of [30_000, 90_000, 60_000]) {
      s.seek(at);
      await s.run(100);
    }
    await s.run(1_000);
    // The media plays on while the scrub settles (300 ms after its last seek).
    const starts = playBodies(s, 'hssp.play').map((b) => b.startTimeMs);
    expect(starts).toHaveLength(3);
    expect(starts[1]).toBe(30_000);
    expect(starts[2]).toBeGreaterThanOrEqual(60_300);
    expect(starts[2]).toBeLessThan(60_400);
    s.setOffset(150);
    await s.run(500);
    expect(s.device.requests('hssp.play')).toHaveLength(4);
    expect(Math.abs(s.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('drops a superseded play: a seek while a play travels ends with the device at the new time', async () => {
    const s = sim('hsp', { latencyMs: 200, jitterMs: 0 });
    await s.run(2_000);
    s.play();
    await s.run(50);
    s.seek(200_000);
    await s.run(2_000);
    expect(s.device.requests('hsp.play')).toHaveLength(2);
    expect(Math.abs(s.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('keeps a rate change made while a play travels', async () => {
    const s = sim('hsp', { latencyMs: 200, jitterMs: 0 });
    await s.run(2_000);
    s.play();
    await s.run(50);
    s.setRate(1.5);
    await s.run(3_000);
    expect(s.device.player.rate).toBe(1.5);
    expect(Math.abs(s.lagMs() ?? Infinity)).toBeLessThan(3);
  });

  it('replaces a script on load and stops the device on unload', async () => {
    const s = sim('hsp');
    await s.run(500);
    s.play();
    await s.run(2_000);
    s.engine.load(
      { points: strokeScript(60_000, 500), name: 'b.funscript' },
      { transport: 'hsp', loop: false, offsetMs: 0 },
    );
    await s.run(2_000);
    expect(s.device.requests('hsp.setup')).toHaveLength(2);
    expect(s.engine.status().phase).toBe('playing');
    expect(s.engine.status().requestCount).toBeLessThan(s.device.log.requests.length);
    s.engine.unload();
    await s.run(500);
    expect(s.device.requests('hsp.stop')).toHaveLength(1);
    expect(s.engine.status().phase).toBe('idle');
  });

  it('publishes to subscribers until they unsubscribe', async () => {
    const s = sim('hsp');
    let calls = 0;
    const off = s.engine.subscribe(() => (calls += 1));
    await s.run(500);
    expect(calls).toBeGreaterThan(0);
    off();
    const seen = calls;
    s.play();
    await s.run(500);
    expect(calls).toBe(seen);
  });

  it.each(['hsp', 'hssp'] as const)(
    '%s: publishes only a status that differs: a paused, loaded script is silent on the watchdog',
    async (transport) => {
      const s = sim(transport);
      await s.run(2_000);
      expect(s.engine.status().phase).toBe('ready');
      const published: PlaybackStatus[] = [];
      s.engine.subscribe((status) => published.push(status));
      // Ten of the watchdog's one-second ticks, with nothing changing.
      await s.run(10_000);
      expect(published).toEqual([]);
      const paused = s.engine.status();
      s.play();
      await s.run(3_000);
      expect(published.at(-1)?.phase).toBe('playing');
      // Each publication says something the one before it did not.
      [paused, ...published].slice(1).forEach((status, i) => {
        const previous = i === 0 ? paused : published[i - 1];
        expect(previous && sameStatus(previous, status)).toBe(false);
      });
    },
  );
});
