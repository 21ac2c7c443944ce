import * as z from 'zod/mini';

/** Where analytics goes; present only when the build configured a project key. */
export interface AnalyticsConfig {
  /** The PostHog project key (`phc_…`), public by design. */
  projectKey: string;
  /** The analytics host, e.g. `https://eu.i.posthog.com`. */
  apiHost: string;
}

/** Where events go when a key is configured but no host: posthog-js's own default, PostHog's US cloud. */
export const DEFAULT_ANALYTICS_HOST = 'https://us.i.posthog.com';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const envSchema = z.object({
  VITE_POSTHOG_KEY: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.string().check(z.trim(), z.minLength(1))),
  ),
  VITE_POSTHOG_HOST: z.pipe(
    z.transform(blankToUndefined),
    z.optional(
      z.pipe(
        z.url({ protocol: /^https?$/ }),
        z.transform((url: string) => url.replace(/\/+$/, '')),
      ),
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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    onProblem(
      `analytics is off: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    return null;
  }
  const { VITE_POSTHOG_KEY: projectKey, VITE_POSTHOG_HOST: apiHost } = parsed.data;
  if (projectKey === undefined) return null;
  return { projectKey, apiHost: apiHost ?? DEFAULT_ANALYTICS_HOST };
}
