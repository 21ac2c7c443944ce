import { describe, expect, it } from 'vitest';
import { createSimulation, lagStats, strokeScript } from './testing/simulation';
import type { PlaybackPhase, PortPlayArgs, PortSyncTimeArgs } from './types';

const script = strokeScript(5 * 60_000);

function hssp(overrides: Partial<Parameters<typeof createSimulation>[0]> = {}) {
  return createSimulation({ transport: 'hssp', points: script, ...overrides });
}

describe('engine on HSSP', () => {
  it('uploads the CSV, sets it up, and defers a play until the script is set', async () => {
    const sim = hssp({ hsspSetupMs: 1_500 });
    // What the engine says now, then each status it publishes (only one that differs).
    const phases: PlaybackPhase[] = [sim.engine.status().phase];
    sim.engine.subscribe((s) => {
      if (phases[phases.length - 1] !== s.phase) phases.push(s.phase);
    });
    sim.play();
    await sim.run(1_000);
    expect(sim.device.requests('hssp.upload')).toHaveLength(1);
    expect(sim.device.requests('hssp.setup')).toHaveLength(1);
    expect(sim.device.requests('hssp.play')).toHaveLength(0);
    expect(sim.engine.status().phase).toBe('waiting');
    await sim.run(1_500);
    const [play] = sim.device.requests('hssp.play');
    expect(play).toBeDefined();
    expect(phases).toEqual(['uploading', 'waiting', 'playing']);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
    const body = play?.body as PortPlayArgs;
    expect(body.playbackRate).toBe(1);
    expect(body.loop).toBe(false);
  });

  it('goes through uploading, preparing and ready while the media is paused', async () => {
    const sim = hssp();
    const phases: PlaybackPhase[] = [sim.engine.status().phase];
    sim.engine.subscribe((s) => {
      if (phases[phases.length - 1] !== s.phase) phases.push(s.phase);
    });
    await sim.run(2_000);
    expect(phases).toEqual(['uploading', 'preparing', 'ready']);
  });

  it('adjusts time 2 s after play with filter 0.9, then every 15 s with 0.5', async () => {
    const sim = hssp();
    await sim.run(1_000);
    sim.play();
    await sim.run(200);
    const playAt = sim.device.requests('hssp.play')[0]?.atMs ?? 0;
    await sim.run(40_000);
    const syncs = sim.device.requests('hssp.syncTime');
    expect(syncs.map((s) => (s.body as PortSyncTimeArgs).filter)).toEqual([0.9, 0.5, 0.5]);
    const gaps = syncs.map((s, i) => s.atMs - (syncs[i - 1]?.atMs ?? playAt));
    expect(gaps[0]).toBeGreaterThan(1_900);
    expect(gaps[0]).toBeLessThan(2_200);
    expect(gaps[1]).toBeGreaterThan(14_900);
    expect(gaps[1]).toBeLessThan(15_200);
  });

  it('reads its own halt on the stream as its own after a stall shorter than a request', async () => {
    // The way back is slow: the stream tells the pause before the pause's answer comes.
    const sim = hssp({
      latencyMs: 60,
      jitterMs: 0,
      answerJitterMs: 200,
      seed: 3,
      stateEventOnHalt: 'hsp_state_changed',
    });
    sim.play();
    await sim.run(3_000);
    sim.stall(true);
    await sim.run(10);
    sim.stall(false);
    await sim.run(2_000);
    expect(sim.device.requests('hssp.stop')).toHaveLength(1);
    // Not taken for the device's button: the video was not paused, and the device follows again.
    expect(sim.pauses).toEqual([]);
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('stops the device on pause and re-plays on seek, rate 1.5 and loop', async () => {
    const sim = hssp({ loop: true, durationMs: 60_000, points: strokeScript(60_000) });
    await sim.run(1_000);
    sim.play();
    await sim.run(3_000);
    sim.pause();
    await sim.run(500);
    expect(sim.device.requests('hssp.stop')).toHaveLength(1);
    expect(sim.device.scriptTimeMs()).toBeUndefined();
    sim.play();
    await sim.run(500);
    sim.seek(40_000);
    await sim.run(1_000);
    sim.setRate(1.5);
    await sim.run(1_000);
    const plays = sim.device.requests('hssp.play').map((r) => r.body as PortPlayArgs);
    expect(plays).toHaveLength(4);
    expect(plays[3]?.playbackRate).toBe(1.5);
    expect(plays.every((p) => p.loop)).toBe(true);
    const lags: number[] = [];
    // Past the media's loop (at 60 s, i.e. ~12 s at 1.5×) and on.
    await sim.run(30_000, () => lags.push(sim.lagMs() ?? Infinity));
    expect(sim.device.requests('hssp.play').length).toBeGreaterThanOrEqual(5);
    expect(lagStats(lags).p95AbsMs).toBeLessThan(5);
  });

  it('reports a refused upload without throwing and recovers on the next play', async () => {
    const sim = hssp();
    sim.device.failures.set('hssp.upload', new Error('413'));
    await sim.run(1_000);
    expect(sim.engine.status().phase).toBe('error');
    expect(sim.engine.status().error?.kind).toBe('upload');
    expect(sim.device.requests('hssp.setup')).toHaveLength(0);
    sim.device.failures.delete('hssp.upload');
    sim.play();
    await sim.run(2_000);
    expect(sim.engine.status().error).toBeUndefined();
    expect(sim.engine.status().phase).toBe('playing');
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('reports SCRIPT_FAILED as scriptFailed and never plays that script', async () => {
    const sim = hssp();
    sim.device.failScripts = true;
    sim.play();
    await sim.run(3_000);
    expect(sim.engine.status().error?.kind).toBe('scriptFailed');
    expect(sim.device.requests('hssp.play')).toHaveLength(0);
  });
});
