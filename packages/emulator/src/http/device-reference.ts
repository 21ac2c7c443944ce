/**
 * What `X-Connection-Key` (or the event stream's `ck`) names: one device's connection key or, on the
 * operations that take one, a channel reference (`chref:…`, a group of devices).
 */
import type { Context } from 'hono';
import { API_PATH } from '../constants';
import { CONNECTION_KEY_PATTERN } from '../model/emulator';
import { malformedConnectionKey, missingConnectionKey } from './responses';

/**
 * The operations whose `X-Connection-Key` is a `DeviceReference` (a connection key or a channel
 * reference) in the provider's OpenAPI file, `handy-api-v3.openapi.yaml`: those whose parameters
 * reference `#/components/parameters/DeviceReference`. Every other operation takes a
 * `ConnectionKey` only, as do the calls the file does not list.
 */
export const DEVICE_REFERENCE_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /hamp/state',
  'PUT /hamp/start',
  'PUT /hamp/stop',
  'PUT /hamp/velocity',
  'PUT /hamp/stroke',
  'GET /settings/slider',
  'GET /info',
  'GET /mode',
  'PUT /mode',
  'PUT /mode2',
  'GET /connected',
  'GET /sse',
  'GET /hssp/state',
  'PUT /hssp/setup',
  'PUT /hssp/play',
  'PUT /hssp/stop',
  'PUT /hssp/synctime',
  'PUT /hsp/setup',
  'PUT /slider/stroke',
  'GET /slider/stroke',
  'PUT /stream/setup',
  'PUT /stream/play',
  'PUT /stream/stop',
  'GET /stream/state',
  'PUT /stream/synctime',
]);

/**
 * `ChannelReference` of the same file, as corrected: `chref:` and 5–64 letters or digits. The file
 * writes `^(chref:?:)?[a-zA-Z0-9]{5,64}$`, a mistyped non-capturing group `(?:chref:)`: as written
 * the prefix is optional (every key would also be a channel) and its colon may be doubled
 * (`chref::aaaaa`), and its `maxLength: 64` would cut the longest reference the pattern describes
 * (6 + 64 characters). The contract's corrections (`packages/handy/test/contract/corrections.ts`,
 * "A channel reference starts with `chref:`") read it this way.
 */
export const CHANNEL_REFERENCE_PATTERN = /^chref:[a-zA-Z0-9]{5,64}$/;

/** A header value read as what it names. */
export interface DeviceReference {
  /** One device's connection key, or a channel reference (a group of devices). */
  readonly kind: 'key' | 'channel';
  /** The value as sent. */
  readonly value: string;
}

/** `METHOD /path` of a request, the path relative to the API root (HEAD answers as GET). */
export function operationOf(c: Context): string {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const path = c.req.path.startsWith(API_PATH) ? c.req.path.slice(API_PATH.length) : c.req.path;
  return `${method} ${path}`;
}

/** Whether `operation` (`METHOD /path`) takes a channel reference. */
export function takesChannelReference(operation: string): boolean {
  return DEVICE_REFERENCE_OPERATIONS.has(operation);
}

/**
 * Reads a header value for `operation`. A value that is a connection key is one, whatever the
 * operation; a channel reference is one where the operation takes one (never without an
 * operation); anything else is the gateway's 400.
 */
export function readDeviceReference(
  value: string | undefined,
  operation?: string,
): DeviceReference {
  if (value === undefined || value === '') throw missingConnectionKey();
  if (CONNECTION_KEY_PATTERN.test(value)) return { kind: 'key', value };
  if (
    operation !== undefined &&
    takesChannelReference(operation) &&
    CHANNEL_REFERENCE_PATTERN.test(value)
  ) {
    return { kind: 'channel', value };
  }
  throw malformedConnectionKey();
}

/** The request's `X-Connection-Key`, read for the request's own operation. */
export function requireDeviceReference(c: Context): DeviceReference {
  return readDeviceReference(c.req.header('x-connection-key'), operationOf(c));
}

/** The request's `X-Connection-Key` as one device's key, never a channel (the control API). */
export function requireConnectionKey(c: Context): string {
  return readDeviceReference(c.req.header('x-connection-key')).value;
}
