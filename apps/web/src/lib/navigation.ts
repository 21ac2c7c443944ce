/**
 * The app's navigation: where the router stands, and how it moves. Before a new address shows, the
 * guard runs (the navigation loader: keys out of the address, device selection first) and the code
 * and texts of every route it matches load; only then is the address committed to the history and
 * the page rendered, so a page never shows half-loaded and the page before it stays until then.
 * React Router renders the committed location (`<Router>`, `useRoutes`) and its links and
 * `useNavigate` reach this through {@link AppNavigation.navigator}.
 *
 * React Router's data router did all this before (`createBrowserRouter`); it is not used because it
 * is twice the size at start-up (ADR 0014) and Glide used only this much of it.
 */
import {
  NavigationType,
  createPath,
  matchRoutes,
  parsePath,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router';
import type { EntryState, PageHistory } from './page-history';

/** Where the guard sends a navigation instead, and whether it replaces the entry it came from. */
export interface NavigationRedirect {
  readonly to: string;
  readonly replace: boolean;
}

/** The guard: runs before every navigation, with the full address it goes to. */
export type NavigationGuard = (href: string) => NavigationRedirect | null;

/**
 * What loads before a route shows (its page's code and texts): a promise while it loads, nothing
 * once it has (a navigation to pages already loaded then commits at once).
 */
export type Preload = () => Promise<unknown> | undefined;

const preloads = new WeakMap<RouteObject, Preload>();

/** Marks `route` to wait for `preload` before any navigation to it shows. Returns the route. */
export function withPreload<R extends RouteObject>(route: R, preload: Preload): R {
  preloads.set(route, preload);
  return route;
}

/** What the app renders now. */
export interface NavigationState {
  /** False until the first navigation has loaded its page (or failed to). */
  readonly initialized: boolean;
  readonly location: Location;
  readonly navigationType: NavigationType;
  /** The `handle` of each route the location matches, outermost first. */
  readonly handles: readonly unknown[];
  /** The navigation asked to keep the scroll position (`<Link preventScrollReset>`). */
  readonly preventScrollReset: boolean;
}

/** Options of a navigation. */
export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
  readonly preventScrollReset?: boolean;
}

/** The app's navigation (see the module's comment). */
export interface AppNavigation {
  readonly routes: RouteObject[];
  readonly state: NavigationState;
  readonly subscribe: (listener: (state: NavigationState) => void) => () => void;
  /**
   * Goes to `to` (absolute), once the guard has run and its pages have loaded; a number moves
   * through the history (`-1` is Back) and settles once the entry it reaches shows.
   */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Runs the guard again on the address shown (a key put into its fragment). */
  revalidate(): Promise<void>;
  /** Called just before a new location is committed, while the old page still shows. */
  beforeCommit(listener: (leaving: Location) => void): () => void;
  /** What React Router's links and `useNavigate` call. */
  readonly navigator: Navigator;
}

/** Options of {@link createNavigation}. */
export interface NavigationOptions {
  readonly routes: RouteObject[];
  readonly guard: NavigationGuard;
  readonly history: PageHistory;
  /** A guard that throws is reported here; the navigation goes on. */
  readonly onGuardError?: (error: unknown) => void;
}

/** Redirects a navigation may follow before it gives up on them (a guard sending in a circle). */
const MAX_REDIRECTS = 10;

type Kind = 'push' | 'replace' | 'pop';

const TYPE_OF: Record<Kind, NavigationType> = {
  push: NavigationType.Push,
  replace: NavigationType.Replace,
  pop: NavigationType.Pop,
};

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readEntryState(raw: unknown): EntryState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { usr, key, idx } = raw as Partial<Record<keyof EntryState, unknown>>;
  if (typeof key !== 'string' || typeof idx !== 'number') return undefined;
  return { usr, key, idx };
}

function pathOf(to: To): string {
  return typeof to === 'string' ? createPath(parsePath(to)) : createPath(to);
}

function toLocation(path: string, entry: EntryState): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key };
}

/** Starts the app's navigation at the address the history shows. */
export function createNavigation(options: NavigationOptions): AppNavigation {
  const { routes, guard, history } = options;
  const listeners = new Set<(state: NavigationState) => void>();
  const leaving = new Set<(location: Location) => void>();
  const startEntry = history.current();
  /**
   * The entry shown at start is one of the app's (a reload, Back into the app): it is not written
   * again. A write while the page loads is a navigation of its own to whoever watches the page.
   */
  const ownEntryAtStart = readEntryState(startEntry.state);
  const startState = ownEntryAtStart ?? { usr: null, key: 'default', idx: 0 };
  let index = startState.idx;
  let state: NavigationState = {
    initialized: false,
    location: toLocation(startEntry.path, startState),
    navigationType: NavigationType.Pop,
    handles: [],
    preventScrollReset: false,
  };
  /** The latest navigation: an older one that finishes loading after it commits nothing. */
  let latest = 0;

  const emit = () => {
    for (const listener of listeners) listener(state);
  };

  const matchesOf = (path: string) => matchRoutes(routes, parsePath(path).pathname ?? '/') ?? [];

  const runGuard = (path: string): NavigationRedirect | null => {
    try {
      return guard(history.href(path));
    } catch (error) {
      options.onGuardError?.(error);
      return null;
    }
  };

  /** What is still loading of the routes `path` matches. */
  const loading = (path: string): Promise<unknown>[] =>
    matchesOf(path).flatMap((match) => {
      const pending = preloads.get(match.route)?.();
      return pending === undefined ? [] : [pending];
    });

  const commit = (kind: Kind, path: string, entry: EntryState, preventScrollReset: boolean) => {
    for (const listener of leaving) listener(state.location);
    if (kind === 'push') history.push(path, entry);
    else if (kind === 'replace' || (!state.initialized && !ownEntryAtStart)) {
      history.replace(path, entry);
    }
    index = entry.idx;
    state = {
      initialized: true,
      location: toLocation(path, entry),
      navigationType: TYPE_OF[kind],
      handles: matchesOf(path).map((match) => match.route.handle as unknown),
      preventScrollReset,
    };
    emit();
  };

  const go = async (
    kind: Kind,
    path: string,
    usr: unknown,
    preventScrollReset: boolean,
    popped?: EntryState,
  ): Promise<void> => {
    const id = ++latest;
    let target = path;
    let targetKind = kind;
    for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects++) {
      const redirect = runGuard(target);
      if (redirect === null) break;
      target = redirect.to;
      targetKind = redirect.replace || targetKind !== 'push' ? 'replace' : 'push';
    }
    const pending = loading(target);
    if (pending.length > 0) {
      await Promise.all(pending);
      if (id !== latest) return;
    }
    const sameEntry = targetKind === 'pop' && target === path && popped !== undefined;
    // A guard run again on the page shown that sends nowhere else changes nothing.
    if (sameEntry && state.initialized && popped.key === state.location.key) return;
    const entry: EntryState = sameEntry
      ? popped
      : {
          usr: target === path ? usr : null,
          key: newKey(),
          idx: targetKind === 'push' ? index + 1 : index,
        };
    commit(targetKind, target, entry, preventScrollReset);
  };

  /** Those waiting for a move through the history to show (`navigate(-1)`). */
  const popWaiters: (() => void)[] = [];

  const onPop = () => {
    const waiters = popWaiters.splice(0);
    void handlePop().then(() => {
      for (const resolve of waiters) resolve();
    });
  };

  const handlePop = async () => {
    const entry = history.current();
    const popped = readEntryState(entry.state) ?? { usr: null, key: newKey(), idx: index };
    const shown = state.location;
    const { pathname = '/', search = '' } = parsePath(entry.path);
    if (pathname === shown.pathname && search === shown.search) {
      // Only the fragment moved: nothing to guard or load.
      latest++;
      commit('pop', entry.path, popped, false);
      return;
    }
    await go('pop', entry.path, popped.usr, false, popped);
  };
  history.listen(onPop);

  const navigate = (to: To | number, navigateOptions: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      return new Promise<void>((resolve) => {
        popWaiters.push(resolve);
        history.go(to);
      });
    }
    return go(
      navigateOptions.replace ? 'replace' : 'push',
      pathOf(to),
      navigateOptions.state ?? null,
      navigateOptions.preventScrollReset ?? false,
    );
  };

  // The first navigation starts at once: the guard runs, and the page's code and texts load.
  void go('pop', startEntry.path, startState.usr, false, startState);

  return {
    routes,
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    revalidate: () => {
      const { location } = state;
      const usr: unknown = location.state;
      return go('pop', createPath(location), usr, true, { usr, key: location.key, idx: index });
    },
    beforeCommit(listener) {
      leaving.add(listener);
      return () => leaving.delete(listener);
    },
    navigator: {
      createHref: pathOf,
      go: (delta) => history.go(delta),
      push: (to, usr, opts) =>
        void navigate(to, { state: usr, preventScrollReset: opts?.preventScrollReset ?? false }),
      replace: (to, usr, opts) =>
        void navigate(to, {
          replace: true,
          state: usr,
          preventScrollReset: opts?.preventScrollReset ?? false,
        }),
    },
  };
}
