import type { Analytics, PageRef } from './analytics-client';

/** Turns the router's locations into page events. */
export interface PageTracker {
  /** The router now shows `page`. */
  navigated(page: PageRef): void;
}

/**
 * Page tracking as spec §4 has it: after each navigation a `$pageview`; before it a `$pageleave`
 * for the page left, except on the first navigation, which leaves no page (the pageleave on unload
 * is the SDK's). A change of query or hash alone is not a navigation: the guard removing `?k=` from
 * the address bar must not count as a second visit.
 */
export function createPageTracker(sink: Pick<Analytics, 'pageview' | 'pageleave'>): PageTracker {
  let current: PageRef | undefined;
  return {
    navigated(page) {
      const previous = current;
      current = page;
      if (previous?.pathname === page.pathname) return;
      if (previous) sink.pageleave(previous);
      sink.pageview(page);
    },
  };
}
