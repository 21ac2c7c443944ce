import { useEffect, useState } from 'react';
import { createPath, useLocation } from 'react-router';
import { usePreferences } from '../preferences/use-preferences';
import type { Analytics } from './analytics-client';
import { analytics as appAnalytics } from './analytics-instance';
import { createPageTracker } from './page-tracker';

/**
 * Runs the app's analytics; the root layout calls it once. It follows the user's consent
 * (`preferences.analyticsConsent`) and reports page views and leaves on every navigation of the
 * router. Nothing is sent unless a project key is configured and the user consented.
 */
export function usePageTracking(analytics: Analytics = appAnalytics): void {
  const consent = usePreferences().analyticsConsent;
  const location = useLocation();
  const [tracker] = useState(() => createPageTracker(analytics));

  // Declared first so that on start-up the consent reaches analytics before the first pageview.
  useEffect(() => {
    analytics.setConsent(consent);
  }, [analytics, consent]);

  // Path and query: a change of the hash alone is no navigation (see createPageTracker).
  const path = createPath({ pathname: location.pathname, search: location.search });
  useEffect(() => {
    tracker.navigated({
      url: new URL(path, window.location.origin).href,
      pathname: location.pathname,
    });
  }, [tracker, path, location.pathname]);
}
