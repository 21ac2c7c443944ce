/**
 * The Channel API (open, read, close, add, remove, pause and resume subscribers), on its own root,
 * with the channel key or the subscriber key. Apart from the device calls a channel takes
 * (`channel-device.ts`), so an app that only sends through a channel does not carry it.
 */
import { systemClock } from '@glide/core';
import type * as v from 'valibot';
import { HandyValidationError } from '../errors';
import type { HandyClientOptions } from '../client/create-client';
import { createTransport, type CallOptions } from '../http/transport';
import { validated } from '../client/device-request';
import { isChannelReference } from './channel-device';
import {
  ChannelViewSchema,
  CreateChannelRequestSchema,
  CreatedChannelSchema,
  SubscriberActiveRequestSchema,
  SubscriberRequestSchema,
  type ChannelView,
  type CreateChannelRequest,
  type CreatedChannel,
} from '../schemas/channel';

/**
 * Options of {@link createChannelApi}: the device API's (credential, `fetch`, clock, cookies), on
 * the Channel API's own root (e.g. the emulator's `…/api/channel/v1`).
 */
export type ChannelApiOptions = Pick<
  HandyClientOptions,
  'baseUrl' | 'auth' | 'fetch' | 'clock' | 'withCredentials'
>;

/** One channel, reached with one of its keys. */
export interface ChannelHandle {
  /** `GET /channel`: the channel as the key's holder may see it. */
  read(options?: CallOptions): Promise<ChannelView>;
  /** `PUT /channel/close` (channel key only): no more data or subscribers. */
  close(options?: CallOptions): Promise<ChannelView>;
  /**
   * `PUT /channel/subscribers/add`: a firmware-4 device that is online joins (again: active
   * again). A device below firmware 4 is refused with `FirmwareNotSupported` (5101), an offline
   * one with `DeviceNotConnected`.
   */
  add(connectionKey: string, options?: CallOptions): Promise<ChannelView>;
  /** `PUT /channel/subscribers/remove`. */
  remove(connectionKey: string, options?: CallOptions): Promise<ChannelView>;
  /** `PUT /channel/subscribers/active`: a paused subscriber stays but gets nothing. */
  setActive(connectionKey: string, active: boolean, options?: CallOptions): Promise<ChannelView>;
}

/** The Channel API. */
export interface ChannelApi {
  /** `POST /channel`: opens a channel; the answer holds its reference and both keys. */
  create(request: CreateChannelRequest, options?: CallOptions): Promise<CreatedChannel>;
  /**
   * One channel, by its reference and the channel key or the subscriber key.
   * @throws {@link HandyValidationError} when `reference` is not a channel reference or the key is
   * blank.
   */
  channel(reference: string, key: string): ChannelHandle;
}

/** Creates a client of the Channel API. */
export function createChannelApi(options: ChannelApiOptions): ChannelApi {
  const transport = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: options.clock ?? systemClock,
    credentials: options.withCredentials ? 'include' : 'omit',
    getAuth: () => options.auth,
  });

  return {
    async create(request, callOptions) {
      return transport.send({
        method: 'POST',
        path: '/channel',
        body: validated(CreateChannelRequestSchema, request, 'POST /channel body'),
        auth: true,
        result: CreatedChannelSchema,
        signal: callOptions?.signal,
        timeoutMs: callOptions?.timeoutMs,
      });
    },
    channel(reference, key) {
      if (!isChannelReference(reference)) {
        throw new HandyValidationError('Invalid channel reference', 'channel_reference_invalid');
      }
      if (key.trim() === '') {
        throw new HandyValidationError('Channel key is required', 'channel_key_required');
      }
      const call = async (
        method: 'GET' | 'PUT',
        path: string,
        body: object | undefined,
        callOptions: CallOptions | undefined,
      ): Promise<ChannelView> =>
        transport.send({
          method,
          path,
          body,
          // The reference goes where API v3 takes it; the key in a header of its own.
          connectionKey: reference,
          headers: { 'X-Channel-Key': key },
          auth: true,
          result: ChannelViewSchema,
          signal: callOptions?.signal,
          timeoutMs: callOptions?.timeoutMs,
        });
      /** A subscriber's change: its body checked before anything is sent. */
      const change = async <S extends v.GenericSchema<object, object>>(
        path: string,
        schema: S,
        body: v.InferInput<S>,
        callOptions: CallOptions | undefined,
      ): Promise<ChannelView> =>
        call('PUT', path, validated(schema, body, `PUT ${path} body`), callOptions);
      return {
        read: (callOptions) => call('GET', '/channel', undefined, callOptions),
        close: (callOptions) => call('PUT', '/channel/close', undefined, callOptions),
        add: (connectionKey, callOptions) =>
          change(
            '/channel/subscribers/add',
            SubscriberRequestSchema,
            { connection_key: connectionKey },
            callOptions,
          ),
        remove: (connectionKey, callOptions) =>
          change(
            '/channel/subscribers/remove',
            SubscriberRequestSchema,
            { connection_key: connectionKey },
            callOptions,
          ),
        setActive: (connectionKey, active, callOptions) =>
          change(
            '/channel/subscribers/active',
            SubscriberActiveRequestSchema,
            { connection_key: connectionKey, active },
            callOptions,
          ),
      };
    },
  };
}
