/**
 * Whether the device's player was stopped under a playing page by a stop the engine did not send:
 * Escape or "Stop all" in this app, or another app. The device reports over its event stream only
 * what it does on its own, and those stops' answers reach the session's state, not the engine; so
 * the binding watches that state. While the engine follows (phase `playing`) it never stops the
 * device (it pauses, and only once the media has paused), so a stop then is someone else's. Pure.
 */
import { PlayerPlayState, type PlaybackPhase } from '@glide/core';

/** The player's state as the binding reads it from the session. */
export interface WatchedPlayer {
  readonly playState: number;
  /** The play clock, ms (where a stop happened). */
  readonly currentTimeMs: number;
}

/**
 * True when the player's state went from playing to stopped while the engine followed, before the
 * script's end: a hosted script (HSSP) stops by itself at its last point (`endMs`), which is its
 * end, not a stop.
 */
export function stoppedElsewhere(
  previous: WatchedPlayer | undefined,
  next: WatchedPlayer | undefined,
  phase: PlaybackPhase | undefined,
  endMs: number | undefined,
): boolean {
  if (phase !== 'playing' || previous?.playState !== PlayerPlayState.PLAYING) return false;
  if (next?.playState !== PlayerPlayState.STOPPED) return false;
  return endMs === undefined || next.currentTimeMs < endMs;
}
