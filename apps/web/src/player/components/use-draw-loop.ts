import { useCallback, useEffect, useRef } from 'react';
import {
  browserDrawLoop,
  drawWhileChanging,
  type DrawLoop,
  type DrawLoopOptions,
} from '../../lib/animation-frame';
import { useDrawFrames } from './draw-frames';

/**
 * Draws on animation frames while the component is mounted (and `active`), as long as what it
 * draws changes (`drawWhileChanging`): `draw` draws what differs from its last drawing and returns
 * whether the next frame may differ; it is given the frame's time (none on a look during a rest,
 * see `drawWhileChanging`). The newest `draw` is called, so it may close over fresh props
 * without restarting the loop, and each render wakes a resting loop, so new props are drawn on the
 * next frame. The frames are the page's (`DrawFramesContext`): a player's video's, say. Returns a
 * wake (stable) for what changes without a render and without the frames telling (an element's
 * new size, say).
 */
export function useDrawLoop(
  draw: (frameMs?: number) => boolean,
  active = true,
  options: DrawLoopOptions = {},
): () => void {
  const looks = options.looks ?? true;
  const latest = useRef(draw);
  const loop = useRef<DrawLoop | undefined>(undefined);
  useEffect(() => {
    latest.current = draw;
    loop.current?.wake();
  });
  const frames = useDrawFrames();
  useEffect(() => {
    if (!active) return;
    const running = drawWhileChanging(
      (frameMs) => latest.current(frameMs),
      { ...browserDrawLoop, frames },
      { looks },
    );
    loop.current = running;
    return () => {
      running.stop();
      loop.current = undefined;
    };
  }, [active, frames, looks]);
  return useCallback(() => loop.current?.wake(), []);
}
