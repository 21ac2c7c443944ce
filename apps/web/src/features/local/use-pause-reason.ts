import { useEffect, useState } from 'react';
import type { MediaPauseReason } from '@glide/core';

/** What {@link usePauseReason} gives the player. */
export interface PauseReason {
  /** Why the engine last paused the video; `undefined` once the user plays again. */
  readonly reason: MediaPauseReason | undefined;
  /** Remembers why the engine paused the video. */
  readonly note: (reason: MediaPauseReason) => void;
}

/**
 * Why the video was paused for the device, kept until the video plays again: a pause the user did
 * not ask for needs its cause next to the player, and it is stale as soon as they press play.
 */
export function usePauseReason(element: HTMLVideoElement | null): PauseReason {
  const [reason, setReason] = useState<MediaPauseReason | undefined>(undefined);
  useEffect(() => {
    if (!element) return;
    const clear = () => setReason(undefined);
    element.addEventListener('play', clear);
    return () => element.removeEventListener('play', clear);
  }, [element]);
  return { reason, note: setReason };
}
