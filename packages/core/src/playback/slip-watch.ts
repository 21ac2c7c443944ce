/**
 * The line the device was anchored on, in media terms, and a watch for the media leaving it. A
 * video's clock can slip by tens of ms without any event; the device, anchored on the old line,
 * then runs off by that much until the next synctime. Comparing the media with the line is only
 * arithmetic, so it can run often; a confirmed slip asks for one re-anchor, within a budget.
 */
import {
  SLIP_BOUND_MS,
  SLIP_CONFIRM_CHECKS,
  SLIP_MAX_PER_MINUTE,
  SLIP_MIN_GAP_MS,
  SLIP_RATE_SETTLE_MIN_MS,
  SLIP_RATE_SETTLE_MS,
} from './tuning';

/** A media position at an engine-clock instant, running at a rate. */
export interface MediaPoint {
  readonly positionMs: number;
  readonly atMs: number;
  readonly rate: number;
}

const MINUTE_MS = 60_000;

/** Where a line is at `atMs`: its point carried on by its rate. */
function lineAt(line: MediaPoint, atMs: number): number {
  return line.positionMs + (atMs - line.atMs) * line.rate;
}

/**
 * A rate change's settling (see {@link SlipWatch.anchorRate}): `due` until its first check,
 * `open` while that check found the device off and the fix is not taken yet.
 */
type Settle = 'none' | 'due' | 'open';

/** Where the device was told the media is, and whether the media still agrees. */
export class SlipWatch {
  private line: MediaPoint | undefined;
  private beyondCount = 0;
  private fixesAtMs: number[] = [];
  /** The next fix may come sooner than the minimum gap (see {@link anchor}). */
  private gapWaived = false;
  /** Checks before this engine-clock time do not count (see {@link anchorRate}). */
  private quietUntilMs = Number.NEGATIVE_INFINITY;
  /** A rate change's settling; while `open`, {@link beyond} uses the settling bound. */
  private settle: Settle = 'none';

  /**
   * The device was anchored at the media's point (a play, or a full re-anchor). A fresh play (a
   * start, a resume, a loop's wrap, a seek; not a slip's own re-play) waives the minimum gap for
   * its first fix: a slip right after a play is the play's own error, not the clock wandering
   * again, and waiting out a gap left by an earlier fix keeps the device off for up to a second.
   */
  anchor(point: MediaPoint, fresh = false): void {
    this.line = point;
    this.beyondCount = 0;
    this.gapWaived = fresh;
    this.quietUntilMs = Number.NEGATIVE_INFINITY;
    this.settle = 'none';
  }

  /**
   * The device was told a new rate at the media's point. A video switches rate some 25–30 ms
   * after its `ratechange`, and its frames take a few more to show the new line: a fix taken
   * then put the device where the video was not going, and the next one waited out the gap
   * (the bench saw 10–70 ms for a second after a change). So checks wait
   * {@link SLIP_RATE_SETTLE_MS}, and the first fix after is the change's own, gap waived. That
   * first check settles the change: the device is corrected if it is more than
   * {@link SLIP_RATE_SETTLE_MIN_MS} off, bound or not, without a confirming check (the line was
   * given time to settle instead).
   */
  anchorRate(point: MediaPoint): void {
    this.anchor(point, true);
    this.settleAfter(point.atMs);
  }

  /**
   * The device was told a new rate and keeps its own time (HSP's rate call): its line runs on
   * from where it is, at the point's rate from the point's instant. Where the media is does not
   * move it; the synctime after the call pulls it. Settles as {@link anchorRate} does.
   */
  rerate(point: MediaPoint): void {
    const line = this.line;
    if (!line) return this.anchorRate(point);
    this.anchor({ positionMs: lineAt(line, point.atMs), atMs: point.atMs, rate: point.rate }, true);
    this.settleAfter(point.atMs);
  }

  private settleAfter(atMs: number): void {
    this.quietUntilMs = atMs + SLIP_RATE_SETTLE_MS;
    this.settle = 'due';
  }

  /** A synctime moved the device `filter` of the way from the line to the media's point. */
  pull(point: MediaPoint, filter: number): void {
    const deviation = this.deviationMs(point);
    if (!this.line || deviation === undefined) return;
    this.line = { ...this.line, positionMs: this.line.positionMs + filter * deviation };
    if (filter >= 1) this.beyondCount = 0;
    // A settling fix taken; a settling still due (HSP's synctime right after its rate call) stays.
    if (this.settle === 'open') this.settle = 'none';
  }

  /** Media minus line at the point's instant (+ = media ahead); undefined without a line. */
  deviationMs(point: MediaPoint): number | undefined {
    const line = this.line;
    if (!line) return undefined;
    return point.positionMs - lineAt(line, point.atMs);
  }

  /**
   * True when the deviation is beyond the bound: in media ms, and below 1× in wall time (media
   * ms ÷ the rate), which is then the larger (see {@link SLIP_BOUND_MS}).
   */
  beyond(point: MediaPoint): boolean {
    const deviationMs = Math.abs(this.deviationMs(point) ?? 0);
    if (this.settle === 'open')
      return deviationMs / (point.rate > 0 ? point.rate : 1) > SLIP_RATE_SETTLE_MIN_MS;
    const slower = point.rate > 0 ? Math.min(1, point.rate) : 1;
    return deviationMs / slower > SLIP_BOUND_MS;
  }

  /**
   * One check. True when this is the confirming check of a slip, or the settling check of a rate
   * change that found the device off, and the budget allows a correction now (the caller then
   * re-anchors); the correction is counted against the budget.
   */
  check(point: MediaPoint): boolean {
    if (point.atMs < this.quietUntilMs) return false;
    if (this.settle === 'due') this.settle = 'open';
    if (this.settle === 'open') {
      // Until the fix is taken (a pull or an anchor), or the device is found close enough.
      if (!this.beyond(point)) {
        this.settle = 'none';
        return false;
      }
    } else {
      this.beyondCount = this.beyond(point) ? this.beyondCount + 1 : 0;
      if (this.beyondCount < SLIP_CONFIRM_CHECKS) return false;
    }
    const nowMs = point.atMs;
    this.fixesAtMs = this.fixesAtMs.filter((at) => nowMs - at < MINUTE_MS);
    const lastMs = this.fixesAtMs[this.fixesAtMs.length - 1];
    if (!this.gapWaived && lastMs !== undefined && nowMs - lastMs < SLIP_MIN_GAP_MS) return false;
    if (this.fixesAtMs.length >= SLIP_MAX_PER_MINUTE) return false;
    this.beyondCount = 0;
    this.gapWaived = false;
    this.fixesAtMs.push(nowMs);
    return true;
  }

  /** Forgets the line (the device no longer follows one). */
  clear(): void {
    this.line = undefined;
    this.beyondCount = 0;
  }
}
