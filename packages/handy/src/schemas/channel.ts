/**
 * Schemas of the Channel API (docs/api-extensions.md, "Channels"): the provider's Channel API v1 beta
 * in the wire form Glide and its emulator share. A channel's reference and keys are secrets like a
 * connection key: they travel in headers only.
 */
import * as v from 'valibot';
import { CHANNEL_REFERENCE_PATTERN } from '../channels/channel-device';
import { int, nonEmpty } from './numbers';

/** A channel reference. */
export const ChannelReferenceSchema = v.pipe(v.string(), v.regex(CHANNEL_REFERENCE_PATTERN));

/** A connection key as the API takes it. */
const ConnectionKeySchema = v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]{5,64}$/));

/** `POST /channel` body. */
export const CreateChannelRequestSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  description: v.optional(v.pipe(v.string(), v.maxLength(256))),
});
/** What a channel is opened with. */
export type CreateChannelRequest = v.InferInput<typeof CreateChannelRequestSchema>;

/** `PUT /channel/subscribers/add` and `…/remove` body. */
export const SubscriberRequestSchema = v.strictObject({ connection_key: ConnectionKeySchema });

/** `PUT /channel/subscribers/active` body. */
export const SubscriberActiveRequestSchema = v.strictObject({
  connection_key: ConnectionKeySchema,
  active: v.boolean(),
});

/** One subscriber, as the channel key's holder sees it. */
export const ChannelSubscriberSchema = v.looseObject({
  connection_key: nonEmpty(),
  /** Gets the channel's commands (a paused subscriber stays in the channel). */
  active: v.boolean(),
  /** Its device is online. */
  connected: v.boolean(),
  added: v.string(),
});
/** A channel's subscriber. */
export type ChannelSubscriber = v.InferOutput<typeof ChannelSubscriberSchema>;

/**
 * A channel as a caller sees it: `subscribers` only for the channel key's holder (the subscriber
 * key's never sees another device's key).
 */
export const ChannelViewSchema = v.looseObject({
  channel_ref: ChannelReferenceSchema,
  name: v.string(),
  description: v.string(),
  state: v.picklist(['open', 'closed']),
  created: v.string(),
  subscriber_count: int(),
  subscribers: v.optional(v.array(ChannelSubscriberSchema)),
});
/** A channel's state. */
export type ChannelView = v.InferOutput<typeof ChannelViewSchema>;

/** `POST /channel`: the new channel with its two keys. */
export const CreatedChannelSchema = v.looseObject({
  ...ChannelViewSchema.entries,
  channel_key: nonEmpty(),
  subscriber_key: nonEmpty(),
});
/** A channel just opened. */
export type CreatedChannel = v.InferOutput<typeof CreatedChannelSchema>;
