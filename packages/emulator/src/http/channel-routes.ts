/**
 * The Channel API (`/api/channel/v1`, the provider's Channel API v1 beta in the emulator's wire form,
 * written down in docs/api-extensions.md): open a channel, read it, close it, and add, remove, pause
 * and resume its subscribers. Sending to a channel is not here: a `chref:` reference goes in place
 * of a connection key on the API v3 operations that take a `DeviceReference` (`device-call.ts`).
 *
 * A call names its channel in `X-Connection-Key` (`chref:…`, as on API v3, so the rate limit and the
 * injected faults count it like any reference) and proves itself with `X-Channel-Key`: the channel
 * key (the owner's) or the subscriber key (a device's owner, who names their device by its
 * connection key). Nothing of a channel is read or changed without one of its keys.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  ChannelError,
  type Channel,
  type ChannelKeyRole,
  type ChannelRefusal,
} from '../model/channels';
import { deviceErrors, DeviceCallError } from '../model/errors';
import type { HttpDeps } from './deps';
import { CHANNEL_REFERENCE_PATTERN } from './device-reference';
import { parseBody } from './parse';
import { genericError, json, malformedConnectionKey, missingConnectionKey } from './responses';
import type { HttpError } from './responses';

/** A connection key in a body (the API's own pattern). */
const connectionKey = z.string().regex(/^[a-zA-Z0-9]{5,64}$/);

/** `POST /channel`. */
export const createChannelBody = z.strictObject({
  name: z.string().trim().min(1).max(64),
  description: z.string().max(256).optional(),
});

/** `PUT /channel/subscribers/add` and `…/remove`. */
export const subscriberBody = z.strictObject({ connection_key: connectionKey });

/** `PUT /channel/subscribers/active`. */
export const subscriberActiveBody = z.strictObject({
  connection_key: connectionKey,
  active: z.boolean(),
});

/** The answer for each refusal: status, code and name (docs/api-extensions.md, "Channels"). */
const REFUSALS: Readonly<
  Record<ChannelRefusal, { status: number; code: number; name: string; message: string }>
> = {
  unknown: { status: 404, code: 5001, name: 'ChannelNotFound', message: 'Channel not found' },
  wrongKey: {
    status: 403,
    code: 5002,
    name: 'ChannelKeyRejected',
    message: 'Not a key of this channel',
  },
  closed: { status: 409, code: 5003, name: 'ChannelClosed', message: 'Channel is closed' },
  ownerOnly: {
    status: 403,
    code: 5004,
    name: 'ChannelOwnerOnly',
    message: 'Only the channel key can do this',
  },
  notSubscribed: {
    status: 404,
    code: 5005,
    name: 'SubscriberNotFound',
    message: 'Device is not a subscriber of this channel',
  },
  full: { status: 409, code: 5006, name: 'ChannelFull', message: 'Channel has no room left' },
};

/** The HTTP answer of a refusal. */
export function channelRefusal(refusal: ChannelRefusal): HttpError {
  const { status, code, name, message } = REFUSALS[refusal];
  return genericError(status, message, { code, name });
}

/** A device too old for channels (device error, inside a 200 like every device error). */
export function firmwareNotSupported(): DeviceCallError {
  return new DeviceCallError(5101, 'FirmwareNotSupported', 'Channels need firmware 4');
}

/** The channel reference a management call names (`X-Connection-Key`). */
function channelReference(c: Context): string {
  const value = c.req.header('x-connection-key');
  if (value === undefined || value === '') throw missingConnectionKey();
  if (!CHANNEL_REFERENCE_PATTERN.test(value)) throw malformedConnectionKey();
  return value;
}

/** Runs a model call, its refusal answered as {@link REFUSALS} says. */
function guarded<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof ChannelError) throw channelRefusal(error.refusal);
    throw error;
  }
}

/** ISO date-time of an emulator clock time. */
function isoAt(deps: HttpDeps, clockMs: number): string {
  return new Date(clockMs + deps.emulator.serverOffsetMs).toISOString();
}

/**
 * A channel as a caller sees it: the owner sees every subscriber with its key and state; a
 * subscriber key's holder sees the channel and how many subscribers it has, no one else's key.
 */
function channelView(
  deps: HttpDeps,
  channel: Channel,
  role: ChannelKeyRole,
): Record<string, unknown> {
  const common = {
    channel_ref: channel.reference,
    name: channel.name,
    description: channel.description,
    state: channel.state,
    created: isoAt(deps, channel.createdAtMs),
    subscriber_count: channel.subscribers.size,
  };
  if (role === 'subscriber') return common;
  return {
    ...common,
    subscribers: [...channel.subscribers.values()].map((subscriber) => {
      const device = deps.emulator.device(subscriber.connectionKey);
      return {
        connection_key: subscriber.connectionKey,
        active: subscriber.active,
        connected: device?.online ?? false,
        added: isoAt(deps, subscriber.addedAtMs),
      };
    }),
  };
}

/** Registers the Channel API on its own app (mounted at `CHANNEL_API_PATH`). */
export function registerChannelRoutes(api: Hono, deps: HttpDeps): void {
  const channels = deps.emulator.channels;

  const authorized = (
    c: Context,
    options: { open?: boolean; ownerOnly?: boolean } = {},
  ): { channel: Channel; role: ChannelKeyRole } =>
    guarded(() => {
      const found = channels.authorize(channelReference(c), c.req.header('x-channel-key'), options);
      if (options.ownerOnly && found.role !== 'owner') throw new ChannelError('ownerOnly');
      return found;
    });

  api.post('/channel', async (c) => {
    const body = await parseBody(c, createChannelBody, { required: true });
    const channel = channels.create(body.name, body.description ?? '');
    return json({
      result: {
        ...channelView(deps, channel, 'owner'),
        channel_key: channel.channelKey,
        subscriber_key: channel.subscriberKey,
      },
    });
  });

  api.get('/channel', (c) => {
    const { channel, role } = authorized(c);
    return json({ result: channelView(deps, channel, role) });
  });

  api.put('/channel/close', (c) => {
    const { channel, role } = authorized(c, { ownerOnly: true });
    channels.close(channel);
    // Its event streams end with it.
    deps.sseHub.drop(channel.reference);
    return json({ result: channelView(deps, channel, role) });
  });

  api.put('/channel/subscribers/add', async (c) => {
    const { channel, role } = authorized(c, { open: true });
    const body = await parseBody(c, subscriberBody, { required: true });
    // The firmware-4 rule needs the device: an offline one cannot show it.
    const device = deps.emulator.resolve(body.connection_key);
    if (!device?.online) throw deviceErrors.notConnected();
    if (device.legacy) throw firmwareNotSupported();
    guarded(() => channels.subscribe(channel, body.connection_key));
    return json({ result: channelView(deps, channel, role) });
  });

  api.put('/channel/subscribers/remove', async (c) => {
    const { channel, role } = authorized(c);
    const body = await parseBody(c, subscriberBody, { required: true });
    guarded(() => {
      channels.unsubscribe(channel, body.connection_key);
    });
    return json({ result: channelView(deps, channel, role) });
  });

  api.put('/channel/subscribers/active', async (c) => {
    const { channel, role } = authorized(c, { open: true });
    const body = await parseBody(c, subscriberActiveBody, { required: true });
    guarded(() => channels.setActive(channel, body.connection_key, body.active));
    return json({ result: channelView(deps, channel, role) });
  });

  // Unknown paths still go through the middleware (auth, rate limit) like real ones.
  api.all('*', () => genericError(404, 'Not found').toResponse());
}
