import { useSyncExternalStore } from 'react';
import { logger } from '../../lib/logger';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const snapshot = () => document.fullscreenElement ?? null;

/** True when `target` can be shown full screen here (iPhones, for one, cannot). */
export function canFullscreen(target: HTMLElement | null): target is HTMLElement {
  return target !== null && typeof target.requestFullscreen === 'function';
}

/**
 * Shows `target` full screen, or leaves full screen when something is. A refusal (no user
 * gesture, a policy) leaves the page as it was; it is logged, not thrown.
 */
export function toggleFullscreen(target: HTMLElement | null): void {
  if (document.fullscreenElement) {
    document.exitFullscreen().catch((error: unknown) => logger.warn('exit fullscreen', error));
    return;
  }
  if (!canFullscreen(target)) return;
  target.requestFullscreen().catch((error: unknown) => logger.warn('fullscreen', error));
}

/** Whether `target` is the element shown full screen now. */
export function useIsFullscreen(target: HTMLElement | null): boolean {
  const element = useSyncExternalStore(subscribe, snapshot, snapshot);
  return target !== null && element === target;
}
