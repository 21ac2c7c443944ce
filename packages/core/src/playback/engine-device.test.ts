import { describe, expect, it } from 'vitest';
import { createSimulation, strokeScript } from './testing/simulation';
import { PlayerPlayState } from './types';

function hsp(overrides: Partial<Parameters<typeof createSimulation>[0]> = {}) {
  return createSimulation({ transport: 'hsp', points: strokeScript(10 * 60_000), ...overrides });
}

async function playing(sim: ReturnType<typeof hsp>) {
  await sim.run(500);
  sim.play();
  await sim.run(5_000);
}

describe('engine and the device', () => {
  it('pauses the media when the device stops on its own, and not after its own pause', async () => {
    const sim = hsp();
    sim.engine.deviceSession('s1');
    await playing(sim);
    sim.device.player.halt(PlayerPlayState.STOPPED);
    sim.engine.deviceState(sim.device.player.state(), 'hsp_state_changed');
    expect(sim.pauses).toEqual(['deviceStopped']);
    await sim.run(1_000);
    expect(sim.device.requests('hsp.play')).toHaveLength(1);

    sim.play();
    await sim.run(1_000);
    sim.pause();
    await sim.run(1_000);
    sim.engine.deviceState(sim.device.player.state(), 'hsp_state_changed');
    expect(sim.pauses).toEqual(['deviceStopped']);
  });

  it('pauses the media on a new session, prepares the device again and plays in sync', async () => {
    const sim = hsp();
    sim.engine.deviceSession('s1');
    await playing(sim);
    sim.engine.deviceSession('s2');
    expect(sim.pauses).toEqual(['sessionChanged']);
    await sim.run(1_000);
    expect(sim.device.requests('hsp.setup')).toHaveLength(2);
    sim.play();
    await sim.run(1_000);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('pauses the media while offline, says so, sends nothing, and resumes in sync when back', async () => {
    const sim = hsp();
    sim.engine.deviceSession('s1');
    await playing(sim);
    sim.engine.deviceSession(undefined);
    expect(sim.pauses).toEqual(['deviceOffline']);
    expect(sim.engine.status().error?.kind).toBe('noDevice');
    const sent = sim.device.log.requests.length;
    sim.play();
    await sim.run(5_000);
    expect(sim.device.log.requests.length).toBe(sent);
    sim.engine.deviceSession('s1');
    expect(sim.engine.status().error).toBeUndefined();
    await sim.run(1_000);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('reports a failing play without throwing, retries, and plays in sync once it works', async () => {
    const sim = hsp();
    await sim.run(500);
    sim.device.failures.set('hsp.play', new Error('offline'));
    sim.play();
    await sim.run(1_000);
    expect(sim.engine.status().phase).toBe('error');
    expect(sim.engine.status().error?.kind).toBe('command');
    const tries = sim.device.requests('hsp.play').length;
    await sim.run(5_000);
    // Retried every 2 s, not in a loop.
    expect(sim.device.requests('hsp.play').length - tries).toBeLessThanOrEqual(3);
    sim.device.failures.delete('hsp.play');
    await sim.run(3_000);
    expect(sim.engine.status().error).toBeUndefined();
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('prepares the device again when plays keep failing after its setup was lost', async () => {
    const sim = hsp();
    await playing(sim);
    sim.pause();
    await sim.run(500);
    sim.device.changeModeElsewhere();
    sim.play();
    await sim.run(6_000);
    expect(sim.device.requests('hsp.setup')).toHaveLength(2);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('reseeds and re-plays after the device starved', async () => {
    const sim = hsp({ points: strokeScript(5 * 60_000, 50), maxPoints: 300 });
    await playing(sim);
    sim.device.failures.set('hsp.add', new Error('timeout'));
    await sim.run(20_000);
    expect(sim.device.log.starves.length).toBeGreaterThan(0);
    sim.device.failures.delete('hsp.add');
    await sim.run(5_000);
    expect(sim.engine.status().buffer?.starvedCount).toBeGreaterThan(0);
    expect(sim.engine.status().health.resyncCount).toBeGreaterThan(0);
    expect(sim.device.player.playState).toBe(PlayerPlayState.PLAYING);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('re-plays hard after two samples more than 500 ms off', async () => {
    const sim = hsp();
    await playing(sim);
    const p = sim.device.player;
    p.play(p.streamNowMs() + 4_000, sim.device.serverNowMs(), 1, false);
    await sim.run(25_000);
    expect(sim.engine.status().health.resyncCount).toBe(1);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
    expect(sim.engine.status().health.verdict).toBe('inSync');
  });

  it('says lost once the device has not answered for 30 s, and in sync when it answers again', async () => {
    const sim = hsp();
    await playing(sim);
    expect(sim.engine.status().health.verdict).toBe('inSync');
    for (const name of ['hsp.syncTime', 'hsp.state', 'hsp.add'])
      sim.device.failures.set(name, new Error('timeout'));
    // Events are news from the device too: the stream is gone with it.
    sim.device.dropEvents.add('hsp_threshold_reached');
    await sim.run(25_000);
    expect(sim.engine.status().health.verdict).toBe('inSync');
    await sim.run(10_000);
    expect(sim.engine.status().health.verdict).toBe('lost');
    sim.device.failures.clear();
    await sim.run(15_000);
    expect(sim.engine.status().health.verdict).toBe('inSync');
  });

  it('re-anchors on resync() and counts it', async () => {
    const sim = hsp();
    await playing(sim);
    sim.engine.resync();
    await sim.run(500);
    expect(sim.device.requests('hsp.play')).toHaveLength(2);
    expect(sim.engine.status().health.resyncCount).toBe(1);
  });

  it('does not pause the media when an HSSP script shorter than the video ends', async () => {
    const sim = createSimulation({
      transport: 'hssp',
      points: strokeScript(60_000),
      durationMs: 120_000,
    });
    sim.engine.deviceSession('s1');
    await sim.run(1_000);
    sim.media.seek(50_000);
    sim.play();
    await sim.run(40_000);
    expect(sim.device.player.playState).toBe(PlayerPlayState.STOPPED);
    expect(sim.device.requests('hssp.syncTime').length).toBeGreaterThan(1);
    expect(sim.pauses).toEqual([]);
  });

  it('stops a device whose play is still travelling when disposed', async () => {
    const sim = hsp({ latencyMs: 200, jitterMs: 0 });
    await sim.run(1_000);
    sim.play();
    await sim.run(50);
    sim.engine.dispose();
    await sim.run(1_000);
    expect(sim.device.requests('hsp.stop')).toHaveLength(1);
    expect(sim.device.scriptTimeMs()).toBeUndefined();
  });

  it('counts every request and, disposed, stops the device and leaves no timer', async () => {
    const sim = hsp();
    await playing(sim);
    expect(sim.engine.status().requestCount).toBe(sim.device.log.requests.length);
    sim.engine.dispose();
    await sim.run(1_000);
    expect(sim.device.requests('hsp.stop')).toHaveLength(1);
    sim.device.dispose();
    expect(sim.clock.pendingTimers).toBe(0);
  });
});
