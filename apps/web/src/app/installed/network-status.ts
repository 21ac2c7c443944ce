import type { InstalledAppState } from './installed-app-state';

/** The part of `window` the network status needs (a fake in tests). */
export interface NetworkEvents {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Keeps `state.offline` in step with the browser's `online`/`offline` events. `navigator.onLine`
 * false is certain (no network at all); true may still mean a network without the internet, which
 * the device connection reports on its own. Returns the disposer.
 */
export function followNetworkStatus(state: InstalledAppState, events: NetworkEvents): () => void {
  const update = () => state.setOffline(!events.navigator.onLine);
  update();
  events.addEventListener('online', update);
  events.addEventListener('offline', update);
  return () => {
    events.removeEventListener('online', update);
    events.removeEventListener('offline', update);
  };
}
