import type { ReactNode } from 'react';
import { DrawFramesContext, useVideoFrames } from './draw-frames';

/**
 * Gives the drawings inside it (`useDrawLoop`) the frames `video` presents to draw on, and the
 * screen's without a video: what a page that draws beside its video wraps them in.
 */
export function VideoFramesProvider({
  video,
  children,
}: {
  video: HTMLVideoElement | null;
  children: ReactNode;
}) {
  return (
    <DrawFramesContext.Provider value={useVideoFrames(video)}>
      {children}
    </DrawFramesContext.Provider>
  );
}
