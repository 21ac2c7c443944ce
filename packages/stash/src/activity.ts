/**
 * Resume points and play counts, recorded as Stash's own player records them (its
 * `ui/v2.5/src/components/ScenePlayer/track-activity.ts`, v0.30.1), so that a scene played in Glide
 * shows in Stash as if played there:
 * - while the video plays, a tick each second adds one second to the time played;
 * - every 10 s of play, and whenever playing stops (pause, waiting, stall, end, leaving), the resume
 *   point (the video's current time; 0 once 98 % or more of the scene is behind) and the seconds
 *   played since the last save are sent (`sceneSaveActivity`);
 * - at the first of those sends where the time played is at least Stash's minimum play percent of
 *   the scene, the play is recorded once (`sceneAddPlay`);
 * - with Stash's "track activity" off, nothing is sent.
 * Framework-free: the clock and the video's position are injected, the sends are callbacks.
 */
import type { Clock, TimerHandle } from '@glide/core';
import type { StashPlayerSettings } from './model';

/** A tick of the time played (Stash's `intervalSeconds`). */
export const ACTIVITY_TICK_MS = 1_000;
/** Seconds of play between two saves (Stash's `sendInterval`). */
export const ACTIVITY_SAVE_EVERY_S = 10;
/** From this share of a scene on, the resume point is cleared: the scene was watched to its end. */
export const COMPLETED_PERCENT = 98;

export interface ActivityTrackerOptions {
  readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  readonly settings: StashPlayerSettings;
  /** The video's current time and duration, in seconds, read at each tick and send. */
  readonly position: () => { readonly currentTimeS: number; readonly durationS: number };
  readonly saveActivity: (activity: {
    readonly resumeTimeS: number;
    readonly playDurationS: number;
  }) => Promise<unknown>;
  readonly addPlay: () => Promise<unknown>;
  /** A send failed (the server is gone, the key revoked): the player decides what to do. */
  readonly onError: (error: unknown) => void;
}

export interface ActivityTracker {
  /** The video started or went on playing. */
  playing(): void;
  /** The video stopped playing: paused, waiting, stalled, ended, or the player is left. */
  stopped(): void;
  /** Another scene: stops, sends what is due, and counts from zero. */
  reset(): void;
}

export function createActivityTracker(options: ActivityTrackerOptions): ActivityTracker {
  const { clock, settings, position, onError } = options;
  let timer: TimerHandle | undefined;
  let totalPlayS = 0;
  let currentPlayS = 0;
  let playCounted = false;
  let last = { currentTimeS: 0, durationS: 0 };

  const read = () => {
    const now = position();
    if (Number.isFinite(now.currentTimeS) && Number.isFinite(now.durationS)) last = now;
    return last;
  };

  const send = () => {
    if (!settings.trackActivity || totalPlayS <= 0) return;
    const { currentTimeS, durationS } = read();
    const percentCompleted = durationS > 0 ? (100 / durationS) * currentTimeS : 0;
    const percentPlayed = durationS > 0 ? (100 / durationS) * totalPlayS : 0;
    if (!playCounted && percentPlayed >= settings.minimumPlayPercent) {
      playCounted = true;
      options.addPlay().catch(onError);
    }
    const resumeTimeS = percentCompleted >= COMPLETED_PERCENT ? 0 : currentTimeS;
    options.saveActivity({ resumeTimeS, playDurationS: currentPlayS }).catch(onError);
    currentPlayS = 0;
  };

  const tick = () => {
    timer = clock.setTimeout(tick, ACTIVITY_TICK_MS);
    read();
    totalPlayS += 1;
    currentPlayS += 1;
    if (totalPlayS % ACTIVITY_SAVE_EVERY_S === 0) send();
  };

  const stopped = () => {
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    timer = undefined;
    send();
  };

  return {
    playing() {
      if (!settings.trackActivity || timer !== undefined) return;
      read();
      timer = clock.setTimeout(tick, ACTIVITY_TICK_MS);
    },
    stopped,
    reset() {
      stopped();
      totalPlayS = 0;
      currentPlayS = 0;
      playCounted = false;
    },
  };
}
