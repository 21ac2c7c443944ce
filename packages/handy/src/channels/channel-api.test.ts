import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { HandyHttpError, HandyValidationError } from '../errors';
import { createFakeFetch, jsonResponse, resultResponse } from '../testing/fake-fetch';
import { createChannelApi } from './channel-api';

const REF = 'chref:Channel12345';
const KEY = 'ChannelKeySecret0000000000000001';
const view = {
  channel_ref: REF,
  name: 'Evening',
  description: '',
  state: 'open',
  created: '2026-12-02T07:00:00.000Z',
  subscriber_count: 1,
  subscribers: [
    {
      connection_key: 'DeviceA1',
      active: true,
      connected: true,
      added: '2026-12-02T07:00:00.000Z',
    },
  ],
};

function apiWith(handler: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(handler);
  const api = createChannelApi({
    baseUrl: 'https://api.example/channel/v1/',
    auth: { apiKey: 'app' },
    fetch: fake.fetch,
    clock: new FakeClock(),
  });
  return { fake, api };
}

describe('the Channel API client', () => {
  it('opens a channel with the application credential and a checked body', async () => {
    const { fake, api } = apiWith(() =>
      resultResponse({ ...view, channel_key: KEY, subscriber_key: 'SubscriberKey1' }),
    );
    const created = await api.create({ name: ' Evening ' });
    expect(created.channel_key).toBe(KEY);
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('https://api.example/channel/v1/channel');
    expect(request.headers['x-api-key']).toBe('app');
    expect(request.headers['x-connection-key']).toBeUndefined();
    // The name is sent trimmed; an empty one never leaves.
    expect(fake.lastJson()).toEqual({ name: 'Evening' });
    await expect(api.create({ name: '  ' })).rejects.toBeInstanceOf(HandyValidationError);
    expect(fake.requests).toHaveLength(1);
  });

  it('names the channel and proves the key in headers, never in the address', async () => {
    const { fake, api } = apiWith(() => resultResponse(view));
    const channel = api.channel(REF, KEY);
    await channel.add('DeviceA1');
    await channel.setActive('DeviceA1', false);
    await channel.remove('DeviceA1');
    await channel.read();
    await channel.close();
    expect(fake.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'PUT /channel/v1/channel/subscribers/add',
      'PUT /channel/v1/channel/subscribers/active',
      'PUT /channel/v1/channel/subscribers/remove',
      'GET /channel/v1/channel',
      'PUT /channel/v1/channel/close',
    ]);
    for (const request of fake.requests) {
      expect(request.headers['x-connection-key']).toBe(REF);
      expect(request.headers['x-channel-key']).toBe(KEY);
      expect(request.url.href).not.toContain(KEY);
      expect(request.url.href).not.toContain('Channel12345');
    }
    expect(JSON.parse(String(fake.requests[1]?.body))).toEqual({
      connection_key: 'DeviceA1',
      active: false,
    });
  });

  it('refuses a malformed reference, a blank key or a bad connection key before sending', async () => {
    const { fake, api } = apiWith(() => resultResponse(view));
    expect(() => api.channel('Channel12345', KEY)).toThrow(
      expect.objectContaining({ reason: 'channel_reference_invalid' }),
    );
    expect(() => api.channel(REF, '')).toThrow(
      expect.objectContaining({ reason: 'channel_key_required' }),
    );
    await expect(api.channel(REF, KEY).add('not a key')).rejects.toBeInstanceOf(
      HandyValidationError,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('reads a refusal as an HTTP error with its code', async () => {
    const { api } = apiWith(() =>
      jsonResponse(
        { error: { code: 5002, name: 'ChannelKeyRejected', message: 'Not a key of this channel' } },
        { status: 403 },
      ),
    );
    const error = await api
      .channel(REF, KEY)
      .read()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({ status: 403 });
  });
});
