import * as v from 'valibot';
import { apiConfigFrom, buildDefaults } from '../../../lib/config';
import { preferencesSchema, type Preferences } from '../../../preferences';
import type { AutosaveSpec } from '../form/use-autosave-form';

const api = preferencesSchema.entries.api.entries;

/** The developer form: developer mode, the clock estimator and the API address and key in force. */
export const developerFormSchema = v.object({
  developerMode: preferencesSchema.entries.developerMode,
  clockSyncEstimator: preferencesSchema.entries.clockSyncEstimator,
  baseUrl: api.baseUrl.wrapped,
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
