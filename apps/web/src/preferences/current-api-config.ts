import { apiConfigFrom, type ApiConfig } from '../lib/config';
import { preferencesStore } from './preferences-instance';

/** The API configuration in force now: the stored settings over the build's (`lib/config.ts`). */
export function currentApiConfig(): ApiConfig {
  return apiConfigFrom(preferencesStore().get());
}
