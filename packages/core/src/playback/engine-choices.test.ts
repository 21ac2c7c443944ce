/**
 * The engine's `set`: the page hands it its choices as they are, and the engine compares them with
 * what its machine holds (ADR 0011). Driven on the fake device, so what a change means is what is
 * sent.
 */
import { describe, expect, it } from 'vitest';
import { FASTER_BEAT, periodicScript, switchedScript } from './testing/live-scripts';
import { createSimulation, strokeScript } from './testing/simulation';
import { liveEditLeadMs } from './tuning';
import type { PlaybackChoices, PlaybackScript, PortHspAddArgs, PortPlayArgs } from './types';

const SCRIPT: PlaybackScript = { name: 'test.funscript', points: strokeScript(10 * 60_000) };
const beat = periodicScript(
  [
    { t: 0, x: 90 },
    { t: 500, x: 10 },
  ],
  1_000,
  'beat',
);
/** Another beat, 600 ms long, with other positions. */
const faster = FASTER_BEAT;

/** A simulation playing `choices`, given to the engine through `set` only. */
async function playing(choices: Partial<PlaybackChoices> = {}) {
  const sim = createSimulation({ transport: 'hsp', points: [] });
  // The simulation loads an empty script of its own: start from nothing.
  sim.engine.unload();
  const given: PlaybackChoices = {
    script: SCRIPT,
    transport: 'hsp',
    loop: false,
    offsetMs: 0,
    ...choices,
  };
  sim.engine.set(given);
  await sim.run(500);
  sim.play();
  await sim.run(5_000);
  const since = sim.device.log.requests.length;
  /** What was sent since, synctimes and top-ups aside. */
  const sent = () =>
    sim.device.log.requests
      .slice(since)
      .map((r) => r.name)
      .filter((name) => name !== 'hsp.syncTime' && name !== 'hsp.add');
  return { sim, given, sent };
}

describe('engine.set', () => {
  it('plays what it is given, and sends nothing when the same choices come again', async () => {
    const { sim, given, sent } = await playing();
    expect(sim.engine.status().phase).toBe('playing');
    sim.engine.set({ ...given });
    sim.engine.set({ ...given });
    await sim.run(1_000);
    expect(sent()).toEqual([]);
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('sends a changed offset alone: one play within the buffer, no new setup', async () => {
    const { sim, given, sent } = await playing();
    sim.engine.set({ ...given, offsetMs: -80 });
    // Where the simulation expects the device now (its own call to the engine is then the same).
    sim.setOffset(-80);
    await sim.run(1_000);
    expect(sent()).toEqual(['hsp.play']);
    const play = sim.device.requests('hsp.play').at(-1)?.body as PortPlayArgs & {
      add?: PortHspAddArgs;
    };
    expect(play.add).toBeUndefined();
    expect(Math.abs(sim.lagMs() ?? Infinity)).toBeLessThan(2);
  });

  it('loads another script again: a new setup, then a play', async () => {
    const { sim, given, sent } = await playing();
    sim.engine.set({ ...given, script: { ...SCRIPT, name: 'other.funscript' } });
    await sim.run(1_000);
    expect(sent()).toEqual(['hsp.setup', 'hsp.play']);
    expect(sim.engine.status().phase).toBe('playing');
  });

  it('swaps an edited live script with one flushed add, no setup and no play', async () => {
    const { sim, given, sent } = await playing({ script: beat });
    const switchAtMs = Math.round(sim.media.positionMs()) + liveEditLeadMs(undefined);
    const before = sim.device.requests('hsp.add').length;
    sim.engine.set({
      ...given,
      script: switchedScript(beat, faster, switchAtMs),
      changedFromMs: switchAtMs,
    });
    await sim.run(300);
    expect(sent()).toEqual([]);
    const adds = sim.device.requests('hsp.add').slice(before);
    expect(adds.map((r) => (r.body as PortHspAddArgs).flush)).toEqual([true]);
  });

  it('stops the device when the script goes', async () => {
    const { sim, given, sent } = await playing();
    sim.engine.set({ ...given, script: undefined });
    await sim.run(500);
    expect(sent()).toEqual(['hsp.stop']);
    expect(sim.engine.status().phase).toBe('idle');
  });
});
