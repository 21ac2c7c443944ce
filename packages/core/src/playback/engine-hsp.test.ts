import { describe, expect, it } from 'vitest';
import { MAX_STREAM_ID } from './hsp-stream';
import { createSimulation, lagStats, strokeScript } from './testing/simulation';
import type { PortHspAddArgs, PortSyncTimeArgs } from './types';

const script = strokeScript(10 * 60_000);

function hsp(overrides: Partial<Parameters<typeof createSimulation>[0]> = {}) {
  return createSimulation({ transport: 'hsp', points: script, ...overrides });
}

describe('engine on HSP', () => {
  it('sets up a random stream, seeds from the point before the start and plays in sync', async () => {
    const sim = hsp();
    await sim.run(500);
    const [setup] = sim.device.requests('hsp.setup');
    const streamId = (setup?.body as { streamId: number }).streamId;
    expect(streamId).toBeGreaterThanOrEqual(1);
    expect(streamId).toBeLessThanOrEqual(MAX_STREAM_ID);
    expect(sim.engine.status().phase).toBe('ready');

    sim.media.seek(12_345);
    sim.play();
    await sim.run(1_000);
    const [play] = sim.device.requests('hsp.play');
    const add = (play?.body as { add: PortHspAddArgs }).add;
    expect(add.flush).toBe(true);
    expect(add.points.length).toBe(100);
    expect(add.points[0]?.t).toBe(12_250);
    expect(add.tailPointStreamIndex).toBe(100);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('adjusts time 1 and 3 s after each play (0.9, then 0.5), then every 10 s', async () => {
    const sim = hsp();
    await sim.run(500);
    sim.play();
    await sim.run(200);
    const playAt = sim.device.requests('hsp.play')[0]?.atMs ?? 0;
    await sim.run(25_000);
    const syncs = sim.device.requests('hsp.syncTime');
    expect(syncs.map((s) => (s.body as PortSyncTimeArgs).filter)).toEqual([0.9, 0.5, 0.5, 0.5]);
    const afterPlay = syncs.map((s) => Math.round((s.atMs - playAt) / 1_000));
    expect(afterPlay).toEqual([1, 3, 13, 23]);
  });

  it('leaves no timer running while paused, and tops up again once playing', async () => {
    const sim = hsp();
    sim.play();
    await sim.run(5_000);
    sim.pause();
    await sim.run(2_000);
    // Nothing of the engine's wakes an idle page: its watchdog stops with the media.
    expect(sim.clock.pendingTimers).toBe(0);
    sim.play();
    await sim.run(65_000);
    expect(sim.clock.pendingTimers).toBeGreaterThan(0);
    expect(sim.device.log.starves).toHaveLength(0);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('pauses the device with the media and plays (not resumes) at the media time after', async () => {
    const sim = hsp();
    sim.play();
    await sim.run(5_000);
    sim.pause();
    await sim.run(1_000);
    expect(sim.device.requests('hsp.pause')).toHaveLength(1);
    expect(sim.device.scriptTimeMs()).toBeUndefined();
    sim.media.seek(60_000);
    sim.play();
    await sim.run(1_000);
    expect(sim.device.requests('hsp.play')).toHaveLength(2);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('pauses the device while the media stalls and plays again at `playing`', async () => {
    const sim = hsp();
    sim.play();
    await sim.run(3_000);
    sim.stall(true);
    await sim.run(500);
    expect(sim.engine.status().phase).toBe('waiting');
    expect(sim.device.scriptTimeMs()).toBeUndefined();
    await sim.run(2_000);
    sim.stall(false);
    await sim.run(500);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('follows the first seek of a burst at once and the rest once the last has settled', async () => {
    const sim = hsp();
    sim.play();
    await sim.run(2_000);
    const before = sim.device.requests('hsp.play').length;
    sim.seek(100_000);
    await sim.run(100);
    expect(sim.device.requests('hsp.play')).toHaveLength(before + 1);
    sim.seek(200_000);
    await sim.run(100);
    sim.seek(150_000);
    await sim.run(250);
    expect(sim.device.requests('hsp.play')).toHaveLength(before + 1);
    await sim.run(600);
    expect(sim.device.requests('hsp.play')).toHaveLength(before + 2);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('follows a rate of 1.5 with the rate call and a synctime', async () => {
    const sim = hsp();
    sim.play();
    await sim.run(5_000);
    sim.setRate(1.5);
    const lags: number[] = [];
    await sim.run(500);
    expect(sim.device.requests('hsp.setPlaybackRate')).toHaveLength(1);
    await sim.run(60_000, () => lags.push(sim.lagMs() ?? Infinity));
    expect(lagStats(lags).maxAbsMs).toBeLessThan(20);
    expect(sim.device.player.rate).toBe(1.5);
  });

  it('extrapolates a media sample taken at the last frame to the moment of sending', async () => {
    const sim = hsp();
    // Like a video clock read from frame callbacks: the position of the last 40 ms frame.
    const frameMs = 40;
    const live = sim.media.sample.bind(sim.media);
    sim.media.sample = () => {
      const now = live();
      const sinceFrameMs = now.paused ? 0 : now.atMs % frameMs;
      return {
        ...now,
        positionMs: now.positionMs - sinceFrameMs * now.rate,
        atMs: now.atMs - sinceFrameMs,
      };
    };
    sim.media.seek(3_000);
    await sim.run(517, undefined, 1);
    sim.play();
    await sim.run(1_013, undefined, 1);
    sim.seek(20_000);
    await sim.run(1_000, undefined, 1);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(1);
  });

  it('applies an offset change live', async () => {
    const sim = hsp();
    sim.play();
    await sim.run(5_000);
    sim.setOffset(120);
    await sim.run(1_000);
    // + moves the device later: it plays the script 120 ms behind the media.
    const behindMs = sim.media.positionMs() - (sim.device.scriptTimeMs() ?? 0);
    expect(Math.abs(behindMs - 120)).toBeLessThan(2);
  });

  it('lets the device loop a script that fits, and stays in sync over the wrap', async () => {
    const short = strokeScript(20_000);
    const sim = hsp({ points: short, loop: true, durationMs: 20_000 });
    sim.play();
    await sim.run(1_000);
    const [play] = sim.device.requests('hsp.play');
    expect((play?.body as { loop: boolean }).loop).toBe(true);
    const lags: number[] = [];
    await sim.run(45_000, () => lags.push(sim.lagMs() ?? Infinity));
    expect(sim.device.log.starves).toHaveLength(0);
    // Right after each wrap the device is up to 50 ms behind (the end pad) until re-anchored.
    expect(lagStats(lags).p95AbsMs).toBeLessThan(5);
  });

  it('reseeds at the media loop when the script does not fit the buffer', async () => {
    const sim = hsp({
      points: strokeScript(60_000),
      loop: true,
      durationMs: 60_000,
      maxPoints: 150,
    });
    sim.play();
    await sim.run(1_000);
    expect((sim.device.requests('hsp.play')[0]?.body as { loop: boolean }).loop).toBe(false);
    const lags: number[] = [];
    await sim.run(130_000, () => lags.push(sim.lagMs() ?? Infinity));
    const flushes = sim.device
      .requests('hsp.play')
      .filter((r) => (r.body as { add?: PortHspAddArgs }).add);
    expect(flushes.length).toBeGreaterThanOrEqual(3);
    // The device may run dry at a lap's end while the reseed travels, never before it.
    expect(sim.device.log.starves.every((s) => s.scriptMs >= 60_000)).toBe(true);
    expect(lagStats(lags).p95AbsMs).toBeLessThan(5);
  });

  it('keeps streaming when every threshold event is lost (the watchdog tops up)', async () => {
    // 20 points a second and a 300-point buffer: only ~10 s fit ahead, less than a synctime period.
    const dense = strokeScript(5 * 60_000, 50);
    const sim = hsp({ points: dense, maxPoints: 300 });
    sim.device.dropEvents.add('hsp_threshold_reached');
    sim.play();
    await sim.run(4 * 60_000);
    expect(sim.device.log.starves).toHaveLength(0);
    const adds = sim.device.requests('hsp.add').map((r) => r.body as PortHspAddArgs);
    expect(adds.every((a) => a.points.length <= 100)).toBe(true);
    // Contiguous stream indexes: each add continues the previous tail.
    const tails = adds.map((a) => a.tailPointStreamIndex - a.points.length);
    for (let i = 1; i < adds.length; i++) expect(tails[i]).toBe(adds[i - 1]?.tailPointStreamIndex);
  });
});
