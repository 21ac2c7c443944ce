/**
 * The engine's own sync, HSSP and HSP side by side, without a browser: the playback engine of
 * `@glide/core` follows a virtual media clock (`ScriptClock`, a perfect video) and drives the
 * emulator's device model on a fake clock through the emulator's HTTP app, with the server clock
 * 4 s off and 40 ± 20 ms of latency on every request. The server time the engine uses comes from
 * `syncClock` (ten `/servertime` round trips over that link), as in the app; the media is perfect,
 * so what is measured is the engine and the clock sync: how it starts, corrects, seeks and how many
 * requests it spends. Lag = media position − the device's play timeline, sampled every 33 ms
 * (a 30 fps video's frames). The browser figures (`sync-playback.ts`) add the real video clock and
 * the app's clock sync on top.
 */
import {
  createPlaybackEngine,
  createRandom,
  FakeClock,
  ScriptClock,
  toHspPoints,
  type PlayerStateLike,
  type TransportKind,
} from '@glide/core';
import { createEmulator, lagSamples, lagStats, timeToSync, type LagSample } from '@glide/emulator';
import { emulatorDevicePort } from './emulator-device-port';
import { clientClockEstimate, frameRecorder } from './fake-clock-run';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';
import { clipActions } from '../e2e/support/sync-clip';

const RUNS = 5;
const DURATION_MS = 10 * 60_000;
const SERVER_OFFSET_MS = 4_000;
const LATENCY_MS = 40;
const JITTER_MS = 20;
const WARM_UP_MS = 3_000;
const STEADY_MS = 60_000;
const SEEK_TO_MS = 300_000;
const AFTER_SEEK_MS = 20_000;
const IN_SYNC = { thresholdMs: 25, holdMs: 500 } as const;
const KEY = 'BenchEngine1';

interface EngineRun {
  readonly steady: LagSample[];
  readonly seekToSyncMs: number | undefined;
  readonly requestsPerMinute: number;
}

/** Client clock sync errors of every run (estimated minus true offset). */
const clockErrorsMs: number[] = [];

async function oneRun(transport: TransportKind, seed: number): Promise<EngineRun> {
  const clock = new FakeClock(1_800_000_000_000);
  const instance = createEmulator({ clock, seed, quiet: true });
  instance.emulator.setServerOffsetMs(SERVER_OFFSET_MS);
  instance.faults.set({ latencyMs: LATENCY_MS, jitterMs: JITTER_MS });
  const device = instance.emulator.createDevice({ connectionKey: KEY });
  const { port, requests, useClockOffset } = emulatorDevicePort(instance, KEY);
  const media = new ScriptClock(clock, { durationMs: DURATION_MS });
  const random = createRandom(seed);
  const engine = createPlaybackEngine({ clock, media, port, pauseMedia: () => {}, random });
  instance.emulator.subscribe((event) => {
    if (event.connectionKey !== KEY) return;
    const oneWayMs = (LATENCY_MS - JITTER_MS + random() * 2 * JITTER_MS) / 2;
    const state = event.data as unknown as PlayerStateLike;
    clock.setTimeout(() => engine.deviceState(state, event.name), oneWayMs);
  });

  const { frames, run } = frameRecorder(clock, media);

  // The client's idea of the server time, as the app gets it: ten /servertime round trips over
  // the same jittery link.
  const estimate = await clientClockEstimate(clock, instance, run);
  useClockOffset(estimate.offsetMs, estimate.rtdMs);
  clockErrorsMs.push(estimate.offsetMs - SERVER_OFFSET_MS);

  engine.deviceSession(device.sessionId);
  const points = toHspPoints(clipActions(DURATION_MS));
  engine.load({ points, name: 'bench.csv' }, { transport, loop: false, offsetMs: 0 });
  for (let waited = 0; engine.status().phase !== 'ready' && waited < 30_000; waited += 100) {
    await run(100);
  }
  const before = { requests: requests(), atMs: clock.now() };
  const playingAtMs = clock.now();
  media.play();
  engine.mediaEvent('play');
  engine.mediaEvent('playing');
  await run(WARM_UP_MS + STEADY_MS);
  const seekAtMs = clock.now();
  engine.mediaEvent('seeking');
  media.seek(SEEK_TO_MS);
  engine.mediaEvent('seeked');
  await run(AFTER_SEEK_MS);
  const playedMinutes = (clock.now() - before.atMs) / 60_000;
  const requestsPerMinute = (requests() - before.requests) / playedMinutes;
  const samples = lagSamples(frames, device.sliderPlayTimeline());
  engine.dispose();
  await instance.close();
  return {
    steady: samples.filter((s) => s.atMs >= playingAtMs + WARM_UP_MS && s.atMs < seekAtMs),
    seekToSyncMs: timeToSync(samples, seekAtMs, IN_SYNC),
    requestsPerMinute,
  };
}

export async function benchEngineSync(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const transport of ['hssp', 'hsp'] as const) {
    const runs: EngineRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await oneRun(transport, 100 + run));
    const stats = lagStats(runs.flatMap((r) => r.steady));
    const seeks = runs.map((r) => r.seekToSyncMs ?? Number.POSITIVE_INFINITY);
    const name = transport.toUpperCase();
    figures.push(
      {
        name: `${name} engine vs a perfect media clock: mean |lag| (${RUNS} runs, server clock ${SERVER_OFFSET_MS / 1000} s off, ${LATENCY_MS} ± ${JITTER_MS} ms)`,
        value: round(stats.meanAbsMs, 1),
        unit: 'ms',
        target: '≤ 10 ms',
      },
      { name: '  same, p95 |lag|', value: round(stats.p95AbsMs, 1), unit: 'ms', target: '≤ 25 ms' },
      {
        name: '  same, mean signed lag (+ = device behind)',
        value: round(stats.meanMs, 1),
        unit: 'ms',
      },
      {
        name: `  seek until |lag| < ${IN_SYNC.thresholdMs} ms for ${IN_SYNC.holdMs} ms, median (slowest)`,
        value: round(quantile(seeks, 0.5), 0),
        unit: `ms (${round(Math.max(...seeks), 0)})`,
        target: '≤ 600 ms',
      },
      {
        name: '  API requests per minute of playback, mean of runs',
        value: round(runs.reduce((a, r) => a + r.requestsPerMinute, 0) / RUNS, 1),
        unit: '/min',
        target: '≤ 60',
      },
    );
  }
  const absErrors = clockErrorsMs.map(Math.abs);
  figures.push({
    name: `client clock sync error (estimated − true server offset), mean |error| of ${absErrors.length} syncs (max)`,
    value: round(absErrors.reduce((a, b) => a + b, 0) / absErrors.length, 1),
    unit: `ms (${round(Math.max(...absErrors), 1)})`,
  });
  return figures;
}
