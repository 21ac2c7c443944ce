import { use, type ComponentType } from 'react';
import i18next from 'i18next';
import { i18nextStarted } from '../i18n/started';

/** A page module: its component is the default export (contract §1). */
export interface PageModule<P> {
  default: ComponentType<P>;
}

/**
 * The namespaces whose texts a page shows: its own, and those of any other feature's component it
 * renders. Every one must be listed: a namespace that loads only once the page renders suspends
 * the page after the loading notice is up, and React then holds the page back for its fallback
 * throttle (about 300 ms).
 */
export type PageNamespaces = string | readonly [string, ...string[]];

/**
 * A component loaded on demand: `preload` loads it (the navigation waits for it before the route
 * shows), `Component` renders it. A load that failed throws its error when rendered, for the route's
 * error boundary, and is tried again by the next `preload` (texts that failed may come then; a
 * script the browser failed to fetch fails again until the page is reloaded, as the error page
 * offers).
 */
export interface LazyComponent {
  /** Starts the load; nothing once loaded. */
  readonly preload: () => Promise<void> | undefined;
  readonly Component: ComponentType;
}

/** How the latest load ended. */
type Outcome = { readonly Loaded: ComponentType } | { readonly error: unknown };

/**
 * A load's promise as React's `use` reads it: marked fulfilled once settled, so that a render after
 * the load reads it at once instead of suspending for a tick.
 */
interface Settling extends Promise<void> {
  status?: 'pending' | 'fulfilled';
  value?: undefined;
}

/** A {@link LazyComponent} over `load`. */
export function lazyComponent(load: () => Promise<ComponentType>): LazyComponent {
  /** The latest load's end; none while it runs. */
  let outcome: Outcome | undefined;
  /** The latest load: it never rejects (a failure is its outcome). */
  let settling: Settling | undefined;
  const start = (): Settling => {
    outcome = undefined;
    const promise: Settling = load().then(
      (Loaded) => void (outcome = { Loaded }),
      (error: unknown) => void (outcome = { error }),
    );
    promise.status = 'pending';
    void promise.then(() => {
      promise.status = 'fulfilled';
    });
    settling = promise;
    return promise;
  };
  const preload = (): Promise<void> | undefined => {
    if (outcome && 'Loaded' in outcome) return undefined;
    if (settling?.status === 'pending') return settling;
    return start();
  };
  function LazyRoute() {
    // The navigation loads it before the route shows, and the load reads as settled then. A render
    // before that (a route rendered without the navigation) suspends until it has.
    const pending: Promise<void> = settling ?? start();
    use(pending);
    if (!outcome) return null;
    if ('error' in outcome) throw outcome.error;
    const { Loaded } = outcome;
    return <Loaded />;
  }
  return { preload, Component: LazyRoute };
}

/** The texts of `namespace`, once i18next has started (the navigation may start before it). */
async function loadTexts(namespace: PageNamespaces): Promise<void> {
  await i18nextStarted();
  await i18next.loadNamespaces(namespace);
}

/**
 * A page without props, loaded on demand: the page's code and its namespaces' texts (in the
 * current language) load together, so the page never renders before its texts.
 */
export function lazyPage(
  load: () => Promise<PageModule<Record<string, never>>>,
  namespace: PageNamespaces,
): LazyComponent {
  return lazyComponent(async () => {
    const [page] = await Promise.all([load(), loadTexts(namespace)]);
    return page.default;
  });
}

/**
 * {@link lazyPage} for a page that takes props from the route: `useProps` runs as a hook in the
 * route's component (it may read `useParams`) and may throw a `RouteNotFoundError`.
 */
export function lazyPageWith<P extends object>(
  load: () => Promise<PageModule<P>>,
  namespace: PageNamespaces,
  useProps: () => P,
): LazyComponent {
  return lazyComponent(async () => {
    const [{ default: Page }] = await Promise.all([load(), loadTexts(namespace)]);
    function RoutePage() {
      return <Page {...useProps()} />;
    }
    return RoutePage;
  });
}
