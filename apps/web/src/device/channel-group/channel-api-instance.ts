/**
 * The Channel API client for the API settings in force: its own chunk, loaded when a group is
 * first formed (multicast on, a device linked), so a first connect does not carry it.
 */
import { createChannelApi, type ChannelApi } from '@glide/handy';
import type { ApiConfig } from '../../lib/config';
import { channelApiBase } from './channel-api-base';

/** The Channel API beside `config`'s root, or `undefined` where none is known. */
export function channelApiFor(config: ApiConfig): ChannelApi | undefined {
  const baseUrl = channelApiBase(config.apiBaseUrl);
  return baseUrl === undefined
    ? undefined
    : createChannelApi({ baseUrl, auth: { apiKey: config.applicationKey } });
}
