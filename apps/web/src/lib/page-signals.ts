/**
 * The browser's page signals the device session listens to, behind small interfaces so that the
 * session stays framework-free and its tests use fakes: whether the tab is shown
 * (`visibilitychange`) and whether the browser is online (`online`). Each `on…` returns its disposer.
 */

/** Whether the tab is shown (`document.visibilityState`), and its changes. */
export const documentVisibility = {
  isVisible: (): boolean => document.visibilityState === 'visible',
  onChange(listener: () => void): () => void {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** Whether the browser is online (`navigator.onLine`), and each time it goes online. */
export const browserNetwork = {
  isOnline: (): boolean => navigator.onLine,
  onOnline(listener: () => void): () => void {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

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
