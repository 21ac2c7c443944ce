/**
 * What the installed-app bar shows: whether the browser is offline, and whether a new version of
 * the app is waiting (with the way to switch to it). A tiny store of its own, so that the start-up
 * code never imports it: the whole of `app/installed` loads after the first render.
 */
export interface InstalledAppSnapshot {
  /** `navigator.onLine` is false: the app runs from its cache, the device cannot be reached. */
  readonly offline: boolean;
  /** A new service worker is installed and waiting; `null` while there is none. */
  readonly update: { readonly reload: () => void } | null;
}

/** The store of {@link InstalledAppSnapshot}, for `useSyncExternalStore`. */
export interface InstalledAppState {
  get(): InstalledAppSnapshot;
  subscribe(listener: () => void): () => void;
  setOffline(offline: boolean): void;
  /** A new version waits; `reload` activates it and reloads the page. */
  updateReady(reload: () => void): void;
}

/** A new store; `offline` is the browser's state at the start. */
export function createInstalledAppState(offline: boolean): InstalledAppState {
  let snapshot: InstalledAppSnapshot = { offline, update: null };
  const listeners = new Set<() => void>();
  const set = (next: InstalledAppSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOffline(next) {
      if (next !== snapshot.offline) set({ ...snapshot, offline: next });
    },
    updateReady(reload) {
      set({ ...snapshot, update: { reload } });
    },
  };
}
