import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createNavigation } from './navigation';
import { memoryHistory } from './page-history';
import { RoutedView } from './routed-view';

/**
 * Tests: renders `routes` at `url` with the app's navigation over a history in memory, without a
 * guard, as the app renders its pages (several addresses are a history, showing the last). Routes
 * that load nothing show at once.
 */
export function renderNavigation(routes: RouteObject[], url: string | readonly string[]) {
  const router = createNavigation({ routes, guard: () => null, history: memoryHistory(url) });
  return { router, ...render(<RoutedView navigation={router} />) };
}
