/**
 * The history the app's navigation ({@link createNavigation}) writes to: the browser's own, or one
 * in memory for tests. An entry's state is kept as React Router's data router kept it
 * (`{ usr, key, idx }`), so entries written before still read back.
 */

/** What an entry of the history holds besides its address. */
export interface EntryState {
  /** The state a navigation passed (`navigate(to, { state })`). */
  readonly usr: unknown;
  /** The entry's own key, for scroll positions. */
  readonly key: string;
  /** The entry's place in the session's history. */
  readonly idx: number;
}

/** An address and its entry's state, as the history shows it now. */
export interface HistoryEntry {
  /** Path, query and fragment. */
  readonly path: string;
  /** The raw state; `undefined` for an entry the app did not write. */
  readonly state: unknown;
}

/** A history the navigation reads and writes. */
export interface PageHistory {
  /** The entry shown now. */
  current(): HistoryEntry;
  push(path: string, state: EntryState): void;
  replace(path: string, state: EntryState): void;
  go(delta: number): void;
  /** Calls `onPop` after Back, Forward or an address changed by hand (not after push/replace). */
  listen(onPop: () => void): () => void;
  /** The full address of `path`, for links and for the guard. */
  href(path: string): string;
}

/** The browser's history (`window.history`). */
export function browserHistory(): PageHistory {
  return {
    current: () => {
      const { pathname, search, hash } = window.location;
      return { path: pathname + search + hash, state: window.history.state as unknown };
    },
    push: (path, state) => window.history.pushState(state, '', path),
    replace: (path, state) => window.history.replaceState(state, '', path),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    href: (path) => new URL(path, window.location.href).href,
  };
}

/** A history in memory (tests): its entries' paths, oldest first, showing the last one. */
export function memoryHistory(paths: string | readonly string[]): PageHistory {
  const entries: HistoryEntry[] = (typeof paths === 'string' ? [paths] : paths).map((path) => ({
    path,
    state: undefined,
  }));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    current: () => entries[index] ?? { path: '/', state: undefined },
    push: (path, state) => {
      entries.splice(index + 1, entries.length, { path, state });
      index = entries.length - 1;
    },
    replace: (path, state) => {
      entries[index] = { path, state };
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      // A browser tells of a pop after the call returns.
      queueMicrotask(() => {
        for (const listener of listeners) listener();
      });
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    href: (path) => new URL(path, 'http://localhost').href,
  };
}
