/**
 * Measuring how well the app keeps the device on the video, for the e2e specs and the benchmarks:
 * the page's `<video>` frames recorded with `requestVideoFrameCallback` (an init script, not app
 * code), the emulator's play timeline, and the emulator settings a measurement needs (server clock
 * offset, latency and jitter). The arithmetic is `lagSamples` / `lagStats` / `timeToSync` of
 * `@glide/emulator`, unit-tested there.
 *
 * Clocks: the emulator's clock is its process's `Date.now()` (`clockIsEpoch` in the timeline), and
 * the recorder stamps each frame with the page's `Date.now()` at the frame's expected display time,
 * so on one machine both are the same clock.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { z } from 'zod';
import {
  lagSamples,
  lagStats,
  playTimelineAnswerSchema,
  timeToSync,
  type InSyncCriterion,
  type LagOptions,
  type LagSample,
  type LagStats,
  type PlayTimelineSegment,
  type VideoFrameSample,
} from '@glide/emulator';

/** Where the recorder keeps frames in the page. */
const FRAMES_GLOBAL = '__glideSyncFrames';

/**
 * Runs in the page before the app: every `<video>` that appears gets a frame callback that records
 * (wall time at expected display, media time, paused). A string, because the bench runs under tsx,
 * which would add helper calls to a serialized function that do not exist in the page.
 */
export const FRAME_RECORDER_SCRIPT = `
(() => {
  if (window['${FRAMES_GLOBAL}']) return;
  const frames = [];
  window['${FRAMES_GLOBAL}'] = frames;
  const watched = new WeakSet();
  const watch = (video) => {
    if (watched.has(video) || typeof video.requestVideoFrameCallback !== 'function') return;
    watched.add(video);
    const onFrame = (now, meta) => {
      // expectedDisplayTime is on the performance clock; move it onto the wall clock now, so a
      // drift between the two since page load does not enter.
      const wallMs = Date.now() - performance.now() + meta.expectedDisplayTime;
      frames.push({ atMs: wallMs, mediaMs: meta.mediaTime * 1000, paused: video.paused, rate: video.playbackRate });
      if (frames.length > 200000) frames.splice(0, 100000);
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  const scan = () => document.querySelectorAll('video').forEach(watch);
  new MutationObserver(scan).observe(document, { subtree: true, childList: true });
  document.addEventListener('DOMContentLoaded', scan);
})();
`;

/** Installs the frame recorder in every page of the context (before the app starts). */
export async function installFrameRecorder(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript({ content: FRAME_RECORDER_SCRIPT });
}

const frameSchema = z.object({
  atMs: z.number(),
  mediaMs: z.number(),
  paused: z.boolean(),
  rate: z.number(),
});

/** A recorded frame, with the video's rate then. */
export type RecordedFrame = z.infer<typeof frameSchema> & VideoFrameSample;

/** The frames recorded since the last call (they are taken out of the page). */
export async function takeFrames(page: Page): Promise<RecordedFrame[]> {
  const raw = await page.evaluate(
    `(window['${FRAMES_GLOBAL}'] || []).splice(0, Number.MAX_SAFE_INTEGER)`,
  );
  return z.array(frameSchema).parse(raw);
}

/** `GET /control/devices/:key/play-timeline`. */
export type PlayTimeline = z.infer<typeof playTimelineAnswerSchema> & {
  segments: PlayTimelineSegment[];
};

const requestCountsSchema = z.object({
  nowMs: z.number(),
  total: z.number(),
  byRoute: z.record(z.string(), z.number()),
});

/** `GET /control/devices/:key/requests`. */
export type RequestCounts = z.infer<typeof requestCountsSchema>;

async function call(
  controlBase: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${controlBase}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response.status === 204 ? undefined : response.json();
}

/** The measurement side of the control API of one emulator (`controlBase` = `<origin>/control`). */
export function syncControl(controlBase: string) {
  return {
    /** The device's play clock history from `sinceMs` (emulator clock) on. */
    async playTimeline(key: string, sinceMs?: number): Promise<PlayTimeline> {
      const query = sinceMs === undefined ? '' : `?sinceMs=${Math.floor(sinceMs)}`;
      return playTimelineAnswerSchema.parse(
        await call(controlBase, 'GET', `/devices/${key}/play-timeline${query}`),
      );
    },
    /** Moves the emulator's server clock by `offsetMs` from its own clock. */
    async setServerClockOffset(offsetMs: number): Promise<void> {
      await call(controlBase, 'PUT', '/server-clock', { offsetMs });
    },
    /** Global latency ± jitter on every API request (round trip; see the emulator's README). */
    async setLatency(latencyMs: number, jitterMs: number): Promise<void> {
      await call(controlBase, 'PUT', '/faults', { latencyMs, jitterMs });
    },
    /** Removes every fault. */
    async clearFaults(): Promise<void> {
      await call(controlBase, 'DELETE', '/faults');
    },
    /** API requests that carried `key`, by route. */
    async requestCounts(key: string): Promise<RequestCounts> {
      return requestCountsSchema.parse(await call(controlBase, 'GET', `/devices/${key}/requests`));
    },
  };
}

/** Lag samples of recorded frames against a fetched timeline. */
export function measureLag(
  frames: readonly VideoFrameSample[],
  timeline: PlayTimeline,
  options: LagOptions = {},
): { samples: LagSample[]; stats: LagStats } {
  if (!timeline.clockIsEpoch) {
    throw new Error(
      'The emulator runs on a clock other than Date.now(): frames cannot be compared',
    );
  }
  const samples = lagSamples(frames, timeline.segments, options);
  return { samples, stats: lagStats(samples) };
}

/** Time from `fromMs` (a seek) until |lag| < `thresholdMs` holds for `holdMs`. */
export function timeFromSeekToSync(
  samples: readonly LagSample[],
  fromMs: number,
  criterion: InSyncCriterion,
): number | undefined {
  return timeToSync(samples, fromMs, criterion);
}
