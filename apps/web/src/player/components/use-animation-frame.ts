import { useEffect, useRef } from 'react';
import { everyAnimationFrame } from '../../lib/animation-frame';

/**
 * Calls `draw` on every animation frame while the component is mounted (and `active`). The newest
 * `draw` is called, so it may close over fresh props without restarting the loop.
 */
export function useAnimationFrame(draw: () => void, active = true): void {
  const latest = useRef(draw);
  useEffect(() => {
    latest.current = draw;
  });
  useEffect(() => {
    if (!active) return;
    return everyAnimationFrame(() => latest.current());
  }, [active]);
}
