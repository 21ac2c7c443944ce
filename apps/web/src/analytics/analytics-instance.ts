import { logger } from '../lib/logger';
import { preferencesStore } from '../preferences/preferences-instance';
import { createAnalytics, type Analytics } from './analytics-client';
import { analyticsConfigFrom } from './config';

const config = analyticsConfigFrom(import.meta.env, (message) => logger.warn(message));

/**
 * Every key the app knows right now, the connection keys and the Stash library's API key: each one
 * is redacted from analytics.
 */
function knownKeys(): string[] {
  const preferences = preferencesStore().get();
  const keys = [
    preferences.connectionKey,
    ...preferences.linkedDevices.map((d) => d.connectionKey),
    preferences.stash.apiKey ?? '',
  ];
  const connected = analytics.connectionKey();
  if (connected !== undefined) keys.push(connected);
  return keys.filter((key) => key !== '');
}

/**
 * The app's analytics (issue 3): PostHog when `VITE_POSTHOG_KEY` is set and the user consented
 * (`preferences.analyticsConsent`, followed by `usePageTracking`), silent otherwise.
 */
export const analytics: Analytics = createAnalytics({
  // The SDK and the event sanitiser load only when analytics is configured and consented to.
  loadBackend:
    config &&
    (async () => {
      const [{ loadPosthogBackend }, { createBeforeSend }] = await Promise.all([
        import('./posthog-backend'),
        import('./before-send'),
      ]);
      return loadPosthogBackend(config, {
        beforeSend: createBeforeSend(knownKeys),
        logger,
      });
    }),
  // The derivation and its code load on the first identify, never at start-up.
  identityOf: (connectionKey) =>
    import('./identity').then(({ identityOf }) => identityOf(connectionKey)),
  onError: (message, error) => logger.warn(message, error),
});
