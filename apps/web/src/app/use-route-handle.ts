import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-handle';

/** The meta of the page shown, given by the app's navigation (`app.tsx`). */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

/** The meta of the page shown now (`null` while none matched, e.g. in an error boundary). */
export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
