import type { Action } from './types';

/** Positions are percentages of the stroke. */
export const MIN_POSITION_PCT = 0;
/** Positions are percentages of the stroke. */
export const MAX_POSITION_PCT = 100;

/**
 * Builds normalised actions one at a time, so that parsers validate and normalise in the same pass
 * instead of allocating a million intermediate objects and copying them again. Internal: the
 * package exports {@link normaliseActions} instead.
 */
export class ActionCollector {
  private readonly out: Action[] = [];
  private sorted = true;
  private unique = true;
  private lastAtMs = -1;

  /** Adds an action, rounding and clamping it, or drops it if its time or position is unusable. */
  add(atMs: number, pos: number): void {
    // `+ 0` folds -0 into 0 so that equal points compare equal everywhere (Object.is, matchers).
    const at = Math.round(atMs) + 0;
    const roundedPos = Math.round(pos) + 0;
    if (!(at >= 0 && at <= Number.MAX_SAFE_INTEGER) || !Number.isFinite(roundedPos)) return;
    if (at <= this.lastAtMs) {
      if (at < this.lastAtMs) this.sorted = false;
      else this.unique = false;
    }
    this.lastAtMs = at;
    this.out.push({
      at,
      pos:
        roundedPos < MIN_POSITION_PCT ? MIN_POSITION_PCT : Math.min(MAX_POSITION_PCT, roundedPos),
    });
  }

  /** The actions sorted by time, one per time (the last one added for a time wins). */
  finish(): Action[] {
    const out = this.out;
    if (this.sorted && this.unique) return out;
    // Array.prototype.sort is stable: among equal times the order of addition survives for the
    // de-duplication below.
    if (!this.sorted) out.sort((a, b) => a.at - b.at);
    let write = 0;
    for (let read = 0; read < out.length; read++) {
      const current = out[read];
      if (current === undefined) continue;
      const next = out[read + 1];
      if (next !== undefined && next.at === current.at) continue;
      out[write++] = current;
    }
    out.length = write;
    return out;
  }
}
