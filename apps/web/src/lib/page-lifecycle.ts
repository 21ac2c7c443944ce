/**
 * The page being left and shown again, apart from `page-signals.ts`: the players need it, the
 * device session (on the first connect's path, where every byte counts) does not.
 */

/**
 * The page being left (`pagehide`: a reload, a navigation away, the tab closed) and shown again
 * from the back-forward cache (`pageshow` with `persisted`).
 */
export const pageLifecycle = {
  onHide(listener: () => void): () => void {
    window.addEventListener('pagehide', listener);
    return () => window.removeEventListener('pagehide', listener);
  },
  onRestore(listener: () => void): () => void {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) listener();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  },
};
