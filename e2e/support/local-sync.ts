/**
 * What the `/local` sync specs share: opening the page connected with the frame recorder in place,
 * the bounds that decide that the device follows the video, and reading the lag of a stretch of playback from the video's own
 * frames against the emulator's play timeline.
 */
import { expect, test, type Page } from '@playwright/test';
import { lagStats, type LagOptions, type LagSample, type LagStats } from '@glide/emulator';
import { localPlayerModel, type LocalPlayerModel } from '../pages/local-player';
import { returningVisitor, seedLocalStorage } from './browser-storage';
import { timedEmulatorControl } from './emulator-control';
import {
  installFrameRecorder,
  measureLag,
  takeFrames,
  type PlayTimeline,
  type RecordedFrame,
} from './sync-measure';

/*
 * What these specs decide, and what they leave to the bench. The accuracy targets (|lag|
 * mean ≤ 10 ms and p95 ≤ 25 ms, in sync ≤ 600 ms after a seek) are wall-clock figures: `npm run
 * bench` measures them ("Sync playback": steady play, a seek, a pause and resume, 1.5×). On the busy
 * 2-core machine the suite runs on, Chromium shows frames late by a refresh or two and the clock
 * sync meets delayed round trips, so with the engine unchanged these targets failed in every run
 * of these specs (5 runs of each: 7 of 55 tests missed, 3 of them twice in a row; mean |lag| up to
 * 19.1 ms, p95 up to 39.7 ms, a seek in sync after 1,322 ms).
 *
 * E2e holds each window to the behaviour: the device follows the video. The bounds below are met
 * on that busy machine, and stay well below every way of not following: a device that stops while the video plays falls 1,000 ms behind per second; one left at
 * 1× under a 1.5× video 500 ms per second; one that misses a loop's wrap is a whole clip off; one
 * that ignores a seek is the seek's distance off (seconds); one that reads the server's clock without
 * the offset is 4,000 ms off.
 */

/**
 * |lag| over a window of playback. The worst seen on the busy machine: mean 19.9 ms, p95 81.4 ms
 * (at a load average of 13 on 2 cores, Chromium drew 11–20 frames a second, so a frame shown one
 * frame late is 50–90 ms off). The p95 bound is a frame at the fewest frames a second a window may
 * have ({@link MIN_FRAMES_PER_SECOND}: 125 ms) with some room; both stay several times below the
 * smallest way of not following, a device left at 1× under a 1.5× video, 1,250 ms off when its
 * window starts.
 */
export const FOLLOW = { meanAbsMs: 50, p95AbsMs: 150 } as const;
/**
 * After a seek (or a pause, a resume, a rate change, a stall, a recovery) the device is in sync
 * within this: about twice the slowest seen on the busy machine (1,322 ms, at a load average of 13
 * on 2 cores); the 600 ms target (plus the engine's 300 ms seek debounce) is the bench's.
 * Windows measured after such a change start this long after it.
 */
export const SEEK_TO_FOLLOW_MS = 2_500;
/** "Back in sync": |lag| under the window bound's p95, held for half a second. */
export const IN_SYNC = { thresholdMs: FOLLOW.p95AbsMs, holdMs: 500 } as const;
/**
 * Fewer frames than this in a window would make its figures meaningless: the clip has 30, and on
 * the busy machine Chromium drew as few as 11 a second; at 8 a 4 s window still has 32 frames, so
 * its p95 is not just its largest.
 */
export const MIN_FRAMES_PER_SECOND = 8;

/**
 * `/local?k=<key>` as a returning visitor whose settings point at the timed specs' own emulator
 * (these specs change its server clock and latency), with the frame recorder, connected.
 */
export async function openLocalConnected(page: Page, key: string): Promise<LocalPlayerModel> {
  await seedLocalStorage(
    page,
    returningVisitor({ apiBaseUrl: timedEmulatorControl.settingsApiBase }),
  );
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

  /**
   * Lets playback run for `ms` while the page records frames: measured on the emulator's clock
   * (the one its play timeline is stamped with), not slept by the test.
   */
  async run(ms: number): Promise<void> {
    await timedEmulatorControl.elapse(ms);
    await this.collect();
  }

  /** Takes the page's recorded frames out of it. */
  async collect(): Promise<void> {
    this.frames.push(...(await takeFrames(this.page)));
  }

  /** The device's play timeline since the recorder began. */
  async timeline(): Promise<PlayTimeline> {
    return timedEmulatorControl.sync.playTimeline(this.key, this.startedAtMs - 1_000);
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

/** Where in a window the lag was beyond the p95 bound: for the figures a failure reports. */
export function describeOffTarget(samples: readonly LagSample[], fromMs: number): string {
  const off = samples.filter((s) => Math.abs(s.lagMs) > FOLLOW.p95AbsMs);
  if (off.length === 0) return `never beyond ${FOLLOW.p95AbsMs} ms`;
  const at = off.map((s) => `+${Math.round(s.atMs - fromMs)}:${Math.round(s.lagMs)}`);
  return `beyond ${FOLLOW.p95AbsMs} ms at (ms after the window's start: lag) ${at.join(' ')}`;
}

/** Asserts that the device followed the video over a window of `seconds` of playback. */
export function expectLagInTarget(stats: LagStats, seconds: number, what: string): void {
  const described = `${what}: ${describeLag(stats)}`;
  expect(stats.count, `${described} — too few frames recorded`).toBeGreaterThanOrEqual(
    Math.floor(seconds * MIN_FRAMES_PER_SECOND),
  );
  expect.soft(stats.meanAbsMs, described).toBeLessThanOrEqual(FOLLOW.meanAbsMs);
  expect.soft(stats.p95AbsMs, described).toBeLessThanOrEqual(FOLLOW.p95AbsMs);
}

/**
 * Measures a window of playback (`samples` from `fromMs` on, `seconds` long), notes its figures
 * on the test, and asserts that the device followed the video ({@link FOLLOW}).
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
  const timeline = await timedEmulatorControl.sync.playTimeline(key, Date.now() - 120_000);
  return timeline.segments.at(-1);
}
