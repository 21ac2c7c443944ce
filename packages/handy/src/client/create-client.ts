/**
 * `createHandyClient`: the entry point of the SDK. Time, `fetch` and the base URL are injected so
 * the same code runs in browsers, in Node and in tests driven by a `FakeClock`.
 */
import {
  ClockSyncError,
  DEFAULT_CLOCK_SYNC_SAMPLES,
  syncClock,
  systemClock,
  type Clock,
  type ClockEstimate,
  type ClockEstimator,
  type TimeSample,
} from '@glide/core';
import { HandyValidationError } from '../errors';
import { resolveBackoff, type BackoffOptions } from '../events/backoff';
import type { EventName } from '../events/event-payloads';
import { openEventStream, type HandyEventStream } from '../events/event-stream';
import {
  createTransport,
  type CallOptions,
  type CallOutcome,
  type HandyAuth,
  type HttpCall,
} from '../http/transport';
import {
  ClientTokenSchema,
  OtaFixedQuerySchema,
  OtaProgressSchema,
  ServerTimeSchema,
  TokenIssueQuerySchema,
  type ClientToken,
  type OtaFixedQuery,
  type OtaProgress,
} from '../schemas/system';
import {
  createDeviceApi,
  createMulticastApi,
  requireConnectionKey,
  type DeviceApi,
  type MulticastApi,
} from './device-api';
import { validated, type DeviceRequest } from './device-request';

/** Options of {@link createHandyClient}. */
export interface HandyClientOptions {
  /** API root, e.g. `https://www.handyfeeling.com/api/handy-rest/v3`. */
  readonly baseUrl: string;
  /** `X-Api-Key` (Application ID/Key) or `Authorization: Bearer` (client token). */
  readonly auth?: HandyAuth | undefined;
  /** Default: the global `fetch`. */
  readonly fetch?: typeof fetch | undefined;
  /** Default: the system clock. */
  readonly clock?: Clock | undefined;
  /** Send cookies (`credentials: 'include'`) only when true; default `'omit'` (spec §9). */
  readonly withCredentials?: boolean | undefined;
  /** The API's `timeout` query on device calls (5000–60000 ms); omitted when undefined. */
  readonly defaultTimeoutMs?: number | undefined;
}

/** Options of {@link HandyClient.device}. */
export interface DeviceOptions {
  /** The API's `timeout` query for this device's calls (5000–60000 ms). */
  readonly timeoutMs?: number | undefined;
}

/** Arguments of {@link HandyClient.issueToken} (reference §2). */
export interface IssueTokenArgs {
  /** Restrict the token to this connection key; sent as the reference's `to` (the spec says `ck`). */
  readonly ck?: string;
  /** Restrict to this client IP. */
  readonly ip?: string;
  /** Restrict to Origin headers with this prefix. */
  readonly origin?: string;
  /** Lifetime in seconds (60–86400, server default 3600). */
  readonly ttl?: number;
  /** Restrict to Referer headers with this prefix. */
  readonly r?: string;
  /** Restrict to User-Agent headers with this prefix. */
  readonly ua?: string;
}

/** Options of {@link HandyClient.events}. */
export interface EventsOptions {
  readonly connectionKey: string;
  /** Only these events (default: all). */
  readonly events?: readonly EventName[] | undefined;
  readonly backoff?: BackoffOptions | undefined;
  /** Reconnect when the stream sent no byte for this long (ms). */
  readonly staleAfterMs?: number | undefined;
}

/** Options of {@link HandyClient.syncServerClock}. */
export interface SyncServerClockOptions {
  /** Number of samples (default 10, spec §9). */
  readonly times?: number;
  /** Default: core's `estimateOffsetGlide`. */
  readonly estimator?: ClockEstimator;
  readonly signal?: AbortSignal;
}

/** The SDK client. */
export interface HandyClient {
  /** `GET /servertime`: the server's clock in ms (no credential needed). */
  serverTime(options?: CallOptions): Promise<number>;
  /** One `/servertime` round trip stamped with the injected clock. */
  sampleServerTime(options?: CallOptions): Promise<TimeSample>;
  /** Estimates `serverNow ≈ clientNow + offsetMs` from several samples (core's `syncClock`). */
  syncServerClock(options?: SyncServerClockOptions): Promise<ClockEstimate>;
  /** `GET /auth/token/issue` (needs an Application Key; no connection-key header). */
  issueToken(args?: IssueTokenArgs, options?: CallOptions): Promise<ClientToken>;
  /** Swaps the credential, e.g. to the token just issued. */
  setAuth(auth: HandyAuth | undefined): void;
  /**
   * Typed calls for one device.
   * @throws {@link HandyValidationError} when the key is blank or `timeoutMs` is out of range.
   */
  device(connectionKey: string, options?: DeviceOptions): DeviceApi;
  /**
   * The same calls for several devices in parallel, with one outcome per device.
   * @throws {@link HandyValidationError} when the list is empty or a key is blank.
   */
  multicast(connectionKeys: readonly string[], options?: DeviceOptions): MulticastApi;
  /** `GET /ota/update/fixed`: starts an update from a signed link (no connection-key header). */
  otaFixed(query: OtaFixedQuery, options?: CallOptions): Promise<OtaProgress>;
  /**
   * Opens the event stream of one device (`GET /sse`).
   * @throws {@link HandyValidationError} (`sse_config_not_set`) without an application key or
   * token, and (`connection_key_required`) with a blank key.
   */
  events(options: EventsOptions): HandyEventStream;
  /**
   * Calls `listener` after each REST call with what it says about the way to the API (answered, or
   * not reachable); returns its disposer. The event stream's recovery uses it: a call that gets
   * through is the news that a stream waiting out its backoff may connect again at once.
   */
  onCallOutcome(listener: (outcome: CallOutcome) => void): () => void;
}

/** Spec §8's message for an event stream asked for without the credential its URL needs. */
export const SSE_CONFIG_NOT_SET_MESSAGE = 'Handy API SSE config not set';

/** The API's bounds for its `timeout` query (reference §2). */
export const API_TIMEOUT_RANGE_MS = { min: 5_000, max: 60_000 } as const;

function checkApiTimeout(timeoutMs: number | undefined): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (!(timeoutMs >= API_TIMEOUT_RANGE_MS.min && timeoutMs <= API_TIMEOUT_RANGE_MS.max)) {
    throw new HandyValidationError(
      `Timeout must be between ${API_TIMEOUT_RANGE_MS.min} and ${API_TIMEOUT_RANGE_MS.max} ms`,
    );
  }
  return timeoutMs;
}

/** Creates a client for the Handy API v3. */
export function createHandyClient(options: HandyClientOptions): HandyClient {
  const clock = options.clock ?? systemClock;
  const credentials: RequestCredentials = options.withCredentials ? 'include' : 'omit';
  const defaultTimeoutMs = checkApiTimeout(options.defaultTimeoutMs);
  let auth = options.auth;
  const outcomeListeners = new Set<(outcome: CallOutcome) => void>();
  const transport = createTransport({
    baseUrl: options.baseUrl,
    // Bound late so a test or polyfill replacing the global after creation is still used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock,
    credentials,
    getAuth: () => auth,
    onOutcome: (outcome) => {
      for (const listener of [...outcomeListeners]) {
        try {
          listener(outcome);
        } catch {
          // A listener's failure is not the call's: the call goes on to its caller.
        }
      }
    },
  });

  const sender = (deviceOptions: DeviceOptions | undefined) => {
    const deviceTimeoutMs = checkApiTimeout(deviceOptions?.timeoutMs);
    return (connectionKey: string, request: DeviceRequest<unknown>) => {
      const timeoutMs =
        checkApiTimeout(request.options?.timeoutMs) ?? deviceTimeoutMs ?? defaultTimeoutMs;
      const call: HttpCall<unknown> = {
        // The caller's signal and keepalive; the timeout is worked out above.
        ...request.options,
        method: request.method,
        path: request.path,
        query: request.query,
        body: request.body,
        connectionKey,
        auth: true,
        apiTimeoutMs: request.noTimeoutQuery ? undefined : timeoutMs,
        timeoutMs,
        result: request.result,
        allowBare: request.allowBare,
      };
      return transport.send(call);
    };
  };

  const serverTime = async (callOptions?: CallOptions) => {
    const result = await transport.send({
      method: 'GET',
      path: '/servertime',
      // No credential: a request with only simple headers needs no CORS preflight, which would
      // otherwise add a round trip to the very timing we are measuring.
      auth: false,
      result: ServerTimeSchema,
      allowBare: true,
      noResult: 'server_time',
      signal: callOptions?.signal,
      timeoutMs: callOptions?.timeoutMs,
    });
    return result.server_time;
  };

  const sampleServerTime = async (callOptions?: CallOptions): Promise<TimeSample> => {
    const sentAtMs = clock.now();
    const serverTimeMs = await serverTime(callOptions);
    return { sentAtMs, serverTimeMs, receivedAtMs: clock.now() };
  };

  return {
    serverTime,
    sampleServerTime,
    async syncServerClock(syncOptions = {}) {
      try {
        const times = syncOptions.times ?? DEFAULT_CLOCK_SYNC_SAMPLES;
        return await syncClock({
          sample: () => sampleServerTime({ signal: syncOptions.signal }),
          times,
          estimator: syncOptions.estimator,
          // One busy or failed /servertime answer among many must not fail a connect: up to a
          // third of the samples may fail and are taken again; more means the server is down.
          maxFailedSamples: times / 3,
          signal: syncOptions.signal,
        });
      } catch (error) {
        // Keep every failure inside the SDK's catalogue ("times must be at least 1").
        if (error instanceof ClockSyncError) throw new HandyValidationError(error.message);
        throw error;
      }
    },
    // Async so that a validation failure rejects like every other failure instead of throwing.
    async issueToken(args = {}, callOptions) {
      const query = validated(
        TokenIssueQuerySchema,
        { to: args.ck, ip: args.ip, origin: args.origin, ttl: args.ttl, r: args.r, ua: args.ua },
        'GET /auth/token/issue query',
      );
      return await transport.send({
        method: 'GET',
        path: '/auth/token/issue',
        query,
        auth: true,
        result: ClientTokenSchema,
        signal: callOptions?.signal,
        timeoutMs: callOptions?.timeoutMs,
      });
    },
    setAuth(next) {
      auth = next;
    },
    device: (connectionKey, deviceOptions) => createDeviceApi(connectionKey, sender(deviceOptions)),
    multicast: (connectionKeys, deviceOptions) =>
      createMulticastApi(connectionKeys, sender(deviceOptions)),
    async otaFixed(query, callOptions) {
      return await transport.send({
        method: 'GET',
        path: '/ota/update/fixed',
        query: validated(OtaFixedQuerySchema, query, 'GET /ota/update/fixed query'),
        auth: true,
        result: OtaProgressSchema,
        signal: callOptions?.signal,
        timeoutMs: callOptions?.timeoutMs,
      });
    },
    events(eventsOptions) {
      const connectionKey = requireConnectionKey(eventsOptions.connectionKey);
      const apikey = auth === undefined ? undefined : 'apiKey' in auth ? auth.apiKey : auth.token;
      // The stream's URL carries the credential (`apikey`), and no server opens one without it:
      // say so now (spec §8) rather than open a stream that can only be refused.
      if (apikey === undefined || apikey.trim() === '') {
        throw new HandyValidationError(SSE_CONFIG_NOT_SET_MESSAGE, 'sse_config_not_set');
      }
      const events = eventsOptions.events?.length ? eventsOptions.events.join(',') : undefined;
      return openEventStream({
        // Credentials go in the query because EventSource-style streams cannot set headers.
        url: transport.url('/sse', { ck: connectionKey, apikey, events }),
        connectionKey,
        fetch: transport.config.fetch,
        clock,
        credentials,
        backoff: resolveBackoff(eventsOptions.backoff),
        staleAfterMs: eventsOptions.staleAfterMs,
      });
    },
    onCallOutcome(listener) {
      outcomeListeners.add(listener);
      return () => {
        outcomeListeners.delete(listener);
      };
    },
  };
}
