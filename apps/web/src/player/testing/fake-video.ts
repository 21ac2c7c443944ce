/**
 * Test support: a `<video>` with the parts the player reads, moved by hand. Events fire only when
 * the test says so (`emit`), frames only when it presents one (`presentFrame`).
 */
import type { FrameMetadata, VideoLike } from '../video-media-clock';

type FrameCallback = (now: number, metadata: FrameMetadata) => void;

/** A hand-driven video element. */
export class FakeVideo implements VideoLike {
  currentTime = 0;
  duration = Number.NaN;
  playbackRate = 1;
  paused = true;
  ended = false;
  seeking = false;
  loop = false;
  private readonly listeners = new Map<string, Set<() => void>>();
  private frameCallbacks = new Map<number, FrameCallback>();
  private nextHandle = 1;

  constructor(options: { frames?: boolean } = {}) {
    if (options.frames === false) {
      this.requestVideoFrameCallback = undefined;
      this.cancelVideoFrameCallback = undefined;
    }
  }

  addEventListener(type: string, listener: () => void): void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  /** Listeners now registered, over every event type. */
  get listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** Frame callbacks waiting for the next frame. */
  get pendingFrameCallbacks(): number {
    return this.frameCallbacks.size;
  }

  requestVideoFrameCallback: VideoLike['requestVideoFrameCallback'] = (callback) => {
    const handle = this.nextHandle++;
    this.frameCallbacks.set(handle, callback);
    return handle;
  };

  cancelVideoFrameCallback: VideoLike['cancelVideoFrameCallback'] = (handle) => {
    this.frameCallbacks.delete(handle);
  };

  /** Fires `type` on every listener. */
  emit(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }

  /** Presents a frame of media time `mediaTimeS`, shown at `expectedDisplayTime` (performance ms). */
  presentFrame(mediaTimeS: number, expectedDisplayTime: number): void {
    this.currentTime = mediaTimeS;
    const callbacks = [...this.frameCallbacks.values()];
    this.frameCallbacks = new Map();
    for (const callback of callbacks) {
      callback(expectedDisplayTime, { mediaTime: mediaTimeS, expectedDisplayTime });
    }
  }

  /** Starts playing as an element does: `play`, then `playing`. */
  play(): void {
    this.paused = false;
    this.ended = false;
    this.emit('play');
    this.emit('playing');
  }

  pause(): void {
    this.paused = true;
    this.emit('pause');
  }

  /** A whole seek to `timeS`: `seeking`, the new time, `seeked`. */
  seekTo(timeS: number): void {
    this.seeking = true;
    this.currentTime = timeS;
    this.emit('seeking');
    this.seeking = false;
    this.emit('seeked');
  }
}
