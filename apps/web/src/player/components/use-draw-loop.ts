import { useEffect, useRef } from 'react';
import { drawWhileChanging, type DrawLoop } from '../../lib/animation-frame';

/**
 * Draws on animation frames while the component is mounted (and `active`), as long as what it
 * draws changes (`drawWhileChanging`): `draw` draws what differs from its last drawing and returns
 * whether the next frame may differ. The newest `draw` is called, so it may close over fresh props
 * without restarting the loop, and each render wakes a resting loop, so new props are drawn on the
 * next frame.
 */
export function useDrawLoop(draw: () => boolean, active = true): void {
  const latest = useRef(draw);
  const loop = useRef<DrawLoop | undefined>(undefined);
  useEffect(() => {
    latest.current = draw;
    loop.current?.wake();
  });
  useEffect(() => {
    if (!active) return;
    const running = drawWhileChanging(() => latest.current());
    loop.current = running;
    return () => {
      running.stop();
      loop.current = undefined;
    };
  }, [active]);
}
