/**
 * HSP starvation over a simulated 30-minute script: the playback engine of `@glide/core` streams a
 * dense script (strokes 150–600 ms apart, more points than the device holds) to the emulator's
 * device model on a fake clock, through the emulator's HTTP app with 40 ± 20 ms of latency, while a
 * virtual media clock plays from start to end. The device's `hsp_*` events reach the engine after a
 * one-way delay; 5% of them are lost in one run and all of them in another, so the engine's
 * watchdog must keep the buffer fed on its own.
 * Counted from the emulator: starving events (target 0); from the port: requests per minute.
 */
import {
  createPlaybackEngine,
  createRandom,
  FakeClock,
  toHspPoints,
  type MediaClock,
  type PlayerStateLike,
} from '@glide/core';
import { createEmulator } from '@glide/emulator';
import { emulatorDevicePort } from './emulator-device-port';
import type { BenchFigure } from './script-parse';
import { round } from './stats';
import { clipActions } from '../e2e/support/sync-clip';

const DURATION_MS = 30 * 60_000;
const LATENCY_MS = 40;
const JITTER_MS = 20;
/** Share of `hsp_*` events that never reach the engine. */
const EVENT_LOSS = 0.05;
const STEP_MS = 10;
const KEY = 'BenchStarve1';
const T0 = 1_800_000_000_000;

/** Lets the requests in flight run their promise steps between clock steps. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** What one simulated run counted. */
interface StarvationRun {
  readonly points: number;
  readonly starving: number;
  readonly engineStarved: number;
  readonly endReached: number;
  readonly lostEvents: number;
  readonly events: number;
  readonly requestsPerMinute: number;
  readonly pauses: number;
}

/** One 30-minute run with `eventLoss` (0–1) of the device's `hsp_*` events lost on the way. */
async function simulate(eventLoss: number): Promise<StarvationRun> {
  const clock = new FakeClock(T0);
  const random = createRandom(4_711);
  const instance = createEmulator({ clock, seed: 4_711, quiet: true });
  instance.faults.set({ latencyMs: LATENCY_MS, jitterMs: JITTER_MS });
  const device = instance.emulator.createDevice({ connectionKey: KEY });
  const { port, requests } = emulatorDevicePort(instance, KEY);

  // Set when the media starts playing.
  let playingFromMs: number | undefined = undefined;
  const media: MediaClock = {
    sample: () => ({
      positionMs: playingFromMs === undefined ? 0 : clock.now() - playingFromMs,
      atMs: clock.now(),
      rate: 1,
      paused: playingFromMs === undefined,
      stalled: false,
      durationMs: DURATION_MS,
    }),
  };
  const pauses: string[] = [];
  const engine = createPlaybackEngine({
    clock,
    media,
    port,
    pauseMedia: (reason) => pauses.push(reason),
    random,
  });

  const points = toHspPoints(clipActions(DURATION_MS));
  const lastPointMs = points.at(-1)?.t ?? DURATION_MS;
  let starving = 0;
  let endReached = 0;
  let lostEvents = 0;
  let deliveredEvents = 0;
  instance.emulator.subscribe((event) => {
    if (event.connectionKey !== KEY || !event.name.startsWith('hsp_')) return;
    if (event.name === 'hsp_starving' || event.name === 'hsp_paused_on_starving') {
      // Running out at the script's last point is its end (HSP has no end of stream), not a
      // starvation.
      const { current_time: atMs } = event.data as { current_time?: number };
      if ((atMs ?? 0) < lastPointMs) starving += 1;
      else endReached += 1;
    }
    if (random() < eventLoss) {
      lostEvents += 1;
      return;
    }
    deliveredEvents += 1;
    const oneWayMs = (LATENCY_MS - JITTER_MS + random() * 2 * JITTER_MS) / 2;
    const state = event.data as unknown as PlayerStateLike;
    clock.setTimeout(() => engine.deviceState(state, event.name), oneWayMs);
  });

  engine.deviceSession(device.sessionId);
  engine.load({ points, name: 'bench.csv' }, { transport: 'hsp', loop: false, offsetMs: 0 });
  for (let waited = 0; engine.status().phase !== 'ready' && waited < 30_000; waited += STEP_MS) {
    clock.advance(STEP_MS);
    await settle();
  }
  const requestsBefore = requests();
  playingFromMs = clock.now();
  engine.mediaEvent('play');
  engine.mediaEvent('playing');
  while (clock.now() - playingFromMs < DURATION_MS) {
    clock.advance(STEP_MS);
    await settle();
  }
  const playedRequests = requests() - requestsBefore;
  const status = engine.status();
  engine.dispose();
  await instance.close();
  return {
    points: points.length,
    starving,
    engineStarved: status.buffer?.starvedCount ?? -1,
    endReached,
    lostEvents,
    events: lostEvents + deliveredEvents,
    requestsPerMinute: playedRequests / (DURATION_MS / 60_000),
    pauses: pauses.length,
  };
}

export async function benchHspStarvation(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  // Some events lost, and none arriving at all: the watchdog alone must keep the buffer fed.
  for (const loss of [EVENT_LOSS, 1]) {
    const run = await simulate(loss);
    figures.push(
      {
        name: `HSP starving events over a ${DURATION_MS / 60_000}-minute script (${run.points} points, ${LATENCY_MS} ± ${JITTER_MS} ms, ${loss * 100}% of hsp_* events lost: ${run.lostEvents} of ${run.events})`,
        value: run.starving,
        unit: '',
        target: '0',
      },
      { name: '  same, the engine counted', value: run.engineStarved, unit: '' },
      {
        name: "  starving at the script's last point (its end, not counted)",
        value: run.endReached,
        unit: '',
      },
      {
        name: '  API requests per minute during playback',
        value: round(run.requestsPerMinute, 1),
        unit: '/min',
        target: '≤ 60',
      },
      { name: '  media pauses the engine asked for', value: run.pauses, unit: '' },
    );
  }
  return figures;
}
