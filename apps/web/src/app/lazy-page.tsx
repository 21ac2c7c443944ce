import type { ComponentType } from 'react';
import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { i18nextStarted } from '../i18n/started';

/** A page module: its component is the default export (contract §1). */
export interface PageModule<P> {
  default: ComponentType<P>;
}

type LazyResult = Pick<RouteObject, 'Component'>;

/**
 * The namespaces whose texts a page shows: its own, and those of any other feature's component it
 * renders. Every one must be listed: a namespace that loads only once the page renders suspends
 * the page after the loading notice is up, and React then holds the page back for its fallback
 * throttle (about 300 ms).
 */
export type PageNamespaces = string | readonly [string, ...string[]];

/** The texts of `namespace`, once i18next has started (the router may start before it). */
async function loadTexts(namespace: PageNamespaces): Promise<void> {
  await i18nextStarted();
  await i18next.loadNamespaces(namespace);
}

/**
 * A route's `lazy` for a page without props: the page's code and its namespaces' texts (in the
 * current language) load together, so the page never renders before its texts.
 */
export function lazyPage(
  load: () => Promise<PageModule<Record<string, never>>>,
  namespace: PageNamespaces,
): () => Promise<LazyResult> {
  return async () => {
    const [page] = await Promise.all([load(), loadTexts(namespace)]);
    return { Component: page.default };
  };
}

/**
 * {@link lazyPage} for a page that takes props from the route: `useProps` runs as a hook in the
 * route's component (it may read `useParams`) and may throw a `RouteNotFoundError`.
 */
export function lazyPageWith<P extends object>(
  load: () => Promise<PageModule<P>>,
  namespace: PageNamespaces,
  useProps: () => P,
): () => Promise<LazyResult> {
  return async () => {
    const [{ default: Page }] = await Promise.all([load(), loadTexts(namespace)]);
    function RoutePage() {
      return <Page {...useProps()} />;
    }
    return { Component: RoutePage };
  };
}
