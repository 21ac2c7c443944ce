/**
 * Device lag against a video, from the video's own frame times and the emulator's play timeline:
 * the pure arithmetic shared by the e2e specs and the benchmarks. Times are on one clock: the
 * emulator's (epoch ms with the system clock); a frame's wall time is converted by the caller.
 */
import { median } from '@glide/core';
import { streamTimeAt, type PlayTimelineSegment } from '../model/play-timeline';

/** One presented video frame (from `requestVideoFrameCallback`). */
export interface VideoFrameSample {
  /** When the frame is shown, on the emulator's clock (ms). */
  readonly atMs: number;
  /** Its media time (ms). */
  readonly mediaMs: number;
  /** The video was paused when the frame came (a seek's frame while paused): no lag sample. */
  readonly paused?: boolean;
  /** The video's playback rate then (default 1): a lag is told in wall time, see {@link LagSample}. */
  readonly rate?: number;
}

/** The lag at one frame. */
export interface LagSample {
  readonly atMs: number;
  readonly videoMs: number;
  readonly deviceMs: number;
  /**
   * `(videoMs − intendedDelayMs − deviceMs) / rate`, the media-time gap wrapped into half a loop
   * when looping, then told in wall time: + means the device is behind the video. Wall time,
   * because that is how late or early the user sees the device against the picture: at 1.5× a
   * 15 ms media gap is crossed in 10 ms. It also keeps the display's own cadence where it belongs:
   * a frame shown one refresh late is one refresh (16.7 ms wall) late at any rate, not 25 ms at
   * 1.5×. At 1× both are the same.
   */
  readonly lagMs: number;
}

/** How frames are compared with the timeline. */
export interface LagOptions {
  /**
   * How much later than the video the device is meant to be (the user's offset: the app's offset
   * plus the device's `/hstp/offset`, + = later). Default 0. An offset that compensates the
   * device's mechanical lag (`motionLagMs`, which the emulator's play timeline already shows) is
   * not meant as a delay: leave it out, and the lag is the slider's against the video.
   */
  readonly intendedDelayMs?: number;
  /**
   * The loop length (ms) when video and script loop: a lag is taken modulo it, so a frame just
   * after the video wrapped compares with a device just before it wraps.
   */
  readonly loopPeriodMs?: number;
}

/** Lag of each playing frame that falls inside the timeline. */
export function lagSamples(
  frames: readonly VideoFrameSample[],
  segments: readonly PlayTimelineSegment[],
  options: LagOptions = {},
): LagSample[] {
  const intendedDelayMs = options.intendedDelayMs ?? 0;
  const period = options.loopPeriodMs;
  const samples: LagSample[] = [];
  for (const frame of frames) {
    if (frame.paused) continue;
    const deviceMs = streamTimeAt(segments, frame.atMs);
    if (deviceMs === undefined) continue;
    let gapMs = frame.mediaMs - intendedDelayMs - deviceMs;
    if (period !== undefined && period > 0) gapMs = wrap(gapMs, period);
    const lagMs = gapMs / rateOf(frame);
    samples.push({ atMs: frame.atMs, videoMs: frame.mediaMs, deviceMs, lagMs });
  }
  return samples;
}

/** Half the window of frames {@link onVideoClock} takes a frame's clock from (ms each side). */
export const VIDEO_CLOCK_HALF_WINDOW_MS = 250;

/**
 * Each playing frame moved onto the video's own clock: its `mediaMs` becomes where the video's
 * clock stood when the frame was shown, the median of the frames within
 * {@link VIDEO_CLOCK_HALF_WINDOW_MS} either side (same rate, none paused) carried to its time by
 * the rate. A screen shows a frame only at a refresh: at 1.5× a 30 fps clip's 45 frames a second
 * meet a 60 Hz screen's refreshes unevenly and are shown up to one refresh (16.7 ms) after their
 * time, at 0.5× and 2× a frame may be held a refresh longer. No device can follow that cadence,
 * only the clock the frames are drawn from; compared with it, what is left is the device's own
 * lag. A real jump of the video (a slip, a stall) moves the median within half a window, so it
 * still shows. Frames that are paused are dropped, as by {@link lagSamples}.
 */
export function onVideoClock(frames: readonly VideoFrameSample[]): VideoFrameSample[] {
  const playing = frames.filter((f) => !f.paused);
  return playing.map((frame) => {
    const rate = rateOf(frame);
    const carried = playing
      .filter(
        (other) =>
          Math.abs(other.atMs - frame.atMs) <= VIDEO_CLOCK_HALF_WINDOW_MS && rateOf(other) === rate,
      )
      .map((other) => other.mediaMs + (frame.atMs - other.atMs) * rate);
    return { ...frame, mediaMs: median(carried) };
  });
}

/** A frame's rate: 1 when it has none (or none that plays). */
function rateOf(frame: VideoFrameSample): number {
  return frame.rate !== undefined && frame.rate > 0 ? frame.rate : 1;
}

/** Into [−period/2, period/2). */
function wrap(valueMs: number, periodMs: number): number {
  const half = periodMs / 2;
  return ((((valueMs + half) % periodMs) + periodMs) % periodMs) - half;
}

/** Summary of lag samples. */
export interface LagStats {
  readonly count: number;
  /** Mean of the signed lag (+ = device behind). */
  readonly meanMs: number;
  readonly meanAbsMs: number;
  /** Nearest-rank 95th percentile of |lag|. */
  readonly p95AbsMs: number;
  readonly maxAbsMs: number;
}

/** The q-quantile (0–1) by the nearest-rank method; NaN for no values. */
export function nearestRankQuantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Mean, mean |lag|, p95 |lag| and max |lag| (NaN when there are no samples). */
export function lagStats(samples: readonly LagSample[]): LagStats {
  const abs = samples.map((s) => Math.abs(s.lagMs));
  const count = samples.length;
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return {
    count,
    meanMs: count ? sum(samples.map((s) => s.lagMs)) / count : Number.NaN,
    meanAbsMs: count ? sum(abs) / count : Number.NaN,
    p95AbsMs: nearestRankQuantile(abs, 0.95),
    maxAbsMs: count ? Math.max(...abs) : Number.NaN,
  };
}

/** What "back in sync" means for {@link timeToSync}. */
export interface InSyncCriterion {
  /** |lag| must stay below this (ms). */
  readonly thresholdMs: number;
  /** … for this long (ms). */
  readonly holdMs: number;
  /**
   * Samples further apart than this break a hold (the video paused or stalled in between, so
   * nothing was seen). Default 250 ms.
   */
  readonly maxGapMs?: number;
}

/**
 * Time from `fromMs` (e.g. a seek) until the lag is below the threshold and stays there for the
 * hold: the first sample at or after `fromMs` that starts such a run, minus `fromMs`. Undefined
 * when it never happens within the samples.
 */
export function timeToSync(
  samples: readonly LagSample[],
  fromMs: number,
  criterion: InSyncCriterion,
): number | undefined {
  const maxGapMs = criterion.maxGapMs ?? 250;
  const after = samples.filter((s) => s.atMs >= fromMs).sort((a, b) => a.atMs - b.atMs);
  let runStart: LagSample | undefined;
  let previous: LagSample | undefined;
  for (const sample of after) {
    const inSync = Math.abs(sample.lagMs) < criterion.thresholdMs;
    const gap = previous !== undefined && sample.atMs - previous.atMs > maxGapMs;
    if (!inSync || gap) runStart = undefined;
    if (inSync && runStart === undefined) runStart = sample;
    if (runStart && sample.atMs - runStart.atMs >= criterion.holdMs) {
      return runStart.atMs - fromMs;
    }
    previous = sample;
  }
  return undefined;
}
