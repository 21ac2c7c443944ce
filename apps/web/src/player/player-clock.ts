/**
 * The clock the player owns when there is no video (`/hsp`, the beatbox, the community page): a
 * `ScriptClock` that behaves like a `<video>` element. It plays, pauses, seeks, changes rate and
 * loops, and tells whoever listens what it did with a video's events (`play`, `playing`, `pause`,
 * `seeking`, `seeked`, `ratechange`, `looped`, `ended`), so the engine follows it as it follows a
 * video and nobody has to pass the engine's callback back to the code that drives it.
 */
import {
  ScriptClock,
  type Clock,
  type MediaClock,
  type MediaEvent,
  type MediaSample,
  type TimerHandle,
} from '@glide/core';

/** What a page draws of the clock; a new object on every change. */
export interface PlayerClockState {
  readonly playing: boolean;
  readonly rate: number;
  readonly loop: boolean;
  /** Length, ms; `Infinity` for a loop without an end. */
  readonly durationMs: number;
  /** A start is asked for: it plays once what it starts is loaded (see {@link PlayerClock.start}). */
  readonly startPending: boolean;
}

/** A script-only media clock with a video's events. */
export class PlayerClock implements MediaClock {
  private readonly media: ScriptClock;
  private readonly mediaListeners = new Set<(event: MediaEvent) => void>();
  private readonly stateListeners = new Set<() => void>();
  private current: PlayerClockState;
  private timer: TimerHandle | undefined;

  constructor(private readonly timers: Clock) {
    this.media = new ScriptClock(timers, { durationMs: 0 });
    this.current = { playing: false, rate: 1, loop: false, durationMs: 0, startPending: false };
  }

  /** The clock as drawn now (`useSyncExternalStore`'s snapshot). */
  readonly state = (): PlayerClockState => this.current;

  /** Calls `listener` after every change of {@link state}; returns the unsubscriber. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Calls `listener` with each media event, as a video's would be heard; returns the unsubscriber. */
  onMediaEvent(listener: (event: MediaEvent) => void): () => void {
    this.mediaListeners.add(listener);
    return () => this.mediaListeners.delete(listener);
  }

  sample(): MediaSample {
    return this.media.sample();
  }

  /** The position now, ms. */
  readonly positionMs = (): number => this.media.positionMs();

  /** Something of another length to play: paused at 0 (a new script starts from its beginning). */
  load(durationMs: number): void {
    if (durationMs === this.current.durationMs) return;
    this.media.pause();
    this.media.seek(0);
    this.media.durationMs = durationMs;
    this.changed({ playing: false, durationMs });
  }

  /** Runs from where it is; from 0 again if it ran to its end. */
  readonly play = (): void => {
    if (this.current.playing) return;
    if (this.media.ended) this.media.seek(0);
    this.media.play();
    this.changed({ playing: true, startPending: false });
    this.emit('play');
    this.emit('playing');
  };

  readonly pause = (): void => {
    if (!this.current.playing) return;
    this.media.pause();
    this.changed({ playing: false });
    this.emit('pause');
  };

  /** Jumps to `positionMs`, held within the clock's length. */
  readonly seek = (positionMs: number): void => {
    this.emit('seeking');
    this.media.seek(positionMs);
    this.rearm();
    this.emit('seeked');
  };

  /** Pauses and goes back to 0 (a seek only when there is one to make: the engine waits one out). */
  readonly stop = (): void => {
    this.pause();
    if (this.media.positionMs() !== 0) this.seek(0);
  };

  /**
   * Stops, and asks to play from 0 once what the page hands over in the same event is loaded: the
   * player plays it (`startPending`) after the render that loads it, whose new length would
   * otherwise reset a play made before it.
   */
  readonly start = (): void => {
    this.stop();
    this.changed({ startPending: true });
  };

  readonly setRate = (rate: number): void => {
    if (rate === this.current.rate) return;
    this.media.rate = rate;
    this.changed({ rate });
    this.emit('ratechange');
  };

  /** Wraps to 0 at the end (`looped`) instead of stopping there (`ended`). */
  readonly setLoop = (loop: boolean): void => {
    if (loop === this.current.loop) return;
    this.media.loop = loop;
    this.changed({ loop });
  };

  /** Cancels its timer (the page is going). */
  dispose(): void {
    this.cancel();
    this.mediaListeners.clear();
    this.stateListeners.clear();
  }

  private changed(patch: Partial<PlayerClockState>): void {
    this.current = { ...this.current, ...patch };
    this.rearm();
    for (const listener of [...this.stateListeners]) listener();
  }

  private emit(event: MediaEvent): void {
    for (const listener of [...this.mediaListeners]) listener(event);
  }

  private cancel(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** One timer for the next thing the clock must say by itself: its wrap, or its end. */
  private rearm(): void {
    this.cancel();
    const { playing, rate, loop, durationMs } = this.current;
    if (!playing || !Number.isFinite(durationMs) || durationMs <= 0) return;
    const inMs = Math.max(0, (durationMs - this.media.positionMs()) / rate);
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      if (loop) {
        this.emit('looped');
        this.rearm();
        return;
      }
      this.media.pause();
      this.media.seek(durationMs);
      this.current = { ...this.current, playing: false };
      for (const listener of [...this.stateListeners]) listener();
      this.emit('ended');
    }, inMs);
  }
}

/** The rates a clock offers, 0.5–2 (Glide's range, not the spec's: see docs/deviations.md). */
export const SCRIPT_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
