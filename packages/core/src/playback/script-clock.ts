/**
 * A virtual media clock for script-only playback (`/hsp`): a position that runs on a {@link Clock}
 * at a rate, with play, pause, seek and an optional loop. It emits nothing; whoever drives it tells
 * the engine what happened (`mediaEvent`), as a `<video>` element would.
 */
import type { Clock } from '../time/clock';
import type { MediaClock, MediaSample } from './types';

/** Options of {@link ScriptClock}. */
export interface ScriptClockOptions {
  /** Length in ms; `Infinity` for no end. */
  readonly durationMs?: number;
  /** Wrap to 0 at the end instead of stopping there. */
  readonly loop?: boolean;
}

/** A media clock that is only arithmetic on the injected clock. */
export class ScriptClock implements MediaClock {
  private anchorPositionMs = 0;
  private anchorAtMs: number;
  private rateValue = 1;
  private playing = false;
  private stalledValue = false;
  /** Length in ms (`Infinity` for none). */
  durationMs: number;
  /** Whether the position wraps at the end. */
  loop: boolean;

  constructor(
    private readonly clock: Clock,
    options: ScriptClockOptions = {},
  ) {
    this.anchorAtMs = clock.now();
    this.durationMs = options.durationMs ?? Infinity;
    this.loop = options.loop ?? false;
  }

  /** The position now in ms (wrapped when looping, held at the end otherwise). */
  positionMs(): number {
    const run = this.playing && !this.stalledValue;
    const raw =
      this.anchorPositionMs + (run ? (this.clock.now() - this.anchorAtMs) * this.rateValue : 0);
    if (!Number.isFinite(this.durationMs) || this.durationMs <= 0) return raw;
    if (this.loop) return raw % this.durationMs;
    return Math.min(raw, this.durationMs);
  }

  /** Whether the clock has run to its end (never when looping). */
  get ended(): boolean {
    return !this.loop && Number.isFinite(this.durationMs) && this.positionMs() >= this.durationMs;
  }

  /** Engine-clock ms until the next wrap (for the caller's `looped` timer); Infinity if none. */
  msUntilWrap(): number {
    if (!this.loop || !this.playing || this.stalledValue || !Number.isFinite(this.durationMs)) {
      return Infinity;
    }
    return (this.durationMs - this.positionMs()) / this.rateValue;
  }

  sample(): MediaSample {
    return {
      positionMs: this.positionMs(),
      atMs: this.clock.now(),
      rate: this.rateValue,
      paused: !this.playing || this.ended,
      stalled: this.stalledValue,
      durationMs: this.durationMs,
    };
  }

  /** Runs from the current position. */
  play(): void {
    this.reanchor();
    this.playing = true;
  }

  /** Holds the current position. */
  pause(): void {
    this.reanchor();
    this.playing = false;
  }

  /** Jumps to `positionMs` (clamped to 0…duration). */
  seek(positionMs: number): void {
    const end = Number.isFinite(this.durationMs) ? this.durationMs : Infinity;
    this.anchorPositionMs = Math.min(Math.max(0, positionMs), end);
    this.anchorAtMs = this.clock.now();
  }

  /** The playback rate (0.5–2 in the app; any positive value here). */
  get rate(): number {
    return this.rateValue;
  }

  set rate(rate: number) {
    this.reanchor();
    this.rateValue = rate;
  }

  /** Simulates waiting for data (a stalled `<video>`): the position holds while set. */
  set stalled(stalled: boolean) {
    this.reanchor();
    this.stalledValue = stalled;
  }

  get stalled(): boolean {
    return this.stalledValue;
  }

  private reanchor(): void {
    this.anchorPositionMs = this.positionMs();
    this.anchorAtMs = this.clock.now();
  }
}
