import { describe, expect, it } from 'vitest';
import { SPEC_ANALYTICS_DEFAULTS, posthogOptions } from './posthog-options';

const options = posthogOptions({
  apiHost: 'https://analytics.example',
  beforeSend: (event) => event,
  onRequestError: () => undefined,
});

describe('posthogOptions', () => {
  it('maps the spec analytics defaults onto posthog-js options', () => {
    expect(SPEC_ANALYTICS_DEFAULTS).toEqual({
      sessionIdleTimeoutSeconds: 1800,
      cookieExpiryDays: 365,
      stringMaxLength: 65535,
      flagRequestTimeoutMs: 3000,
      webVitalsFlushMs: 8000,
      requestTimeoutMs: 60000,
    });
    expect(options).toMatchObject({
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      properties_string_max_length: 65535,
      feature_flag_request_timeout_ms: 3000,
      capture_performance: { web_vitals: true, web_vitals_delayed_flush_ms: 8000 },
    });
  });

  it('sends to the configured host through the sanitising hook and the error logger', () => {
    expect(options.api_host).toBe('https://analytics.example');
    expect(typeof options.before_send).toBe('function');
    expect(typeof options.on_request_error).toBe('function');
  });

  it('switches off everything that could carry the key past before_send', () => {
    expect(options).toMatchObject({
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
      disable_external_dependency_loading: true,
      mask_personal_data_properties: true,
      custom_personal_data_properties: ['k', 'key'],
    });
  });

  it('leaves page views to Glide and the pageleave on unload to the SDK', () => {
    expect(options.capture_pageview).toBe(false);
    expect(options.capture_pageleave).toBe(true);
  });
});
