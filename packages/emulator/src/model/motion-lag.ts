/**
 * A device's mechanical lag: the physical slider trails the motion the firmware commands by a fixed
 * number of ms, so the slider is at time t where the command was at t − lag. Nothing in the firmware
 * knows about it (play clock, HAMP and HDSP state, events); only what is read off the slider itself
 * lags: its position and speed, the position timeline, and the play timeline as the slider shows it.
 *
 * The lag keeps its history, so a change applies from the instant it is made and a later read of an
 * earlier instant still sees the lag of that instant.
 */
import { PLAY_TIMELINE_WINDOW_MS, streamTimeAt, type PlayTimelineSegment } from './play-timeline';

/**
 * Largest lag, ms. A tap calibration looks for tens of ms and half a second is far out of sync
 * already; the device keeps this much more commanded history than the position timeline shows, so
 * a read at t − lag always finds the command there.
 */
export const MAX_MOTION_LAG_MS = 500;

/** Changes kept at most (a loop of PATCHes must not grow the history without bound). */
const MAX_LAG_CHANGES = 1_000;

/** From emulator time `fromMs` on, the slider trails the command by `lagMs`. */
export interface LagChange {
  readonly fromMs: number;
  readonly lagMs: number;
}

/** The lag over time: the first change counts for everything before it too. */
export class MotionLag {
  private changes: LagChange[];

  constructor(
    startMs: number,
    lagMs: number,
    private readonly windowMs = PLAY_TIMELINE_WINDOW_MS,
  ) {
    this.changes = [{ fromMs: startMs, lagMs }];
  }

  /** The lag now (the last one set). */
  get lagMs(): number {
    return this.changes.at(-1)?.lagMs ?? 0;
  }

  /** Sets the lag from `atMs` on. */
  set(atMs: number, lagMs: number): void {
    if (lagMs === this.lagMs) return;
    const last = this.changes.at(-1);
    if (last && last.fromMs >= atMs) this.changes.pop();
    this.changes.push({ fromMs: atMs, lagMs });
    let drop = 0;
    while (
      drop + 1 < this.changes.length &&
      (this.changes[drop + 1]?.fromMs ?? Infinity) <= atMs - this.windowMs
    ) {
      drop += 1;
    }
    drop = Math.max(drop, this.changes.length - MAX_LAG_CHANGES);
    if (drop > 0) this.changes.splice(0, drop);
  }

  /** The lag in force at `tMs`. */
  at(tMs: number): number {
    let low = 0;
    let high = this.changes.length - 1;
    let found = this.changes[0];
    while (low <= high) {
      const mid = (low + high) >> 1;
      const change = this.changes[mid];
      if (!change) break;
      if (change.fromMs <= tMs) {
        found = change;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return found?.lagMs ?? 0;
  }

  /** Every change kept, oldest first. */
  history(): readonly LagChange[] {
    return this.changes;
  }
}

/**
 * The play timeline as the slider shows it: with a lag L in force, the slider at t is where the
 * command was at t − L, so each commanded segment starts L later. Where the lag changes, the
 * segment in force then is cut there and re-anchored at the stream time it shows under the new lag.
 */
export function delaySegments(
  segments: readonly PlayTimelineSegment[],
  changes: readonly LagChange[],
): PlayTimelineSegment[] {
  const out: PlayTimelineSegment[] = [];
  changes.forEach((change, k) => {
    const lagMs = change.lagMs;
    // The first change stands for all time before it, so nothing is cut there.
    const startMs = k === 0 ? -Infinity : change.fromMs;
    const untilMs = changes[k + 1]?.fromMs ?? Infinity;
    let i = lastStartingBy(segments, startMs - lagMs);
    const inForce = segments[i];
    if (inForce && k > 0) {
      const streamMs = streamTimeAt([inForce], startMs - lagMs) ?? inForce.streamMs;
      out.push({ ...inForce, fromMs: startMs, streamMs, cause: 'change' });
    }
    for (i += 1; i < segments.length; i++) {
      const segment = segments[i];
      if (!segment || segment.fromMs + lagMs >= untilMs) break;
      if (segment.fromMs + lagMs > startMs)
        out.push({ ...segment, fromMs: segment.fromMs + lagMs });
    }
  });
  return out;
}

/** Index of the last segment starting at or before `tMs` (−1: none). */
function lastStartingBy(segments: readonly PlayTimelineSegment[], tMs: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((segments[mid]?.fromMs ?? Infinity) <= tMs) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
