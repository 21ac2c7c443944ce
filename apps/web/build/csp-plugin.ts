// Build-time only: writes the production build's Content-Security-Policy into index.html, from the
// build's configuration (src/lib/content-security-policy.ts says what it allows and why). The dev
// server gets no policy: its hot reload injects inline scripts and styles.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { EMULATOR_DEFAULTS, scriptUploadUrlFor } from '../src/lib/api-endpoints.ts';
import {
  analyticsHostOf,
  connectOrigins,
  contentSecurityPolicy,
  extraOrigins,
} from '../src/lib/content-security-policy.ts';

/**
 * The one inline `<style>` a library renders, whose text never changes: Radix Select's viewport
 * (`@radix-ui/react-select`) hides its scrollbar with it. Allowed by its hash, not by
 * `'unsafe-inline'`; the build fails if the bundled text differs (a Radix update), so the hash
 * cannot silently go stale.
 */
export const RADIX_SELECT_VIEWPORT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';

/** Where the policy to send as an HTTP header (with `frame-ancestors`) is written in the build. */
export const HEADER_FILE = 'content-security-policy.txt';

/** A CSP hash source (`sha256-…`) of an inline element's exact text. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The build's policy, as a `<meta>` carries it and as a header carries it. */
export function buildPolicies(env: Record<string, string | undefined>): {
  meta: string;
  header: string;
} {
  const extra = extraOrigins(env.VITE_CSP_CONNECT_SRC);
  if (extra.invalid.length > 0) {
    throw new Error(`VITE_CSP_CONNECT_SRC: not an http(s) URL: ${extra.invalid.join(', ')}`);
  }
  const apiBaseUrl = env.VITE_HANDY_API_BASE || EMULATOR_DEFAULTS.apiBaseUrl;
  const origins = connectOrigins({
    apiBaseUrl,
    scriptUploadUrl: scriptUploadUrlFor(apiBaseUrl, env.VITE_HANDY_SCRIPT_HOST),
    analyticsHost: analyticsHostOf(env),
    extraConnectSources: env.VITE_CSP_CONNECT_SRC,
  });
  const options = { connectOrigins: origins, styleHashes: [cspHash(RADIX_SELECT_VIEWPORT_STYLE)] };
  return {
    meta: contentSecurityPolicy(options),
    header: contentSecurityPolicy({ ...options, header: true }),
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * In `vite build`: puts `<meta http-equiv="Content-Security-Policy">` first in `<head>` (a meta
 * policy covers only what comes after it), writes the header form to {@link HEADER_FILE}, and
 * checks that the hashed inline style is still the one the bundle renders.
 */
export function cspPlugin(): Plugin {
  let policies: { meta: string; header: string } | undefined;
  return {
    name: 'glide-content-security-policy',
    apply: 'build',
    configResolved(config) {
      policies = buildPolicies(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!policies) throw new Error('the policy is made when the configuration is resolved');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policies.meta)}" />`;
        const withPolicy = html.replace(
          /<meta charset="UTF-8" \/>/i,
          (charset) => `${charset}\n    ${meta}`,
        );
        if (withPolicy === html) throw new Error('index.html needs <meta charset="UTF-8" /> first');
        return withPolicy;
      },
    },
    generateBundle(_options, bundle) {
      const code = Object.values(bundle)
        .map((output) => (output.type === 'chunk' ? output.code : ''))
        .join('\n');
      if (
        code.includes('data-radix-select-viewport]{') &&
        !code.includes(RADIX_SELECT_VIEWPORT_STYLE)
      ) {
        this.error(
          'Radix Select renders another inline style than the one the policy hashes: update RADIX_SELECT_VIEWPORT_STYLE in build/csp-plugin.ts',
        );
      }
      if (policies) {
        this.emitFile({ type: 'asset', fileName: HEADER_FILE, source: `${policies.header}\n` });
      }
    },
  };
}
