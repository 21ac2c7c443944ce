/**
 * The media time of the picture on screen: the figures beside a playing video draw where the
 * script is at the frame the user sees, so they move when the picture does. A 30 fps video on a
 * 60 Hz screen shows each frame for two screen frames; drawn at the video's `currentTime`, which
 * runs on between frames, the figures moved on every screen frame, and each move cost the page a
 * frame of style, paint and compositing (about a third of what `/local` cost while playing).
 */
import { useEffect, useRef } from 'react';
import { onFramesWhilePlaying } from './frames-while-playing';
import { SECOND_MS, type FrameMetadata, type VideoLike } from './video-media-clock';

/** The picture's media time, read by drawings on each frame; `dispose` ends the watch. */
export interface PresentedFrame {
  /** Media ms of the frame on screen while the video plays; the element's own time otherwise. */
  mediaMs(): number;
  dispose(): void;
}

/**
 * Follows the frames `video` presents (`requestVideoFrameCallback`). Where an engine has none
 * (Firefox), or no frame has been presented since the video last played or seeked, it reads the
 * element's `currentTime`.
 */
export function watchPresentedFrames(video: VideoLike): PresentedFrame {
  let shownMs: number | undefined;
  const onFrame = (_now: number, metadata: FrameMetadata) => {
    // A frame that arrives mid-seek is neither where the video was nor where it goes.
    shownMs = video.seeking ? undefined : metadata.mediaTime * SECOND_MS;
  };
  const forget = () => {
    shownMs = undefined;
  };
  const events = ['seeking', 'play', 'ratechange', 'emptied'] as const;
  for (const type of events) video.addEventListener(type, forget);
  // Paused, the picture is where the element says: no frame is asked for (see the helper).
  const stopFrames = onFramesWhilePlaying(video, onFrame);
  return {
    mediaMs: () =>
      shownMs !== undefined && !video.paused && !video.seeking
        ? shownMs
        : video.currentTime * SECOND_MS,
    dispose() {
      for (const type of events) video.removeEventListener(type, forget);
      stopFrames();
    },
  };
}

/**
 * {@link watchPresentedFrames} for a component: a function giving the media ms of the picture on
 * screen of `video` (0 without one), to be read on frames, not while rendering.
 */
export function usePresentedMediaMs(video: HTMLVideoElement | null): () => number {
  const watch = useRef<PresentedFrame | undefined>(undefined);
  useEffect(() => {
    if (!video) return;
    const watching = watchPresentedFrames(video);
    watch.current = watching;
    return () => {
      watching.dispose();
      if (watch.current === watching) watch.current = undefined;
    };
  }, [video]);
  return () => watch.current?.mediaMs() ?? (video ? video.currentTime * SECOND_MS : 0);
}
