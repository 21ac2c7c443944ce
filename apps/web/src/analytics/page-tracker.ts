import type { Analytics, PageRef } from './analytics-client';

/** Turns the router's locations into page events. */
export interface PageTracker {
  /** The router now shows `page`. */
  navigated(page: PageRef): void;
}

/**
 * Page tracking as spec §4 has it: after each navigation a `$pageview`; before it a `$pageleave`
 * for the page left, except on the first navigation, which leaves no page (the pageleave on unload
 * is the SDK's). A navigation is a change of path or query: `/hamp` → `/hamp?female=true` shows other
 * content and counts. A change of the hash alone does not count, and the hash is never sent: in Glide it
 * names a place on the same page (the skip link's `#main`) or carries a connection key for a moment
 * (`#k=`, taken off at start-up), neither of which is a page.
 */
export function createPageTracker(sink: Pick<Analytics, 'pageview' | 'pageleave'>): PageTracker {
  let current: PageRef | undefined;
  return {
    navigated(at) {
      const page = withoutHash(at);
      const previous = current;
      current = page;
      if (previous?.url === page.url) return;
      if (previous) sink.pageleave(previous);
      sink.pageview(page);
    },
  };
}

/** `page` with its URL's fragment taken off. */
function withoutHash(page: PageRef): PageRef {
  const hashAt = page.url.indexOf('#');
  return hashAt === -1 ? page : { ...page, url: page.url.slice(0, hashAt) };
}
