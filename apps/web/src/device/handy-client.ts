import { createHandyClient, type HandyClient } from '@glide/handy';
import { currentApiConfig, type ApiConfig } from '../lib/config';

let cached: { config: ApiConfig; client: HandyClient } | undefined;

/**
 * The SDK client for the API settings in force. Rebuilt when the base URL or the application key
 * changes (settings page, another tab), reused otherwise.
 */
export function handyClient(): HandyClient {
  const config = currentApiConfig();
  if (
    cached?.config.apiBaseUrl !== config.apiBaseUrl ||
    cached.config.applicationKey !== config.applicationKey
  ) {
    cached = {
      config,
      client: createHandyClient({
        baseUrl: config.apiBaseUrl,
        auth: { apiKey: config.applicationKey },
      }),
    };
  }
  return cached.client;
}
