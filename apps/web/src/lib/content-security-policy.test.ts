// The policy's rules, and the build plugin that writes it (apps/web/build runs in Node inside Vite;
// it is tested here because the web test project only collects tests under src/).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPolicies, cspHash, RADIX_SELECT_VIEWPORT_STYLE } from '../../build/csp-plugin';
import { EMULATOR_DEFAULTS, PROVIDER_SCRIPT_UPLOAD_URL } from './api-endpoints';
import {
  analyticsOrigins,
  connectOrigins,
  contentSecurityPolicy,
  extraOrigins,
} from './content-security-policy';

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('connectOrigins', () => {
  it('allows the build’s API and script host, the provider’s cloud and the analytics hosts', () => {
    expect(
      connectOrigins({
        apiBaseUrl: 'http://127.0.0.1:8831/api/handy-rest/v3',
        scriptUploadUrl: 'http://127.0.0.1:8831/api/script/v0/temp/upload',
        analyticsHost: 'http://127.0.0.1:8832',
      }),
    ).toEqual([
      'http://127.0.0.1:8831',
      'https://www.handyfeeling.com',
      'https://scripts01.handyfeeling.com',
      'http://127.0.0.1:8832',
    ]);
  });

  it('adds the extra origins of the build, and nothing for analytics when it is off', () => {
    expect(
      connectOrigins({
        apiBaseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3',
        scriptUploadUrl: PROVIDER_SCRIPT_UPLOAD_URL,
        analyticsHost: null,
        extraConnectSources: 'https://staging.example/api, http://localhost:8787/x',
      }),
    ).toEqual([
      'https://www.handyfeeling.com',
      'https://scripts01.handyfeeling.com',
      'https://staging.example',
      'http://localhost:8787',
    ]);
  });
});

describe('analyticsOrigins', () => {
  it('adds the assets host of a PostHog cloud region, which posthog-js reads its settings from', () => {
    expect(analyticsOrigins('https://eu.i.posthog.com')).toEqual([
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
    ]);
    expect(analyticsOrigins('https://us.i.posthog.com/')).toEqual([
      'https://us.i.posthog.com',
      'https://us-assets.i.posthog.com',
    ]);
  });

  it('keeps any other host to itself', () => {
    expect(analyticsOrigins('https://ph.example.com/ingest')).toEqual(['https://ph.example.com']);
    expect(analyticsOrigins('ftp://x')).toEqual([]);
  });
});

describe('extraOrigins', () => {
  it('splits on spaces and commas and names what is no http(s) URL', () => {
    expect(
      extraOrigins(' https://a.example/x,http://b.example:81  c.example javascript:x '),
    ).toEqual({
      origins: ['https://a.example', 'http://b.example:81'],
      invalid: ['c.example', 'javascript:x'],
    });
    expect(extraOrigins(undefined)).toEqual({ origins: [], invalid: [] });
  });
});

describe('contentSecurityPolicy', () => {
  const options = { connectOrigins: ['https://api.example'], styleHashes: ['sha256-abc='] };

  it('allows scripts from the app alone, with no inline script and no eval', () => {
    const policy = directives(contentSecurityPolicy(options));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(options)).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('lets the app reach, show and play the http(s) servers a person names (a Stash library)', () => {
    const policy = directives(contentSecurityPolicy(options));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'http:', 'https://api.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https:', 'http:']);
    // Nothing else a page elsewhere could use: no script, frame, plugin, form or base from there.
    for (const directive of ['script-src', 'frame-src', 'object-src', 'base-uri', 'form-action']) {
      expect(policy.get(directive)?.some((source) => /^https?:/.test(source))).toBe(false);
    }
  });

  it('lets the app register its own service worker, and no other worker', () => {
    const policy = directives(contentSecurityPolicy(options));
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('forbids framing only in the header form: a meta policy cannot carry frame-ancestors', () => {
    expect(directives(contentSecurityPolicy(options)).has('frame-ancestors')).toBe(false);
    expect(
      directives(contentSecurityPolicy({ ...options, header: true })).get('frame-ancestors'),
    ).toEqual(["'none'"]);
  });
});

describe('the build’s policies', () => {
  it('hash the Radix viewport style as the browser does', () => {
    const digest = createHash('sha256').update(RADIX_SELECT_VIEWPORT_STYLE).digest('base64');
    expect(cspHash(RADIX_SELECT_VIEWPORT_STYLE)).toBe(`sha256-${digest}`);
  });

  it('follow the build’s environment: API, script host, analytics and extra origins', () => {
    const { meta, header } = buildPolicies({
      VITE_HANDY_API_BASE: 'https://www.handyfeeling.com/api/handy-rest/v3',
      VITE_POSTHOG_KEY: 'phc_1',
      VITE_POSTHOG_HOST: 'https://eu.i.posthog.com',
      VITE_CSP_CONNECT_SRC: 'https://staging.example',
    });
    expect(directives(meta).get('connect-src')).toEqual([
      "'self'",
      'https:',
      'http:',
      'https://www.handyfeeling.com',
      'https://scripts01.handyfeeling.com',
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://staging.example',
    ]);
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it('allow the emulator when the build names no API, and stop on a malformed extra origin', () => {
    const { meta } = buildPolicies({});
    expect(directives(meta).get('connect-src')).toContain(
      new URL(EMULATOR_DEFAULTS.apiBaseUrl).origin,
    );
    expect(() => buildPolicies({ VITE_CSP_CONNECT_SRC: 'staging.example' })).toThrow(
      /VITE_CSP_CONNECT_SRC/,
    );
  });
});
