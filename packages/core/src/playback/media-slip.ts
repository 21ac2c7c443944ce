/**
 * The media's course as last given to the device, to see the media leave it: Chromium's video
 * clock slips by tens of ms a few times a minute with no event at all, and the device, which runs
 * on its own clock from the last play or time adjust, would stay off until the next scheduled
 * adjust. Pure bookkeeping; the engine decides what to send.
 */
import { MEDIA_SLIP_MAX_MS } from './tuning';

/** Where the device was last told the media runs: at `atMs` at `mediaMs`, at `rate`. */
interface MediaLine {
  readonly mediaMs: number;
  readonly atMs: number;
  readonly rate: number;
}

/** The line of the last play or time adjust, and whether the media has left it. */
export class MediaSlipWatch {
  private line: MediaLine | undefined;

  /** A play or a time adjust leaves now: the device follows the media from here. */
  mark(mediaMs: number, atMs: number, rate: number): void {
    this.line = { mediaMs, atMs, rate };
  }

  /** The device no longer follows a line (halted, or a rate call that an adjust will follow). */
  clear(): void {
    this.line = undefined;
  }

  /**
   * True when the media at `atMs` stands more than {@link MEDIA_SLIP_MAX_MS} off the line; the
   * line is then dropped, so one slip asks for one correction.
   */
  slipped(mediaMs: number, atMs: number): boolean {
    const line = this.line;
    if (!line) return false;
    const expectedMs = line.mediaMs + (atMs - line.atMs) * line.rate;
    if (Math.abs(mediaMs - expectedMs) <= MEDIA_SLIP_MAX_MS) return false;
    this.line = undefined;
    return true;
  }
}
