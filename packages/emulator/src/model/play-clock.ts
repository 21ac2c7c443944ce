/**
 * The stream clock of an HSP-style player: a linear map from the device's reference time (its idea of
 * the server time, minus the user offset) to stream time, or a frozen stream time while not playing.
 */

type State =
  | { running: true; anchorRefMs: number; anchorStreamMs: number }
  | { running: false; streamMs: number };

/** A saved clock, for resuming a pause with `pick_up`. */
export type PlayClockSnapshot = Readonly<State>;

/** Stream time as a function of the emulator clock. */
export class PlayClock {
  private value: State = { running: false, streamMs: 0 };
  /** Stream ms per reference ms. */
  rate = 1;

  /**
   * @param nowMs - The emulator clock.
   * @param referenceOffsetMs - Added to the emulator clock, gives the reference time.
   */
  constructor(
    private readonly nowMs: () => number,
    private readonly referenceOffsetMs: () => number,
  ) {}

  /** Whether stream time advances. */
  get running(): boolean {
    return this.value.running;
  }

  /** Stream time now. */
  streamNowMs(): number {
    const v = this.value;
    if (!v.running) return v.streamMs;
    return v.anchorStreamMs + (this.nowMs() + this.referenceOffsetMs() - v.anchorRefMs) * this.rate;
  }

  /** The emulator-clock instant at which the running clock reaches `streamMs`. */
  clockMsAt(streamMs: number): number {
    const v = this.value;
    if (!v.running) return Infinity;
    return v.anchorRefMs - this.referenceOffsetMs() + (streamMs - v.anchorStreamMs) / this.rate;
  }

  /**
   * A frozen copy of {@link PlayClock.clockMsAt}: plans built from it stay consistent even if they
   * are evaluated lazily, after the clock changed (the change re-plans anyway).
   */
  mapping(): (streamMs: number) => number {
    const v = this.value;
    if (!v.running) return () => Infinity;
    const offsetMs = this.referenceOffsetMs();
    const rate = this.rate;
    return (streamMs) => v.anchorRefMs - offsetMs + (streamMs - v.anchorStreamMs) / rate;
  }

  /** Runs so that at reference time `refMs` the stream is at `streamMs`. */
  anchor(refMs: number, streamMs: number): void {
    this.value = { running: true, anchorRefMs: refMs, anchorStreamMs: streamMs };
  }

  /** Runs on from `streamMs` as of now. */
  runFrom(streamMs: number): void {
    this.anchor(this.nowMs() + this.referenceOffsetMs(), streamMs);
  }

  /** Stops the clock at `streamMs` (default: where it is now). */
  freeze(streamMs = this.streamNowMs()): void {
    this.value = { running: false, streamMs };
  }

  /** Shifts a running clock by `deltaMs` of stream time. */
  shift(deltaMs: number): void {
    const v = this.value;
    if (v.running) this.value = { ...v, anchorStreamMs: v.anchorStreamMs + deltaMs };
  }

  /** Changes the rate without a jump in stream time. */
  setRate(rate: number): void {
    const streamMs = this.streamNowMs();
    this.rate = rate;
    if (this.value.running) this.runFrom(streamMs);
  }

  /** The current state, to restore later. */
  snapshot(): PlayClockSnapshot {
    return this.value;
  }

  /** Restores a snapshot. */
  restore(snapshot: PlayClockSnapshot): void {
    this.value = snapshot;
  }
}
