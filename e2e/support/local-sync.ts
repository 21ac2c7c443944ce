/**
 * What the `/local` sync specs share: opening the page connected with the frame recorder in place,
 * the sync targets, and reading the lag of a stretch of playback from the video's own
 * frames against the emulator's play timeline.
 */
import { expect, test, type Page } from '@playwright/test';
import { lagStats, type LagOptions, type LagSample, type LagStats } from '@glide/emulator';
import {
  localPlayerModel,
  RETURNING_VISITOR_SCRIPT,
  type LocalPlayerModel,
} from '../pages/local-player';
import { emulatorControl } from './emulator-control';
import {
  installFrameRecorder,
  measureLag,
  takeFrames,
  type PlayTimeline,
  type RecordedFrame,
} from './sync-measure';

/** The targets for device lag against the video. */
export const LAG_TARGET = { meanAbsMs: 10, p95AbsMs: 25 } as const;
/** The target after a seek (on loopback), plus the engine's seek debounce. */
export const SEEK_TO_SYNC_MAX_MS = 600 + 300;
/** "Back in sync": |lag| under the p95 target, held for half a second. */
export const IN_SYNC = { thresholdMs: LAG_TARGET.p95AbsMs, holdMs: 500 } as const;
/** Fewer frames than this in a window would make its figures meaningless (≈ 30 fps). */
export const MIN_FRAMES_PER_SECOND = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `/local?k=<key>` as a returning visitor, with the frame recorder, connected. */
export async function openLocalConnected(page: Page, key: string): Promise<LocalPlayerModel> {
  await page.addInitScript({ content: RETURNING_VISITOR_SCRIPT });
  await installFrameRecorder(page);
  const player = localPlayerModel(page);
  await page.goto(`/local?k=${key}`);
  await player.waitForConnected();
  return player;
}

/**
 * Keeps every frame the page recorded and the times of the test's own marks, so that windows of
 * playback can be measured after the fact against one timeline.
 */
export class LagRecorder {
  private readonly frames: RecordedFrame[] = [];
  readonly startedAtMs = Date.now();

  constructor(
    private readonly page: Page,
    private readonly key: string,
  ) {}

  /** Lets playback run for `ms` (wall time) while the page records frames. */
  async run(ms: number): Promise<void> {
    await sleep(ms);
    await this.collect();
  }

  /** Takes the page's recorded frames out of it. */
  async collect(): Promise<void> {
    this.frames.push(...(await takeFrames(this.page)));
  }

  /** The device's play timeline since the recorder began. */
  async timeline(): Promise<PlayTimeline> {
    return emulatorControl.sync.playTimeline(this.key, this.startedAtMs - 1_000);
  }

  /** Lag samples of the frames in [fromMs, toMs) (wall ms) against the timeline now. */
  async samples(fromMs: number, toMs: number, options: LagOptions = {}): Promise<LagSample[]> {
    await this.collect();
    const { samples } = measureLag(this.frames, await this.timeline(), options);
    return samples.filter((s) => s.atMs >= fromMs && s.atMs < toMs);
  }
}

/** Rounds the figures for a failure message and the test's annotations. */
export function describeLag(stats: LagStats): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  return `${stats.count} frames: mean |lag| ${r(stats.meanAbsMs)} ms, p95 ${r(stats.p95AbsMs)} ms, max ${r(stats.maxAbsMs)} ms, mean signed ${r(stats.meanMs)} ms (+ = device behind)`;
}

/** Where in a window the lag was beyond the p95 target: for the figures a failure reports. */
export function describeOffTarget(samples: readonly LagSample[], fromMs: number): string {
  const off = samples.filter((s) => Math.abs(s.lagMs) > LAG_TARGET.p95AbsMs);
  if (off.length === 0) return 'never beyond 25 ms';
  const at = off.map((s) => `+${Math.round(s.atMs - fromMs)}:${Math.round(s.lagMs)}`);
  return `beyond 25 ms at (ms after the window's start: lag) ${at.join(' ')}`;
}

/** Asserts the lag targets over a window of `seconds` of playback. */
export function expectLagInTarget(stats: LagStats, seconds: number, what: string): void {
  const described = `${what}: ${describeLag(stats)}`;
  expect(stats.count, `${described} — too few frames recorded`).toBeGreaterThanOrEqual(
    Math.floor(seconds * MIN_FRAMES_PER_SECOND),
  );
  expect.soft(stats.meanAbsMs, described).toBeLessThanOrEqual(LAG_TARGET.meanAbsMs);
  expect.soft(stats.p95AbsMs, described).toBeLessThanOrEqual(LAG_TARGET.p95AbsMs);
}

/**
 * Measures a window of playback (`samples` from `fromMs` on, `seconds` long), notes its figures
 * on the test, and asserts the targets.
 */
export function expectWindowInTarget(
  samples: readonly LagSample[],
  fromMs: number,
  seconds: number,
  what: string,
): LagStats {
  const stats = lagStats(samples);
  test.info().annotations.push({
    type: what,
    description: `${describeLag(stats)}; ${describeOffTarget(samples, fromMs)}`,
  });
  expectLagInTarget(stats, seconds, what);
  return stats;
}

/** The device's last play-clock segment (what it does now). */
export async function deviceNow(key: string) {
  const timeline = await emulatorControl.sync.playTimeline(key, Date.now() - 120_000);
  return timeline.segments.at(-1);
}
