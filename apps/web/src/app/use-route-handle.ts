import { useMatches } from 'react-router';
import { currentRouteHandle, type RouteHandle } from './route-handle';

/** The meta of the page shown now (`null` while none matched, e.g. in an error boundary). */
export function useRouteHandle(): RouteHandle | null {
  return currentRouteHandle(useMatches());
}
