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
