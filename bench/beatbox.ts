/**
 * The beatbox on the emulator's device model, on a fake clock, through the emulator's HTTP app with
 * 40 ± 20 ms of latency, as `hsp-starvation.ts` does for a script:
 * - a looping beat and a looping playlist, 30 minutes each: HSP starving events (target 0) and the
 *   requests a minute while they play (target ≤ 30);
 * - edits while a beat plays (≥ 20, 3 s apart, between two beats that put the device at other
 *   positions): the time from an edit until the device holds the new motion and its play clock has
 *   reached the change, median and p95 (target ≤ the edit lead + 100 ms).
 */
import {
  BEAT_PRESETS,
  beatCycle,
  createPlaybackEngine,
  createRandom,
  FakeClock,
  liveEditLeadMs,
  playlistCycle,
  ScriptClock,
  startTimeline,
  switchTimeline,
  timelineLiveScript,
  timelinePointsAfter,
  type PatternCycle,
  type PatternTimeline,
  type PlayerStateLike,
} from '@glide/core';
import { createEmulator } from '@glide/emulator';
import { emulatorDevicePort } from './emulator-device-port';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';

const LATENCY_MS = 40;
const JITTER_MS = 20;
const T0 = 1_800_000_000_000;
const LONG_RUN_MS = 30 * 60_000;
const EDITS = 24;
const EDIT_EVERY_MS = 3_000;

async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

function preset(id: string): PatternCycle {
  const found = BEAT_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return beatCycle(found.beat);
}

/** A beat of full strokes and one of short ones in the middle: every point differs. */
const FULL: PatternCycle = {
  periodMs: 2_500,
  points: Array.from({ length: 10 }, (_, i) => ({ t: i * 250, x: i % 2 === 0 ? 100 : 0 })),
};
const SHORT: PatternCycle = {
  periodMs: 2_500,
  points: Array.from({ length: 10 }, (_, i) => ({ t: i * 250, x: i % 2 === 0 ? 70 : 30 })),
};

/** An engine streaming `cycle` to an emulated device, with the clock and what the run counts. */
async function playing(key: string, cycle: PatternCycle) {
  const clock = new FakeClock(T0);
  const random = createRandom(2_024);
  const instance = createEmulator({ clock, seed: 2_024, quiet: true });
  instance.faults.set({ latencyMs: LATENCY_MS, jitterMs: JITTER_MS });
  const device = instance.emulator.createDevice({ connectionKey: key });
  const { port, requests } = emulatorDevicePort(instance, key);
  const media = new ScriptClock(clock);
  const engine = createPlaybackEngine({ clock, media, port, pauseMedia: () => undefined, random });
  let starving = 0;
  instance.emulator.subscribe((event) => {
    if (event.connectionKey !== key || !event.name.startsWith('hsp_')) return;
    if (event.name === 'hsp_starving' || event.name === 'hsp_paused_on_starving') starving += 1;
    const oneWayMs = (LATENCY_MS - JITTER_MS + random() * 2 * JITTER_MS) / 2;
    const state = event.data as unknown as PlayerStateLike;
    clock.setTimeout(() => engine.deviceState(state, event.name), oneWayMs);
  });
  engine.deviceSession(device.sessionId);
  let timeline: PatternTimeline = startTimeline(cycle, 0);
  engine.load(timelineLiveScript(timeline, key), { transport: 'hsp', loop: false, offsetMs: 0 });
  const run = async (ms: number, stepMs: number, each?: () => void) => {
    const end = clock.now() + ms;
    while (clock.now() < end) {
      clock.advance(stepMs);
      await settle();
      each?.();
    }
  };
  await run(2_000, 10);
  media.play();
  engine.mediaEvent('play');
  engine.mediaEvent('playing');
  await run(3_000, 10);
  return {
    clock,
    engine,
    device,
    media,
    requests,
    run,
    starving: () => starving,
    /** Edits the pattern to `next` a lead ahead; the switch's stream time. */
    edit(next: PatternCycle): number {
      const leadMs = liveEditLeadMs(engine.status().health.roundTripMs);
      const switched = switchTimeline(timeline, next, media.positionMs() + leadMs, 'asap');
      timeline = switched.timeline;
      engine.update(timelineLiveScript(timeline, key), switched.switchAtMs);
      return switched.switchAtMs;
    },
    timeline: () => timeline,
    close: async () => {
      engine.dispose();
      await instance.close();
    },
  };
}

/** 30 minutes of `cycle` looping: starving events and requests a minute. */
async function longRun(key: string, cycle: PatternCycle) {
  const sim = await playing(key, cycle);
  const before = sim.requests();
  await sim.run(LONG_RUN_MS, 10);
  const result = {
    starving: sim.starving(),
    engineStarved: sim.engine.status().buffer?.starvedCount ?? -1,
    requestsPerMinute: (sim.requests() - before) / (LONG_RUN_MS / 60_000),
  };
  await sim.close();
  return result;
}

/** Edit latencies: from each edit to the device holding the new motion at the switch, ms. */
async function editLatencies(): Promise<{ latencies: number[]; leadMs: number }> {
  const sim = await playing('BenchBeatEdit1', FULL);
  const latencies: number[] = [];
  let leadMs = 0;
  for (let i = 0; i < EDITS; i++) {
    const next = i % 2 === 0 ? SHORT : FULL;
    const editAtMs = sim.clock.now();
    leadMs = Math.max(leadMs, liveEditLeadMs(sim.engine.status().health.roundTripMs));
    const switchAtMs = sim.edit(next);
    const [expected] = timelinePointsAfter(sim.timeline(), switchAtMs, 1);
    let doneAtMs: number | undefined;
    await sim.run(EDIT_EVERY_MS, 1, () => {
      if (doneAtMs !== undefined || !expected) return;
      const player = sim.device.player;
      const held = player.buffer.points.find((p) => p.t > switchAtMs);
      const arrived = held?.t === expected.t && held.x === expected.x;
      if (arrived && player.streamNowMs() >= switchAtMs) doneAtMs = sim.clock.now();
    });
    latencies.push(doneAtMs === undefined ? Infinity : doneAtMs - editAtMs);
  }
  await sim.close();
  return { latencies, leadMs };
}

export async function benchBeatbox(): Promise<BenchFigure[]> {
  const { latencies, leadMs } = await editLatencies();
  const sorted = [...latencies].sort((a, b) => a - b);
  const beat = await longRun('BenchBeatLoop1', preset('gallop'));
  const list = playlistCycle([
    { id: 'a', cycle: preset('steady'), repeat: 2 },
    { id: 'b', cycle: preset('heartbeat'), repeat: 3 },
    { id: 'c', cycle: preset('wave'), repeat: 1 },
  ]);
  const playlist = await longRun('BenchBeatList1', list);
  const target = `≤ ${leadMs + 100} ms`;
  return [
    {
      name: `beat edit → device moving the new way, median (${latencies.length} edits, lead ${leadMs} ms, ${LATENCY_MS} ± ${JITTER_MS} ms)`,
      value: round(quantile(sorted, 0.5), 0),
      unit: 'ms',
      target,
    },
    { name: '  same, p95', value: round(quantile(sorted, 0.95), 0), unit: 'ms', target },
    {
      name: `HSP starving events, a looping beat for ${LONG_RUN_MS / 60_000} minutes`,
      value: beat.starving,
      unit: '',
      target: '0',
    },
    {
      name: '  requests per minute while it plays',
      value: round(beat.requestsPerMinute, 1),
      unit: '/min',
      target: '≤ 30',
    },
    {
      name: `HSP starving events, a looping playlist (3 beats, 6 loops) for ${LONG_RUN_MS / 60_000} minutes`,
      value: playlist.starving,
      unit: '',
      target: '0',
    },
    {
      name: '  requests per minute while it plays',
      value: round(playlist.requestsPerMinute, 1),
      unit: '/min',
      target: '≤ 30',
    },
  ];
}
