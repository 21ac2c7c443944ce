import { buildDefaults, scriptUploadUrlFor } from './config';
import { analyticsHostOf, connectOrigins } from './content-security-policy';

/** The part of the build's environment the policy is made from. */
export interface PolicyEnv {
  readonly PROD: boolean;
  readonly VITE_HANDY_SCRIPT_HOST?: string | undefined;
  readonly VITE_POSTHOG_KEY?: string | undefined;
  readonly VITE_POSTHOG_HOST?: string | undefined;
  readonly VITE_CSP_CONNECT_SRC?: string | undefined;
}

/**
 * The origins the production build's security policy lets the app call (besides its own), computed
 * from the same environment as the build plugin did; `null` where no policy is in force (the dev
 * server and tests). An API address typed in Settings elsewhere would be refused by the browser.
 */
export function policyConnectOrigins(
  env: PolicyEnv = import.meta.env,
  apiBaseUrl: string = buildDefaults.apiBaseUrl,
): readonly string[] | null {
  if (!env.PROD) return null;
  return connectOrigins({
    apiBaseUrl,
    scriptUploadUrl: scriptUploadUrlFor(apiBaseUrl, env.VITE_HANDY_SCRIPT_HOST),
    analyticsHost: analyticsHostOf(env),
    extraConnectSources: env.VITE_CSP_CONNECT_SRC,
  });
}
