import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../device/testing/fake-devices';
import { createNavigation, withPreload } from '../lib/navigation';
import { memoryHistory } from '../lib/page-history';
import { SCROLL_POSITIONS_KEY } from '../lib/scroll-restoration';
import { logger } from '../lib/logger';
import { NavigationView } from './app';
import { lazyComponent } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

setUpPageTests();

let scrolls: [number, number][] = [];
let scrollY = 0;
beforeEach(() => {
  scrolls = [];
  scrollY = 0;
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation((x: number, y: number) => {
    scrolls.push([x, y]);
  });
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  // React reports every error a boundary catches, and the error page logs it: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A load the test settles by hand. */
function gate() {
  let open = () => undefined as void;
  let fail = (_error: Error) => undefined as void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

function page(name: string) {
  return function Page() {
    return (
      <>
        <h1>{`${name} page`}</h1>
        <Link to="/">Home</Link> <Link to="/later">Later</Link>
      </>
    );
  };
}

/** `/` at once, `/later` loaded by `loadLater`, each in its own error boundary. */
function renderApp(loadLater: () => Promise<void>, start = '/') {
  const later = lazyComponent(async () => {
    await loadLater();
    return page('Later');
  });
  const Home = page('Home');
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <Home />
        </RouteErrorBoundary>
      ),
    },
    withPreload(
      {
        path: '/later',
        element: (
          <RouteErrorBoundary>
            <later.Component />
          </RouteErrorBoundary>
        ),
      },
      later.preload,
    ),
  ];
  const navigation = createNavigation({
    routes,
    guard: () => null,
    history: memoryHistory(start),
  });
  render(<NavigationView navigation={navigation} />);
  return navigation;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the app’s navigation, rendered', () => {
  it('keeps the page shown until the next one has loaded', async () => {
    const later = gate();
    renderApp(() => later.promise);
    expect(heading()).toBe('Home page');
    await userEvent.click(screen.getByRole('link', { name: 'Later' }));
    expect(heading()).toBe('Home page');
    await act(() => {
      later.open();
      return later.promise;
    });
    expect(heading()).toBe('Later page');
  });

  it('shows the error page for a page that failed to load, and tries again on the next visit', async () => {
    let attempt = 0;
    const navigation = renderApp(() =>
      ++attempt === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve(),
    );
    await act(() => navigation.navigate('/later'));
    expect(heading()).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(heading()).toBe('Home page');
    await act(() => navigation.navigate('/later'));
    expect(heading()).toBe('Later page');
    expect(attempt).toBe(2);
  });

  it('scrolls a new page to the top, back to where it was on Back, and not where a link asks', async () => {
    const navigation = renderApp(() => Promise.resolve());
    expect(scrolls).toEqual([[0, 0]]);
    scrollY = 300;
    await act(() => navigation.navigate('/later'));
    expect(scrolls).toEqual([
      [0, 0],
      [0, 0],
    ]);
    scrollY = 40;
    await act(() => navigation.navigate(-1));
    expect(scrolls.at(-1)).toEqual([0, 300]);
    scrolls = [];
    await act(() => navigation.navigate('/later', { preventScrollReset: true }));
    expect(heading()).toBe('Later page');
    expect(scrolls).toEqual([]);
  });

  it('keeps the position over a reload', () => {
    const navigation = renderApp(() => Promise.resolve());
    scrollY = 120;
    window.dispatchEvent(new Event('pagehide'));
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null');
    expect(stored).toEqual({ [navigation.state.location.key]: 120 });
    cleanup();
    scrolls = [];
    renderApp(() => Promise.resolve());
    expect(scrolls).toEqual([[0, 120]]);
  });

  it('starts without positions when they are unreadable', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{"a": "not a number"');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    renderApp(() => Promise.resolve());
    expect(warn).toHaveBeenCalledWith('scroll positions are not readable', expect.anything());
  });
});
