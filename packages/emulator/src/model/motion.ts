/**
 * Slider physics as a function of time. A motion source hands over waypoints ("be at posMm at
 * atMs"); the planner turns them into straight segments that respect the device's speed limits. A
 * state change calls {@link Motion.retarget}, which keeps everything up to that instant and plans
 * afresh from wherever the slider is then. Reading a position evaluates the segments, so nothing
 * ticks in the background.
 */

/** Speeds the firmware enforces (reference §12: 32–400 mm/s). */
export interface SpeedLimits {
  minMmPerS: number;
  maxMmPerS: number;
}

/** The Handy's limits. */
export const DEFAULT_SPEED_LIMITS: SpeedLimits = { minMmPerS: 32, maxMmPerS: 400 };

/** A target: be at `posMm` at `atMs` (emulator clock). */
export interface Waypoint {
  atMs: number;
  posMm: number;
}

/** A straight move from `fromMm` at `startMs` to `toMm` at `endMs`; a hold when both are equal. */
export interface Segment {
  startMs: number;
  endMs: number;
  fromMm: number;
  toMm: number;
}

/** How much of its past a motion keeps by default (the longest position timeline). */
export const MOTION_HISTORY_MS = 60_000;

const EPSILON_MM = 1e-9;
/** A source that keeps yielding waypoints without moving time on is broken; stop following it. */
const MAX_STALLED_WAYPOINTS = 10_000;

/**
 * How long a move of `distanceMm` takes when the source asks for `desiredMs`: never faster than the
 * top speed (the slider arrives late) and never slower than the minimum speed (the slider arrives
 * early and waits, as the firmware cannot crawl).
 */
export function moveDurationMs(distanceMm: number, desiredMs: number, limits: SpeedLimits): number {
  if (distanceMm <= EPSILON_MM) return 0;
  const fastestMs = (distanceMm / limits.maxMmPerS) * 1000;
  const slowestMs = (distanceMm / limits.minMmPerS) * 1000;
  if (!(desiredMs > fastestMs)) return fastestMs;
  return Math.min(desiredMs, slowestMs);
}

/** The planned and past movement of one slider. */
export class Motion {
  private segments: Segment[] = [];
  private tailMs: number;
  private tailMm: number;
  private source: Iterator<Waypoint> | undefined;

  /**
   * @param startMs - When the slider starts at `startMm`.
   * @param historyMs - How much of the past to keep for the position timeline.
   */
  constructor(
    startMs: number,
    startMm: number,
    private readonly limits: SpeedLimits = DEFAULT_SPEED_LIMITS,
    private readonly historyMs = MOTION_HISTORY_MS,
  ) {
    this.tailMs = startMs;
    this.tailMm = startMm;
  }

  /** Replaces the plan from `atMs` on with `waypoints` (none: hold still). */
  retarget(atMs: number, waypoints?: Iterable<Waypoint>): void {
    const posMm = this.positionAt(atMs);
    // A plan that ran out before now left the slider holding still since; record the hold, or a
    // later read of that stretch would find no segment and answer the new plan's end.
    if (this.tailMs < atMs) this.push(atMs, this.tailMm);
    this.segments = this.segments.filter((s) => s.startMs < atMs);
    const last = this.segments.at(-1);
    if (last && last.endMs > atMs) {
      last.endMs = atMs;
      last.toMm = posMm;
    }
    this.tailMs = atMs;
    this.tailMm = posMm;
    this.source = waypoints?.[Symbol.iterator]();
    const keepFrom = atMs - this.historyMs;
    this.segments = this.segments.filter((s) => s.endMs >= keepFrom);
  }

  /** The slider position (mm) at `tMs`. */
  positionAt(tMs: number): number {
    this.extend(tMs);
    const segment = this.segmentAt(tMs);
    if (!segment) {
      const first = this.segments[0];
      return first && tMs < first.startMs ? first.fromMm : this.tailMm;
    }
    const spanMs = segment.endMs - segment.startMs;
    const fraction = spanMs > 0 ? (tMs - segment.startMs) / spanMs : 1;
    return segment.fromMm + (segment.toMm - segment.fromMm) * fraction;
  }

  /** The signed speed (mm/s, positive = up) at `tMs`; 0 while holding. */
  velocityAt(tMs: number): number {
    this.extend(tMs);
    const segment = this.segmentAt(tMs);
    if (!segment || segment.endMs <= segment.startMs) return 0;
    return ((segment.toMm - segment.fromMm) / (segment.endMs - segment.startMs)) * 1000;
  }

  /** Positions (mm) every `stepMs` from `fromMs` to `toMs` inclusive. */
  sample(fromMs: number, toMs: number, stepMs: number): number[] {
    const out: number[] = [];
    for (let t = fromMs; t <= toMs; t += stepMs) out.push(this.positionAt(t));
    return out;
  }

  /** The planned segments overlapping `[fromMs, toMs]`, for inspection. */
  segmentsBetween(fromMs: number, toMs: number): Segment[] {
    this.extend(toMs);
    return this.segments
      .filter((s) => s.endMs >= fromMs && s.startMs <= toMs)
      .map((s) => ({ ...s }));
  }

  private segmentAt(tMs: number): Segment | undefined {
    let lo = 0;
    let hi = this.segments.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = this.segments[mid];
      if (!s) break;
      if (tMs < s.startMs) hi = mid - 1;
      else if (tMs >= s.endMs) lo = mid + 1;
      else return s;
    }
    return undefined;
  }

  private extend(untilMs: number): void {
    let stalled = 0;
    while (this.source && this.tailMs <= untilMs) {
      const waypoint = this.nextWaypoint();
      if (!waypoint) {
        this.source = undefined;
        break;
      }
      const beforeMs = this.tailMs;
      this.plan(waypoint);
      stalled = this.tailMs > beforeMs ? 0 : stalled + 1;
      if (stalled > MAX_STALLED_WAYPOINTS) this.source = undefined;
    }
    // An endless source (HAMP) left alone for hours must not grow the history without bound.
    const first = this.segments[0];
    if (first && first.endMs < untilMs - 2 * this.historyMs) {
      const keepFromMs = untilMs - this.historyMs;
      this.segments = this.segments.filter((s) => s.endMs >= keepFromMs);
    }
  }

  /** Skips waypoints already in the past (the slider cannot catch up with them) unless it is the last. */
  private nextWaypoint(): Waypoint | undefined {
    let waypoint = this.take();
    while (waypoint && waypoint.atMs < this.tailMs) {
      const next = this.take();
      if (!next) return waypoint;
      waypoint = next;
    }
    return waypoint;
  }

  private take(): Waypoint | undefined {
    const step = this.source?.next();
    return step && !step.done ? step.value : undefined;
  }

  private plan(waypoint: Waypoint): void {
    const distanceMm = Math.abs(waypoint.posMm - this.tailMm);
    const durationMs = moveDurationMs(distanceMm, waypoint.atMs - this.tailMs, this.limits);
    if (durationMs > 0) {
      this.push(this.tailMs + durationMs, waypoint.posMm);
    } else {
      this.tailMm = waypoint.posMm;
    }
    if (this.tailMs < waypoint.atMs) this.push(waypoint.atMs, this.tailMm);
  }

  private push(endMs: number, toMm: number): void {
    this.segments.push({ startMs: this.tailMs, endMs, fromMm: this.tailMm, toMm });
    this.tailMs = endMs;
    this.tailMm = toMm;
  }
}
