import { systemClock, type Clock } from '@glide/core';
import { whenTrue } from '../lib/when-true';

/**
 * How long start-up waits for the first page before it renders the loading notice instead: on a
 * slow network the notice shows; on a fast one the page comes first, without a notice flashing.
 */
export const FIRST_PAGE_WAIT_MS = 300;

/** What {@link firstPageReady} reads of the router. */
export interface FirstNavigation {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves when the router's first navigation has finished (its page and texts loaded, or its error
 * known), or `maxWaitMs` after the call, whichever comes first.
 */
export function firstPageReady(
  router: FirstNavigation,
  maxWaitMs: number = FIRST_PAGE_WAIT_MS,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock,
): Promise<void> {
  return new Promise((resolve) => {
    whenTrue(
      {
        holds: () => router.state.initialized,
        subscribe: (listener) => router.subscribe(listener),
      },
      resolve,
      maxWaitMs,
      clock,
    );
  });
}
