/**
 * The device's HSP point buffer (reference §11): a bounded, time-ordered list of points, each
 * remembering the absolute stream index the client gave it.
 */

/** A point as the client sends it: `t` ms of stream time, `x` 0–100 (0 bottom, 100 top). */
export interface HspPoint {
  t: number;
  x: number;
}

/** A buffered point. */
export interface BufferedPoint extends HspPoint {
  streamIndex: number;
}

/** A bounded buffer; overflowing drops the oldest points. */
export class HspBuffer {
  private items: BufferedPoint[] = [];
  /** Absolute stream index of the last point of the last batch (0 before any). */
  tailStreamIndex = 0;

  /** @param capacity - How many points fit (`max_points`); `Infinity` for server-fed HSSP. */
  constructor(readonly capacity: number) {}

  /** The buffered points, sorted by time. */
  get points(): readonly BufferedPoint[] {
    return this.items;
  }

  /** How many points are buffered. */
  get size(): number {
    return this.items.length;
  }

  /** Time of the first buffered point (0 when empty, as the wire reports it). */
  get firstTimeMs(): number {
    return this.items[0]?.t ?? 0;
  }

  /** Time of the last buffered point (0 when empty). */
  get lastTimeMs(): number {
    return this.items.at(-1)?.t ?? 0;
  }

  /** Empties the buffer; the stream index continues from wherever the client goes on. */
  clear(): void {
    this.items = [];
  }

  /**
   * Appends a batch whose last point has absolute index `tailStreamIndex` (so its first has
   * `tailStreamIndex − n + 1`), keeps the buffer in time order and drops the oldest points that no
   * longer fit. Returns how many were dropped.
   */
  add(points: readonly HspPoint[], tailStreamIndex: number): number {
    const firstIndex = tailStreamIndex - points.length + 1;
    const batch = points.map((p, i) => ({
      t: Math.round(p.t),
      x: Math.round(p.x),
      streamIndex: firstIndex + i,
    }));
    // A stable sort keeps the client's order for equal times.
    this.items = [...this.items, ...batch].sort((a, b) => a.t - b.t);
    this.tailStreamIndex = tailStreamIndex;
    const overflow = this.items.length - this.capacity;
    if (overflow <= 0) return 0;
    this.items = this.items.slice(overflow);
    return overflow;
  }

  /** Index of the last point at or before `streamMs` (−1 when none). */
  indexAt(streamMs: number): number {
    let lo = 0;
    let hi = this.items.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const p = this.items[mid];
      if (p && p.t <= streamMs) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  /** The buffered point with absolute stream index `streamIndex`. */
  byStreamIndex(streamIndex: number): BufferedPoint | undefined {
    return this.items.find((p) => p.streamIndex === streamIndex);
  }
}
