import { describe, expect, it } from 'vitest';
import { POSTHOG_DEFAULT_HOST, analyticsHostOf } from '../lib/content-security-policy';
import { DEFAULT_ANALYTICS_HOST, analyticsConfigFrom } from './config';

describe('analyticsConfigFrom', () => {
  it('is off without a project key', () => {
    expect(analyticsConfigFrom({})).toBeNull();
    expect(
      analyticsConfigFrom({ VITE_POSTHOG_KEY: '  ', VITE_POSTHOG_HOST: 'https://a.example' }),
    ).toBeNull();
  });

  it('uses the configured host without a trailing slash', () => {
    expect(
      analyticsConfigFrom({
        VITE_POSTHOG_KEY: 'phc_x',
        VITE_POSTHOG_HOST: 'http://127.0.0.1:8798/',
      }),
    ).toEqual({ projectKey: 'phc_x', apiHost: 'http://127.0.0.1:8798' });
  });

  it("falls back to posthog-js's default host", () => {
    expect(analyticsConfigFrom({ VITE_POSTHOG_KEY: 'phc_x', VITE_POSTHOG_HOST: '' })).toEqual({
      projectKey: 'phc_x',
      apiHost: DEFAULT_ANALYTICS_HOST,
    });
  });

  it('is off, and says why, when the host is not an http(s) URL', () => {
    const problems: string[] = [];
    expect(
      analyticsConfigFrom(
        { VITE_POSTHOG_KEY: 'phc_x', VITE_POSTHOG_HOST: 'ftp://files.example' },
        (message) => problems.push(message),
      ),
    ).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('VITE_POSTHOG_HOST');
  });

  it('reads a Vite env object with its other entries', () => {
    expect(
      analyticsConfigFrom({ MODE: 'production', DEV: false, VITE_POSTHOG_KEY: 'phc_x' }),
    ).toEqual({ projectKey: 'phc_x', apiHost: DEFAULT_ANALYTICS_HOST });
  });
});

// The security policy's connect-src (src/lib, below analytics) must allow the host analytics uses.
describe('analyticsHostOf', () => {
  it('reads the host exactly as the app does', () => {
    expect(POSTHOG_DEFAULT_HOST).toBe(DEFAULT_ANALYTICS_HOST);
    const envs: Record<string, unknown>[] = [
      {},
      { VITE_POSTHOG_KEY: 'phc_1' },
      { VITE_POSTHOG_KEY: '  ', VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' },
      { VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: ' ' },
      { VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: 'https://eu.i.posthog.com/' },
      { VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: 'http://127.0.0.1:8832' },
      { VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: 'eu.i.posthog.com' },
      { VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: 'ftp://example.com' },
    ];
    for (const env of envs) {
      const app = analyticsConfigFrom(env);
      const expected = app === null ? null : new URL(app.apiHost).origin;
      expect(analyticsHostOf(env), JSON.stringify(env)).toBe(expected);
    }
  });
});
