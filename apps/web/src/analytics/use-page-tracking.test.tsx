import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderNavigation } from '../lib/render-navigation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  preferencesStore,
  resetPreferencesStoreForTests,
} from '../preferences/preferences-instance';
import { PREFERENCES_STORAGE_KEY } from '../preferences';
import type { Analytics, PageRef } from './analytics-client';
import { usePageTracking } from './use-page-tracking';

type Call = ['consent', boolean] | ['$pageview' | '$pageleave', PageRef];

function recordingAnalytics() {
  const calls: Call[] = [];
  const analytics: Analytics = {
    setConsent: (consented) => void calls.push(['consent', consented]),
    pageview: (page) => void calls.push(['$pageview', page]),
    pageleave: (page) => void calls.push(['$pageleave', page]),
    identify: () => undefined,
    reset: () => undefined,
    capture: () => undefined,
    sessionStarted: () => undefined,
    connectionKey: () => undefined,
    settled: () => Promise.resolve(),
  };
  return { analytics, calls };
}

function renderApp(analytics: Analytics, initialPath: string) {
  function Root() {
    usePageTracking(analytics);
    return <Outlet />;
  }
  return renderNavigation(
    [{ path: '/', element: <Root />, children: [{ path: '*', element: null }] }],
    initialPath,
  ).router;
}

const page = (path: string): PageRef => ({
  url: new URL(path, window.location.origin).href,
  pathname: new URL(path, window.location.origin).pathname,
});

beforeEach(() => {
  localStorage.removeItem(PREFERENCES_STORAGE_KEY);
  resetPreferencesStoreForTests();
});

afterEach(() => {
  resetPreferencesStoreForTests();
});

describe('usePageTracking', () => {
  it('hands the consent to analytics before the first pageview, and follows its changes', () => {
    preferencesStore().update({ analyticsConsent: true });
    const { analytics, calls } = recordingAnalytics();
    renderApp(analytics, '/hamp?female=true');
    expect(calls).toEqual([
      ['consent', true],
      ['$pageview', page('/hamp?female=true')],
    ]);
    act(() => void preferencesStore().update({ analyticsConsent: false }));
    expect(calls.at(-1)).toEqual(['consent', false]);
  });

  it('reports navigations of the router: pageleave of the page left, then pageview', async () => {
    const { analytics, calls } = recordingAnalytics();
    const router = renderApp(analytics, '/');
    await act(() => router.navigate('/hamp'));
    await act(() => router.navigate('/hamp?speed=3', { replace: true }));
    await act(() => router.navigate('/hamp?speed=3#main'));
    await act(() => router.navigate('/settings#language'));
    expect(calls).toEqual([
      ['consent', false],
      ['$pageview', page('/')],
      ['$pageleave', page('/')],
      ['$pageview', page('/hamp')],
      ['$pageleave', page('/hamp')],
      ['$pageview', page('/hamp?speed=3')],
      ['$pageleave', page('/hamp?speed=3')],
      ['$pageview', page('/settings')],
    ]);
  });
});
