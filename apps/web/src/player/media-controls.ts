/**
 * What the player's keys and the device's buttons do to the page's media, whatever it is: a
 * `<video>`, or the clock the player owns without one (`player-clock.ts`). The player
 * (`use-player.ts`) wires both to one of these, so every player answers Space, the arrows and the
 * device's buttons alike.
 */
import { seekBy, setVolume, toggleMuted, togglePlay } from './components/media-commands';
import type { PlayerControls } from './device-buttons';
import { videoButtonControls } from './video-button-controls';

/** The media's commands. Volume and mute are absent where the media has no sound. */
export interface MediaControls extends PlayerControls {
  /** Plays a paused media, pauses a playing one. */
  togglePlay(): void;
  /** Changes the volume by `delta` (0–1 scale). */
  changeVolume?(delta: number): void;
  toggleMute?(): void;
}

/** Controls that do nothing (no media yet). */
export const NO_MEDIA_CONTROLS: MediaControls = {
  play: () => undefined,
  togglePlay: () => undefined,
  seekByMs: () => undefined,
  setRate: () => undefined,
  rate: () => 1,
};

/** A `<video>`'s commands; without an element, none. */
export function videoControls(video: HTMLVideoElement | null): MediaControls {
  if (!video) return NO_MEDIA_CONTROLS;
  return {
    ...videoButtonControls(video),
    togglePlay: () => togglePlay(video),
    // Within the video, as the seek bar does.
    seekByMs: (ms) => void seekBy(video, ms),
    changeVolume: (delta) => setVolume(video, (video.muted ? 0 : video.volume) + delta),
    toggleMute: () => toggleMuted(video),
  };
}

/** What {@link clockControls} drives: the player's own clock. */
export interface ControlledClock {
  readonly playing: boolean;
  readonly rate: number;
  readonly durationMs: number;
  readonly positionMs: () => number;
  readonly play: () => void;
  readonly pause: () => void;
  readonly seek: (positionMs: number) => void;
  readonly setRate: (rate: number) => void;
}

/**
 * The commands of the player's own clock, held within its length. A loop (`loop`) has no place to
 * seek to nor a speed other than its own tempo: seeks and rates do nothing.
 */
export function clockControls(clock: ControlledClock, loop: boolean): MediaControls {
  const togglePlay = () => (clock.playing ? clock.pause() : clock.play());
  if (loop) return { ...NO_MEDIA_CONTROLS, play: clock.play, togglePlay };
  return {
    play: clock.play,
    togglePlay,
    seekByMs: (ms) => {
      const end = Number.isFinite(clock.durationMs) ? clock.durationMs : Infinity;
      clock.seek(Math.min(end, Math.max(0, clock.positionMs() + ms)));
    },
    setRate: clock.setRate,
    rate: () => clock.rate,
  };
}
