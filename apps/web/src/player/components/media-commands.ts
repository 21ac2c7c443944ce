/**
 * What the controls and keys do to a media element. Kept out of the components: an element is
 * outside React's state, and these are the only places that write to it.
 */

const MS_PER_S = 1000;

/** Plays a paused element, pauses a playing one. A refused play (autoplay policy, no source) leaves it paused. */
export function togglePlay(video: HTMLVideoElement): void {
  if (video.paused) video.play().catch(() => undefined);
  else video.pause();
}

/** Moves to `positionMs`, kept within the media; returns where it went (undefined: unknown length). */
export function seekTo(video: HTMLVideoElement, positionMs: number): number | undefined {
  const durationMs = video.duration * MS_PER_S;
  if (!Number.isFinite(durationMs) || durationMs <= 0) return undefined;
  const clamped = Math.min(Math.max(positionMs, 0), durationMs);
  video.currentTime = clamped / MS_PER_S;
  return clamped;
}

/** Moves by `deltaMs` from where the media is. */
export function seekBy(video: HTMLVideoElement, deltaMs: number): number | undefined {
  return seekTo(video, video.currentTime * MS_PER_S + deltaMs);
}

export function setRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
}

export function toggleMuted(video: HTMLVideoElement): void {
  video.muted = !video.muted;
}

/** Sets the volume (0–1, clamped); 0 also mutes and anything above unmutes, as players do. */
export function setVolume(video: HTMLVideoElement, volume: number): void {
  const clamped = Math.min(1, Math.max(0, volume));
  video.volume = clamped;
  video.muted = clamped === 0;
}
