/**
 * The page's current engine and its last status, as a small external store for React
 * (`useSyncExternalStore`): the hook makes and disposes engines in an effect and attaches them
 * here, and the page re-renders on each status the engine publishes. Framework-free.
 */
import type { PlaybackEngine, PlaybackStatus } from '@glide/core';

/** The holder of one page's engine. */
export interface EngineHolder {
  readonly engine: () => PlaybackEngine | undefined;
  /** The engine's last published status (the same object until it publishes another). */
  readonly status: () => PlaybackStatus | undefined;
  readonly subscribe: (listener: () => void) => () => void;
  /** Follows `engine` from now (or none); stops following the one before. */
  readonly attach: (engine: PlaybackEngine | undefined) => void;
}

/** An empty holder. */
export function createEngineHolder(): EngineHolder {
  let engine: PlaybackEngine | undefined;
  let status: PlaybackStatus | undefined;
  let unsubscribe: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    engine: () => engine,
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach: (next) => {
      unsubscribe?.();
      engine = next;
      status = next?.status();
      unsubscribe = next?.subscribe((published) => {
        status = published;
        notify();
      });
      notify();
    },
  };
}
