/**
 * HSP starvation over a simulated 30-minute script: the playback engine of `@glide/core` streams a
 * dense script (strokes 150–600 ms apart, more points than the device holds) to the emulator's
 * device model on a fake clock, through the emulator's HTTP app with 40 ± 20 ms of latency, while a
 * virtual media clock plays from start to end. The device's `hsp_*` events reach the engine after a
 * one-way delay, and a share of them is lost, so the engine's watchdog must keep it fed.
 * Counted from the emulator: starving events (target 0); from the port: requests per minute.
 * Until the engine is in `@glide/core` the group prints "skipped: no playback engine yet".
 */
import * as core from '@glide/core';
import { FakeClock } from '@glide/core';
import { createEmulator } from '@glide/emulator';
import type {
  MediaClock,
  PlaybackEngine,
  PlaybackEngineOptions,
  PlayerStateLike,
} from '../packages/core/src/playback/types';
import { emulatorDevicePort } from './emulator-device-port';
import type { BenchFigure } from './script-parse';
import { round } from './stats';
import { benchActions } from './sync-media';

const DURATION_MS = 30 * 60_000;
const LATENCY_MS = 40;
const JITTER_MS = 20;
/** Share of `hsp_*` events that never reach the engine. */
const EVENT_LOSS = 0.05;
const STEP_MS = 10;
const KEY = 'BenchStarve1';
const T0 = 1_800_000_000_000;

type CreateEngine = (options: PlaybackEngineOptions) => PlaybackEngine;

/** Lets the requests in flight run their promise steps between clock steps. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export async function benchHspStarvation(): Promise<BenchFigure[]> {
  const create = (core as Record<string, unknown>).createPlaybackEngine;
  if (typeof create !== 'function') {
    console.log('  skipped: no playback engine yet (createPlaybackEngine in @glide/core)');
    return [];
  }
  const createPlaybackEngine = create as CreateEngine;
  const clock = new FakeClock(T0);
  const random = core.createRandom(4_711);
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

  let starving = 0;
  let lostEvents = 0;
  instance.emulator.subscribe((event) => {
    if (event.connectionKey !== KEY || !event.name.startsWith('hsp_')) return;
    if (event.name === 'hsp_starving' || event.name === 'hsp_paused_on_starving') starving += 1;
    if (random() < EVENT_LOSS) {
      lostEvents += 1;
      return;
    }
    const oneWayMs = (LATENCY_MS - JITTER_MS + random() * 2 * JITTER_MS) / 2;
    const state = event.data as unknown as PlayerStateLike;
    clock.setTimeout(() => engine.deviceState(state, event.name), oneWayMs);
  });

  const points = core.toHspPoints(benchActions(DURATION_MS));
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
  return [
    {
      name: `HSP starving events over a ${DURATION_MS / 60_000}-minute script (${points.length} points, ${LATENCY_MS} ± ${JITTER_MS} ms, ${EVENT_LOSS * 100}% of events lost: ${lostEvents})`,
      value: starving,
      unit: '',
      target: '0',
    },
    { name: '  same, the engine counted', value: status.buffer?.starvedCount ?? -1, unit: '' },
    {
      name: '  API requests per minute during playback',
      value: round(playedRequests / (DURATION_MS / 60_000), 1),
      unit: '/min',
      target: '≤ 60',
    },
    { name: '  media pauses the engine asked for', value: pauses.length, unit: '' },
  ];
}
