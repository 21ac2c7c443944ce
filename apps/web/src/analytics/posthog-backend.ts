import type { CaptureResult, PostHog, RequestResponse } from 'posthog-js';
import type { AnalyticsBackend } from './analytics-client';
import type { AnalyticsConfig } from './config';
import { posthogOptions } from './posthog-options';

/** The part of a PostHog instance that Glide uses. */
export type PosthogLike = Pick<
  PostHog,
  | 'capture'
  | 'identify'
  | 'reset'
  | 'opt_in_capturing'
  | 'opt_out_capturing'
  | 'has_opted_out_capturing'
>;

/** Where {@link loadPosthogBackend} reports. */
export interface PosthogLogger {
  warn(...args: unknown[]): void;
  debug(...args: unknown[]): void;
}

/**
 * The `on_request_error` hook: spec §8 says analytics request errors of status 400 or more are only
 * logged. Status 0 (blocked by an extension, offline) is routine for analytics and logged quietly.
 */
export function logRequestError(logger: PosthogLogger): (response: RequestResponse) => void {
  return (response) => {
    if (response.statusCode >= 400) {
      logger.warn(`analytics request failed with status ${response.statusCode}`);
    } else {
      logger.debug(`analytics request failed (status ${response.statusCode})`);
    }
  };
}

/** Glide's calls mapped onto a PostHog instance. */
export function posthogBackend(posthog: PosthogLike): AnalyticsBackend {
  return {
    capture: (event, properties) => void posthog.capture(event, properties),
    identify: (distinctId) => posthog.identify(distinctId),
    reset: () => posthog.reset(),
    optIn: () => {
      // Consent given earlier and withdrawn is remembered by the SDK as an opt-out; undo it without
      // the SDK's own `$opt_in` event (the consent switch is Glide's, not an analytics event).
      if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing({ captureEventName: false });
    },
    optOut: () => posthog.opt_out_capturing(),
  };
}

/** What {@link loadPosthogBackend} needs besides the configuration. */
export interface PosthogHooks {
  beforeSend: (event: CaptureResult) => CaptureResult | null;
  logger: PosthogLogger;
}

/**
 * Loads posthog-js (its own chunk, so it is not part of the first page load), starts it and returns
 * it as an {@link AnalyticsBackend}. The `no-external` build never fetches scripts from the
 * analytics host; the one extension Glide uses, web vitals, is bundled with it.
 */
export async function loadPosthogBackend(
  config: AnalyticsConfig,
  hooks: PosthogHooks,
): Promise<AnalyticsBackend> {
  const [{ posthog }] = await Promise.all([
    import('posthog-js/no-external'),
    // Registers the web vitals callbacks that the no-external build would otherwise download.
    import('posthog-js/dist/web-vitals.js'),
  ]);
  posthog.init(
    config.projectKey,
    posthogOptions({
      apiHost: config.apiHost,
      beforeSend: hooks.beforeSend,
      onRequestError: logRequestError(hooks.logger),
    }),
  );
  return posthogBackend(posthog);
}
