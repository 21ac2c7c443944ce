import * as v from 'valibot';
import { policyConnectOrigins } from '../../../lib/api-policy';
import { apiConfigFrom, buildDefaults } from '../../../lib/config';
import { allowsConnectTo } from '../../../lib/content-security-policy';
import { preferencesSchema, type Preferences } from '../../../preferences';
import type { AutosaveSpec } from '../form/use-autosave-form';

const api = preferencesSchema.entries.api.entries;

/** The message of an API address the build's security policy does not let the app reach. */
export const OUTSIDE_POLICY = 'outside the security policy';

/** The servers the build's policy lets the app reach (`null`: no policy, the dev server). */
export const allowedApiOrigins = policyConnectOrigins();

/**
 * An address the browser would refuse to call under the build's security policy is not taken: the
 * app could not reach it, and the field says which servers it can reach instead.
 */
const withinPolicy = v.check<string, string>(
  (url) => allowedApiOrigins === null || allowsConnectTo(allowedApiOrigins, url),
  OUTSIDE_POLICY,
);

/** The developer form: developer mode, the clock estimator and the API address and key in force. */
export const developerFormSchema = v.object({
  developerMode: preferencesSchema.entries.developerMode,
  clockSyncEstimator: preferencesSchema.entries.clockSyncEstimator,
  baseUrl: v.pipe(api.baseUrl.wrapped, withinPolicy),
  applicationKey: api.applicationKey.wrapped,
});

/** The values of the developer form. */
export type DeveloperFormValues = v.InferOutput<typeof developerFormSchema>;

/**
 * Maps the developer form onto the preferences. The fields show the address and key in force; a
 * value equal to the build's is stored as "no override", so that a later build's values apply.
 */
export const developerSpec: AutosaveSpec<DeveloperFormValues> = {
  schema: developerFormSchema,
  units: ['developerMode', 'clockSyncEstimator', 'baseUrl', 'applicationKey'],
  fromPreferences: (preferences: Preferences) => {
    const config = apiConfigFrom(preferences);
    return {
      developerMode: preferences.developerMode,
      clockSyncEstimator: preferences.clockSyncEstimator,
      baseUrl: config.apiBaseUrl,
      applicationKey: config.applicationKey,
    };
  },
  toPatch: (values) => ({
    developerMode: values.developerMode,
    clockSyncEstimator: values.clockSyncEstimator,
    api: {
      baseUrl: values.baseUrl === buildDefaults.apiBaseUrl ? undefined : values.baseUrl,
      applicationKey:
        values.applicationKey === buildDefaults.applicationKey ? undefined : values.applicationKey,
    },
  }),
};
