/**
 * The history of a device's HSP/HSSP play clock over the emulator clock, for measuring how well a
 * client keeps the device on its media: every change of the clock (play, pause, stop, synctime,
 * rate, loop wrap, flush, a moved time base) starts a new segment. Segments are linear, so the
 * script time the device was at, at any recorded instant, is exact; no sampling is involved.
 */

/** Why a segment began (for reading a timeline, not for computing with it). */
export type PlayTimelineCause = 'change' | 'loop';

/** One stretch of the play clock: from `fromMs` on, stream time = `streamMs + (t − fromMs) · rate`. */
export interface PlayTimelineSegment {
  /** Emulator-clock instant the segment starts (ms). */
  readonly fromMs: number;
  /** Stream (script) time at `fromMs` (ms). */
  readonly streamMs: number;
  /** Stream ms per emulator ms while running (the playback rate). */
  readonly rate: number;
  /** Whether stream time advances; a frozen segment stays at `streamMs`. */
  readonly running: boolean;
  /** The wire `play_state` (1 playing, 2 stopped, 3 paused, 4 starving; 0 not set up). */
  readonly playState: number;
  /** The stream's id (HSP `stream_id`; 0 for HSSP and STREAM). */
  readonly streamId: number;
  /** Which protocol's endpoints set the player up. */
  readonly protocol: string;
  /** What began the segment. */
  readonly cause: PlayTimelineCause;
}

/** How much history a timeline keeps by default: half an hour, at most this many segments. */
export const PLAY_TIMELINE_WINDOW_MS = 30 * 60_000;
export const PLAY_TIMELINE_MAX_SEGMENTS = 20_000;

/** A tolerance for "the same clock": float noise of re-anchoring must not start a segment. */
const SAME_CLOCK_EPSILON_MS = 1e-3;

/**
 * Script time the device is at, at emulator time `atMs`, per the segments (ordered by `fromMs`);
 * undefined before the first segment.
 */
export function streamTimeAt(
  segments: readonly PlayTimelineSegment[],
  atMs: number,
): number | undefined {
  let low = 0;
  let high = segments.length - 1;
  let found: PlayTimelineSegment | undefined;
  // The last segment starting at or before atMs (binary search: a 30-minute run has thousands).
  while (low <= high) {
    const mid = (low + high) >> 1;
    const segment = segments[mid];
    if (!segment) break;
    if (segment.fromMs <= atMs) {
      found = segment;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (!found) return undefined;
  return found.running ? found.streamMs + (atMs - found.fromMs) * found.rate : found.streamMs;
}

/** The segment in force at `sinceMs` (if any) and every later one, of segments ordered by `fromMs`. */
export function segmentsSince(
  segments: readonly PlayTimelineSegment[],
  sinceMs: number,
): PlayTimelineSegment[] {
  let first = 0;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment && segment.fromMs <= sinceMs) first = i;
    else break;
  }
  return segments.slice(first);
}

/** A device's play-clock history, bounded in time and count. */
export class PlayTimeline {
  private list: PlayTimelineSegment[] = [];

  constructor(
    private readonly windowMs = PLAY_TIMELINE_WINDOW_MS,
    private readonly maxSegments = PLAY_TIMELINE_MAX_SEGMENTS,
  ) {}

  /**
   * Records the clock as it is from `segment.fromMs` on. A record that continues the last segment
   * (same state and the same line) is dropped, so HSP top-ups and re-plans cost nothing.
   */
  record(segment: PlayTimelineSegment): void {
    const last = this.list.at(-1);
    if (last && continues(last, segment)) return;
    // Two changes at one instant (e.g. a flush then a play): the later one is what held.
    if (last && last.fromMs === segment.fromMs) this.list.pop();
    this.list.push(segment);
    this.prune(segment.fromMs);
  }

  /**
   * The segments that matter from `sinceMs` on: the one in force at `sinceMs` and every later one
   * (all of them without `sinceMs`).
   */
  segments(sinceMs?: number): PlayTimelineSegment[] {
    return sinceMs === undefined ? [...this.list] : segmentsSince(this.list, sinceMs);
  }

  /** Forgets everything (a removed device, an emulator reset). */
  clear(): void {
    this.list = [];
  }

  /** Drops segments that ended before the window; the one in force at the window's start stays. */
  private prune(nowMs: number): void {
    const startMs = nowMs - this.windowMs;
    let drop = 0;
    while (drop + 1 < this.list.length && (this.list[drop + 1]?.fromMs ?? Infinity) <= startMs) {
      drop += 1;
    }
    drop = Math.max(drop, this.list.length - this.maxSegments);
    if (drop > 0) this.list.splice(0, drop);
  }
}

function continues(last: PlayTimelineSegment, next: PlayTimelineSegment): boolean {
  if (
    last.running !== next.running ||
    last.rate !== next.rate ||
    last.playState !== next.playState ||
    last.streamId !== next.streamId ||
    last.protocol !== next.protocol
  ) {
    return false;
  }
  const predictedMs = streamTimeAt([last], next.fromMs) ?? Number.NaN;
  return Math.abs(predictedMs - next.streamMs) < SAME_CLOCK_EPSILON_MS;
}
