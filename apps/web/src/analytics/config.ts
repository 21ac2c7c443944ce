import * as v from 'valibot';
import { jsonObject } from '../lib/json-schemas';
import { WITHOUT_VALUES, describeIssue } from '../lib/schema-issues';
import { httpUrl } from '../lib/url-schema';

/** Where analytics goes; present only when the build configured a project key. */
export interface AnalyticsConfig {
  /** The PostHog project key (`phc_…`), public by design. */
  projectKey: string;
  /** The analytics host, e.g. `https://eu.i.posthog.com`. */
  apiHost: string;
}

/** Where events go when a key is configured but no host: posthog-js's own default, PostHog's US cloud. */
export const DEFAULT_ANALYTICS_HOST = 'https://us.i.posthog.com';

/** An optional variable: left out, or set to blank text, it is absent. */
function optionalVariable<TOutput>(schema: v.GenericSchema<string, TOutput>) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string' && value.trim() === '' ? undefined : value,
      ),
      v.optional(schema),
    ),
  );
}

const envSchema = jsonObject({
  VITE_POSTHOG_KEY: optionalVariable(v.pipe(v.string(), v.trim(), v.minLength(1))),
  VITE_POSTHOG_HOST: optionalVariable(
    v.pipe(
      httpUrl(),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
});

/**
 * The analytics configuration from the build environment (`VITE_POSTHOG_KEY`,
 * `VITE_POSTHOG_HOST`), or `null` when analytics is off: no key, or a host that is not an http(s)
 * URL (a typo must switch analytics off, not send events somewhere unintended). `onProblem` hears
 * why a present but invalid configuration was ignored.
 */
export function analyticsConfigFrom(
  env: unknown,
  onProblem: (message: string) => void = () => undefined,
): AnalyticsConfig | null {
  const parsed = v.safeParse(envSchema, env, WITHOUT_VALUES);
  if (!parsed.success) {
    onProblem(`analytics is off: ${parsed.issues.map(describeIssue).join('; ')}`);
    return null;
  }
  const { VITE_POSTHOG_KEY: projectKey, VITE_POSTHOG_HOST: apiHost } = parsed.output;
  if (projectKey === undefined) return null;
  return { projectKey, apiHost: apiHost ?? DEFAULT_ANALYTICS_HOST };
}
