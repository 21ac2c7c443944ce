/**
 * What the player's keys and the device's buttons do to the page's media, whatever it is: a
 * `<video>`, or a script-only clock (`use-script-player.ts`). The binding (`use-player.ts`) wires
 * both to one of these, so every player answers Space, the arrows and the device's buttons alike.
 */
import { seekBy, setVolume, toggleMuted, togglePlay } from './components/media-commands';
import type { PlayerControls } from './device-buttons';
import type { ScriptPlayer } from './use-script-player';
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

/** The commands of a script-only clock (`/hsp`, the pattern players), held within its length. */
export function scriptControls(player: ScriptPlayer): MediaControls {
  return {
    play: player.play,
    togglePlay: () => (player.playing ? player.pause() : player.play()),
    seekByMs: (ms) => {
      const end = Number.isFinite(player.durationMs) ? player.durationMs : Infinity;
      player.seek(Math.min(end, Math.max(0, player.positionMs() + ms)));
    },
    setRate: player.setRate,
    rate: () => player.rate,
  };
}
