import {
  videoFrameSource,
  type FrameCallback,
  type FrameMetadata,
  type FrameSourceVideo,
} from './video-frame-source';

/**
 * The parts of a `<video>` the watch uses (the media clock's `VideoLike` is one; declared here so
 * that the clock may import the watch).
 */
export interface FramedVideo extends FrameSourceVideo {
  readonly paused: boolean;
  readonly ended: boolean;
  removeEventListener(type: string, listener: () => void): void;
}

/** Events after which a video presents frames on its own again. */
const STARTS = ['play', 'playing'] as const;
/** Events after which it presents none until it plays again. */
const ENDS = ['pause', 'ended', 'emptied'] as const;

/**
 * Calls `onFrame` for every frame `video` presents while it plays (`requestVideoFrameCallback`,
 * through the video's shared, paced source: `video-frame-source.ts`), and asks for no frame while
 * it is paused or ended. A frame callback left pending keeps Chromium from setting aside the
 * player of a paused video out of view: measured on a page scrolled past a paused clip, its audio
 * output then stayed busy (a few ticks of CPU a minute) where without the callback it closed. Does
 * nothing where the engine has no frame callbacks (Firefox). Returns the end of the watch.
 */
export function onFramesWhilePlaying(video: FramedVideo, onFrame: FrameCallback): () => void {
  const source = videoFrameSource(video);
  let handle: number | undefined;
  let stopped = false;

  const plays = () => !video.paused && !video.ended;
  const request = () => {
    if (stopped || handle !== undefined || !plays() || !source) return;
    handle = source.request(frame);
  };
  function frame(now: number, metadata: FrameMetadata) {
    handle = undefined;
    if (stopped) return;
    request();
    onFrame(now, metadata);
  }
  const cancel = () => {
    if (handle !== undefined) source?.cancel(handle);
    handle = undefined;
  };

  for (const type of STARTS) video.addEventListener(type, request);
  for (const type of ENDS) video.addEventListener(type, cancel);
  request();
  return () => {
    stopped = true;
    cancel();
    for (const type of STARTS) video.removeEventListener(type, request);
    for (const type of ENDS) video.removeEventListener(type, cancel);
  };
}
