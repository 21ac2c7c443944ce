import type { PlayerControls } from './device-buttons';

/** The rate a video has when there is none yet. */
const NORMAL_RATE = 1;

/**
 * The device buttons' view of a `<video>` (spec §4): POWER plays, LEFT/RIGHT seek within the
 * video, UP/DOWN set its rate. Without an element every action does nothing.
 */
export function videoButtonControls(video: HTMLVideoElement | null): PlayerControls {
  return {
    play: () => {
      // A refused play (no user gesture yet, no source) leaves the video paused; nothing to undo.
      void video?.play().catch(() => undefined);
    },
    seekByMs: (ms) => {
      if (!video) return;
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + ms / 1000));
    },
    setRate: (rate) => {
      if (video) video.playbackRate = rate;
    },
    rate: () => video?.playbackRate ?? NORMAL_RATE,
  };
}
