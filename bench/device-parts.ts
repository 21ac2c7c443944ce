/**
 * Per-part playback, HSSP and HSP side by side, without a browser: two linked devices each play
 * their own variant of one script on one video, as the app plays each device's own part, with one
 * playback engine of `@glide/core` per part and both following the same media clock
 * (`ScriptClock`, a perfect video). Device A plays the main script (the sync clip's strokes),
 * device B a soft variant of it (the same times, positions squeezed into 30–70 %) with an offset
 * of its own (+40 ms, through `engine.set`, as a per-device setting is given). Both drive the
 * emulator's device model on a fake clock through its HTTP app, with the server clock 4 s off and
 * 40 ± 20 ms of latency on every request; the server time both engines use comes from one client
 * clock sync (`syncClock`, ten `/servertime` round trips over that link), as in the app, where one
 * page talks to both devices. What is measured is whether a part keeps its device on the video:
 * each device's lag behind where it should be (media position − its offset − its play timeline,
 * sampled every 33 ms, a 30 fps video's frames) in steady play, the requests each device costs,
 * and the spread between the two at the same frames, which share one clock and should move as one.
 * The devices' own clocks are exact (the model's default), so the spread is what the two engines
 * and their requests make of one media clock, not two devices' clock errors. `engine-sync.ts` is
 * the same model with one device, plus a seek.
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
import { createEmulator, lagSamples, lagStats, type LagSample } from '@glide/emulator';
import { emulatorDevicePort } from './emulator-device-port';
import { clientClockEstimate, frameRecorder } from './fake-clock-run';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';
import { clipActions } from '../e2e/support/sync-clip';

const RUNS = 10;
const DURATION_MS = 2 * 60_000;
const SERVER_OFFSET_MS = 4_000;
const LATENCY_MS = 40;
const JITTER_MS = 20;
const WARM_UP_MS = 3_000;
const STEADY_MS = 60_000;
const LAG_TARGET = '≤ 5 ms';

/** One device's part: its script variant and its own offset. */
interface Part {
  readonly label: string;
  readonly key: string;
  readonly offsetMs: number;
  readonly actions: (durationMs: number) => Array<{ at: number; pos: number }>;
}

const PARTS: readonly [Part, Part] = [
  { label: 'A (main)', key: 'BenchPartA1', offsetMs: 0, actions: clipActions },
  {
    label: 'B (soft, +40 ms)',
    key: 'BenchPartB1',
    offsetMs: 40,
    // The same strokes at the same times, squeezed toward the middle: 0–100 % becomes 30–70 %.
    actions: (durationMs) =>
      clipActions(durationMs).map(({ at, pos }) => ({ at, pos: Math.round(30 + pos * 0.4) })),
  },
];

interface PartRun {
  readonly steady: LagSample[];
  readonly requestsPerMinute: number;
}

interface PartsRun {
  readonly parts: [PartRun, PartRun];
  /** |lag A − lag B| at each steady frame both have a sample for. */
  readonly spreadMs: number[];
}

async function oneRun(transport: TransportKind, seed: number): Promise<PartsRun> {
  const clock = new FakeClock(1_800_000_000_000);
  const instance = createEmulator({ clock, seed, quiet: true });
  instance.emulator.setServerOffsetMs(SERVER_OFFSET_MS);
  instance.faults.set({ latencyMs: LATENCY_MS, jitterMs: JITTER_MS });
  const media = new ScriptClock(clock, { durationMs: DURATION_MS });
  const random = createRandom(seed);
  const devices = PARTS.map((part) => {
    const device = instance.emulator.createDevice({ connectionKey: part.key });
    const { port, requests, useClockOffset } = emulatorDevicePort(instance, part.key);
    const engine = createPlaybackEngine({ clock, media, port, pauseMedia: () => {}, random });
    return { part, device, engine, requests, useClockOffset };
  });
  instance.emulator.subscribe((event) => {
    const to = devices.find((d) => d.part.key === event.connectionKey);
    if (!to) return;
    const oneWayMs = (LATENCY_MS - JITTER_MS + random() * 2 * JITTER_MS) / 2;
    const state = event.data as unknown as PlayerStateLike;
    clock.setTimeout(() => to.engine.deviceState(state, event.name), oneWayMs);
  });

  const { frames, run } = frameRecorder(clock, media);

  // One page, one client clock: the app's estimate of the server time serves both devices.
  const estimate = await clientClockEstimate(clock, instance, run);
  for (const d of devices) d.useClockOffset(estimate.offsetMs, estimate.rtdMs);

  for (const { part, device, engine } of devices) {
    engine.deviceSession(device.sessionId);
    const points = toHspPoints(part.actions(DURATION_MS));
    engine.set({
      script: { points, name: `${part.key}.csv` },
      transport,
      loop: false,
      offsetMs: part.offsetMs,
    });
  }
  const ready = () => devices.every((d) => d.engine.status().phase === 'ready');
  for (let waited = 0; !ready() && waited < 30_000; waited += 100) await run(100);
  const before = devices.map((d) => d.requests());
  const playingAtMs = clock.now();
  media.play();
  for (const { engine } of devices) {
    engine.mediaEvent('play');
    engine.mediaEvent('playing');
  }
  await run(WARM_UP_MS + STEADY_MS);
  const playedMinutes = (clock.now() - playingAtMs) / 60_000;
  const parts = devices.map(({ part, device, requests }, i): PartRun => {
    const samples = lagSamples(frames, device.sliderPlayTimeline(), {
      intendedDelayMs: part.offsetMs,
    });
    return {
      steady: samples.filter((s) => s.atMs >= playingAtMs + WARM_UP_MS),
      requestsPerMinute: (requests() - (before[i] ?? 0)) / playedMinutes,
    };
  }) as [PartRun, PartRun];
  for (const { engine } of devices) engine.dispose();
  await instance.close();

  const lagA = new Map(parts[0].steady.map((s) => [s.atMs, s.lagMs]));
  const spreadMs: number[] = [];
  for (const s of parts[1].steady) {
    const a = lagA.get(s.atMs);
    if (a !== undefined) spreadMs.push(Math.abs(a - s.lagMs));
  }
  return { parts, spreadMs };
}

export async function benchDeviceParts(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const transport of ['hssp', 'hsp'] as const) {
    const runs: PartsRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await oneRun(transport, 300 + run));
    const name = transport.toUpperCase();
    for (const i of [0, 1] as const) {
      const part = PARTS[i];
      const partRuns = runs.map((r) => r.parts[i]);
      const stats = lagStats(partRuns.flatMap((r) => r.steady));
      const conditions =
        i === 0
          ? ` (${RUNS} runs × ${STEADY_MS / 1000} s steady, server clock ${SERVER_OFFSET_MS / 1000} s off, ${LATENCY_MS} ± ${JITTER_MS} ms)`
          : '';
      figures.push(
        {
          name: `${i === 0 ? name : ' '} device ${part.label}: mean |lag| (signed, + = behind)${conditions}`,
          value: round(stats.meanAbsMs, 1),
          unit: `ms (${round(stats.meanMs, 1)})`,
        },
        {
          name: `  device ${part.label}: p95 |lag|`,
          value: round(stats.p95AbsMs, 1),
          unit: 'ms',
          target: LAG_TARGET,
        },
        {
          name: `  device ${part.label}: API requests per minute of playback, mean of runs`,
          value: round(partRuns.reduce((a, r) => a + r.requestsPerMinute, 0) / RUNS, 1),
          unit: '/min',
        },
      );
    }
    const spread = runs.flatMap((r) => r.spreadMs);
    figures.push({
      name: '  spread between the devices: p95 |lag A − lag B| at the same frames (max)',
      value: round(quantile(spread, 0.95), 1),
      unit: `ms (${round(Math.max(...spread), 1)})`,
    });
  }
  return figures;
}
