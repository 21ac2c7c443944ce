import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router';
import type { AppNavigation, NavigationState } from './navigation';

/** The state `navigation` has committed, re-rendering on each commit. */
export function useNavigationState(navigation: AppNavigation): NavigationState {
  return useSyncExternalStore(navigation.subscribe, () => navigation.state);
}

/**
 * Renders the route table of `navigation` at the location it has committed, under React Router's
 * `<Router>` (so links, `useNavigate`, `useLocation` and `useParams` work as ever); `fallback`
 * until its first page is ready.
 */
export function RoutedView({
  navigation,
  fallback = null,
}: {
  readonly navigation: AppNavigation;
  readonly fallback?: ReactNode;
}) {
  const state = useNavigationState(navigation);
  if (!state.initialized) return fallback;
  return (
    <Router
      location={state.location}
      navigationType={state.navigationType}
      navigator={navigation.navigator}
    >
      <RouteTable routes={navigation.routes} />
    </Router>
  );
}

function RouteTable({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}
