import type { CaptureResult, PostHogConfig, RequestResponse } from 'posthog-js';

/**
 * The spec's analytics defaults (spec §9), in the units the spec gives them. Each one is mapped onto
 * a posthog-js option in {@link posthogOptions}, or said to have none.
 */
export const SPEC_ANALYTICS_DEFAULTS = {
  sessionIdleTimeoutSeconds: 1800,
  cookieExpiryDays: 365,
  stringMaxLength: 65535,
  flagRequestTimeoutMs: 3000,
  webVitalsFlushMs: 8000,
  requestTimeoutMs: 60000,
} as const;

/** What {@link posthogOptions} needs from its caller. */
export interface PosthogOptionsInput {
  /** Where events go (`VITE_POSTHOG_HOST`). */
  apiHost: string;
  /** The sanitising hook (see `createBeforeSend`). */
  beforeSend: (event: CaptureResult) => CaptureResult | null;
  /** Told about every failed request; must only log (spec §8). */
  onRequestError: (response: RequestResponse) => void;
}

/**
 * The posthog-js configuration of Glide. Three concerns shape it:
 *
 * 1. The spec's defaults (spec §9), one option each where posthog-js has one:
 *    - session idle timeout 1800 s → `session_idle_timeout_seconds: 1800`;
 *    - cookie expiry 365 days → `cookie_expiration: 365` (days, as the spec);
 *    - string max length 65535 → `properties_string_max_length: 65535`;
 *    - flag request timeout 3000 ms → `feature_flag_request_timeout_ms: 3000`. Glide evaluates no
 *      flags and turns the `/flags` call off (point 2), so this only takes effect if flags are ever
 *      turned on; it is set so that the spec's value holds then;
 *    - web vitals flush 8000 ms → `capture_performance.web_vitals_delayed_flush_ms: 8000`;
 *    - request timeout 60000 ms → no option: posthog-js hard-codes 60000 ms as the timeout of every
 *      request it sends (`timeout || 6e4` in its request layer), which is the spec's value;
 *      `posthog-request-timeout.test.ts` holds the SDK to `requestTimeoutMs`.
 * 2. No connection key may reach the analytics host (issue 3). Every event passes `before_send`.
 *    What does not pass it is switched off: the `/flags` request (its body carries the initial
 *    person properties, i.e. the first page URL, unsanitised), session recording (it would record
 *    the key field), heatmaps, dead clicks, exception capture, surveys, product tours and
 *    conversations. Autocapture is off entirely (it reads clicked elements and their text, and the
 *    key popup is an input). `k` and `key` are also masked by the SDK's own personal-data masking,
 *    which covers URLs it keeps in its storage before `before_send` runs.
 * 3. Pages are Glide's to track (spec §4 page tracking): `capture_pageview: false` because
 *    `usePageTracking` sends `$pageview` after each navigation and `$pageleave` before all but the
 *    first, and `capture_pageleave: true` so that the SDK sends the pageleave on unload.
 */
export function posthogOptions(input: PosthogOptionsInput): Partial<PostHogConfig> {
  return {
    api_host: input.apiHost,
    // No link back to a PostHog UI is ever shown; keeps the SDK from guessing one from the host.
    ui_host: null,
    // Point 1: the spec's defaults.
    session_idle_timeout_seconds: SPEC_ANALYTICS_DEFAULTS.sessionIdleTimeoutSeconds,
    cookie_expiration: SPEC_ANALYTICS_DEFAULTS.cookieExpiryDays,
    properties_string_max_length: SPEC_ANALYTICS_DEFAULTS.stringMaxLength,
    feature_flag_request_timeout_ms: SPEC_ANALYTICS_DEFAULTS.flagRequestTimeoutMs,
    capture_performance: {
      web_vitals: true,
      // Plain metrics: attribution names DOM elements, which analytics does not need.
      web_vitals_attribution: false,
      web_vitals_delayed_flush_ms: SPEC_ANALYTICS_DEFAULTS.webVitalsFlushMs,
      network_timing: false,
    },
    // Point 2: nothing leaves without `before_send`, and nothing reads the page's inputs.
    before_send: input.beforeSend,
    advanced_disable_flags: true,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    mask_personal_data_properties: true,
    custom_personal_data_properties: ['k', 'key'],
    // Point 3: page tracking.
    capture_pageview: false,
    capture_pageleave: true,
    // Spec §8: analytics request errors are only logged.
    on_request_error: input.onRequestError,
    // Anonymous visitors get no person profile until a device connects and is identified.
    person_profiles: 'identified_only',
  };
}
