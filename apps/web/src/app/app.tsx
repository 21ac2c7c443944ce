import { useEffect, useMemo, useState } from 'react';
import type { AppNavigation } from '../lib/navigation';
import { RoutedView, useNavigationState } from '../lib/routed-view';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { followAddressKeys } from './address-keys';
import { PageLoading } from './page-loading';
import { currentRouteHandle } from './route-handle';
import { createAppRouter, type AppRouter } from './router';
import { RouteHandleContext } from './use-route-handle';

/**
 * Glide: the router and everything under it. Start-up passes the router it started before the texts
 * had loaded (main.tsx); without one, `App` makes its own on mount, so that tests render it afresh.
 */
export function App({ router: started }: { readonly router?: AppRouter }) {
  // One router for the app's life.
  const [router] = useState(() => started ?? createAppRouter());
  // The guard acts on a key put into the fragment of the open page.
  useEffect(() => followAddressKeys(() => void router.revalidate()), [router]);
  return <NavigationView navigation={router} />;
}

/**
 * What `navigation` has committed, as the app shows it: the loading notice until its first page is
 * ready, then the page, with its route's meta for the layouts and its scroll position.
 */
export function NavigationView({ navigation }: { readonly navigation: AppNavigation }) {
  const state = useNavigationState(navigation);
  useScrollRestoration(navigation, state);
  const handle = useMemo(() => currentRouteHandle(state.handles), [state.handles]);
  return (
    <RouteHandleContext value={handle}>
      <RoutedView navigation={navigation} fallback={<PageLoading />} />
    </RouteHandleContext>
  );
}
