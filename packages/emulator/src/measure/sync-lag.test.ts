import { describe, expect, it } from 'vitest';
import type { PlayTimelineSegment } from '../model/play-timeline';
import {
  lagSamples,
  lagStats,
  nearestRankQuantile,
  onVideoClock,
  timeToSync,
  type LagSample,
  type VideoFrameSample,
} from './sync-lag';

function segment(fromMs: number, streamMs: number, running = true, rate = 1): PlayTimelineSegment {
  return {
    fromMs,
    streamMs,
    rate,
    running,
    playState: running ? 1 : 3,
    streamId: 1,
    protocol: 'hsp',
    cause: 'change',
  };
}

/** Frames every 33 ms from `fromMs`, media time = wall time − `startWallMs` + `mediaAtStartMs`. */
function frames(fromMs: number, count: number, mediaAtStartMs = 0): VideoFrameSample[] {
  return Array.from({ length: count }, (_, i) => ({
    atMs: fromMs + i * 33,
    mediaMs: mediaAtStartMs + i * 33,
  }));
}

function samples(pairs: Array<[atMs: number, lagMs: number]>): LagSample[] {
  return pairs.map(([atMs, lagMs]) => ({ atMs, lagMs, videoMs: 0, deviceMs: 0 }));
}

describe('lagSamples', () => {
  it('is the video time minus the device time at each frame: + when the device is behind', () => {
    // The device started 20 ms late at stream 0.
    const timeline = [segment(1_020, 0)];
    const lags = lagSamples(frames(1_100, 3, 100), timeline);
    expect(lags.map((s) => s.lagMs)).toEqual([20, 20, 20]);
    expect(lags[0]).toMatchObject({ atMs: 1_100, videoMs: 100, deviceMs: 80 });
  });

  it('takes the intended delay off, skips paused frames and frames before the timeline', () => {
    const timeline = [segment(1_000, 0)];
    const input: VideoFrameSample[] = [
      { atMs: 900, mediaMs: 0 },
      { atMs: 1_200, mediaMs: 500 },
      { atMs: 1_300, mediaMs: 600, paused: true },
    ];
    expect(lagSamples(input, timeline, { intendedDelayMs: 300 })).toEqual([
      { atMs: 1_200, videoMs: 500, deviceMs: 200, lagMs: 0 },
    ]);
  });

  it('wraps a lag across a loop into half a period', () => {
    // The device wrapped to 0 at 13 000; the video is 10 ms before its end.
    const timeline = [segment(1_000, 0), segment(13_000, 0)];
    const lags = lagSamples([{ atMs: 12_995, mediaMs: 11_990 }], timeline, {
      loopPeriodMs: 12_000,
    });
    expect(lags[0]?.lagMs).toBe(-5);
    const afterWrap = lagSamples([{ atMs: 13_010, mediaMs: 5 }], timeline, {
      loopPeriodMs: 12_000,
    });
    expect(afterWrap[0]?.lagMs).toBe(-5);
  });

  it("tells the lag in wall time: a media gap divided by the video's rate", () => {
    // At 1.5× from stream 0 at 1 000; a frame 30 ms of media ahead of the device is 20 ms early.
    const timeline = [segment(1_000, 0, true, 1.5)];
    const lags = lagSamples(
      [
        { atMs: 1_200, mediaMs: 330, rate: 1.5 },
        { atMs: 1_400, mediaMs: 570, rate: 1.5 },
      ],
      timeline,
    );
    expect(lags.map((s) => s.lagMs)).toEqual([20, -20]);
    expect(lags[0]).toMatchObject({ videoMs: 330, deviceMs: 300 });
  });
});

/**
 * A 30 fps clip at 1.5× on a 60 Hz screen: frame k is due at k × 22.2 ms and shown at the next
 * refresh (16.7 ms apart), so up to one refresh late.
 */
function quantisedFrames(count: number): VideoFrameSample[] {
  const refreshMs = 1000 / 60;
  return Array.from({ length: count }, (_, k) => {
    const dueMs = (k * (1000 / 30)) / 1.5;
    return {
      atMs: 10_000 + Math.ceil(dueMs / refreshMs) * refreshMs,
      mediaMs: k * (1000 / 30),
      rate: 1.5,
    };
  });
}

describe('onVideoClock', () => {
  it('takes out the refresh cadence: a device on the picture’s line lags by under 2 ms', () => {
    const shown = quantisedFrames(200);
    // The picture's line: the clip's, as late as the frames are shown at the median.
    const lateness = shown.map((f) => f.atMs - 10_000 - f.mediaMs / 1.5).sort((a, b) => a - b);
    const medianLateMs = lateness[lateness.length >> 1] ?? 0;
    expect(medianLateMs).toBeGreaterThan(5);
    const device = [segment(10_000 + medianLateMs, 0, true, 1.5)];
    const asShown = lagStats(lagSamples(shown, device));
    const onClock = lagStats(lagSamples(onVideoClock(shown), device));
    expect(asShown.p95AbsMs).toBeGreaterThan(5);
    expect(onClock.p95AbsMs).toBeLessThan(2);
  });

  it('keeps a device that is truly behind, and a jump of the video, and drops paused frames', () => {
    const shown = frames(0, 60).map((f) => ({ ...f, rate: 1 }));
    const behind = lagStats(lagSamples(onVideoClock(shown), [segment(0, -20)]));
    expect(behind.meanMs).toBeCloseTo(20, 5);
    // The video jumps 200 ms ahead at frame 30: frames well after it are on the new line.
    const jumped = shown.map((f, i) => (i >= 30 ? { ...f, mediaMs: f.mediaMs + 200 } : f));
    const after = onVideoClock(jumped).slice(45);
    expect(after.every((f, i) => f.mediaMs === (jumped[45 + i]?.mediaMs ?? Number.NaN))).toBe(true);
    const paused = [...shown.slice(0, 3), { atMs: 200, mediaMs: 0, paused: true }];
    expect(onVideoClock(paused)).toHaveLength(3);
  });
});

describe('lagStats', () => {
  it('gives mean, mean |lag|, nearest-rank p95 |lag| and max |lag|', () => {
    const lags = samples([
      [0, 10],
      [1, -10],
      [2, 4],
      [3, -4],
      ...Array.from({ length: 16 }, (_, i): [number, number] => [4 + i, 0]),
    ]);
    expect(lagStats(lags)).toEqual({
      count: 20,
      meanMs: 0,
      meanAbsMs: 1.4,
      p95AbsMs: 10,
      maxAbsMs: 10,
    });
  });

  it('is NaN without samples', () => {
    expect(lagStats([]).meanAbsMs).toBeNaN();
    expect(nearestRankQuantile([], 0.5)).toBeNaN();
    expect(nearestRankQuantile([3, 1, 2], 0.5)).toBe(2);
  });
});

describe('timeToSync', () => {
  const criterion = { thresholdMs: 25, holdMs: 100 };

  it('is the start of the first run under the threshold that holds long enough', () => {
    const lags = samples([
      [1_000, 900],
      [1_050, 20], // a run that breaks before 100 ms
      [1_100, 30],
      [1_150, 10],
      [1_200, 5],
      [1_250, -3],
      [1_300, 0],
    ]);
    expect(timeToSync(lags, 900, criterion)).toBe(250);
  });

  it('ignores samples before the seek and never counts across a gap', () => {
    const lags = samples([
      [0, 0],
      [500, 0],
      [1_000, 0],
      [1_060, 0],
      [1_120, 0],
    ]);
    // 500 → 1 000 is a gap, so the run that holds starts at 1 000.
    expect(timeToSync(lags, 400, criterion)).toBe(600);
    expect(timeToSync(lags, 1_010, criterion)).toBeUndefined();
  });
});
