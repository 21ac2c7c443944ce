import { describe, expect, it } from 'vitest';
import {
  HandyAbortError,
  HandyDeviceError,
  HandyHttpError,
  HandyInvalidResponseError,
  HandyNetworkError,
  HandyNoResultError,
  HandySseError,
  HandyTimeoutError,
  HandyUploadError,
  HandyValidationError,
  SSE_CONFIG_NOT_SET_MESSAGE,
  VELOCITY_RANGE_MESSAGE,
} from '@glide/handy';
import { AppError, APP_ERROR_MESSAGES, type AppErrorReason } from './app-error';
import { asSdkError, toErrorMessage } from './error-message';
import { NoDeviceError } from '../playback/no-device-error';

const http = (status: number) =>
  new HandyHttpError({ status, statusText: 'x', body: undefined, isDeviceCall: true });
const device = (code: number) =>
  new HandyDeviceError({ code, name: 'E', message: 'Device says no', connected: true });

// The messages are matched on the SDK's error fields, not its classes: these pin the match to
// the real classes, so that a change in the SDK fails here.
describe('toErrorMessage', () => {
  it.each([
    [device(1001), { key: 'deviceNotConnected' }],
    [device(1002), { key: 'deviceTimeout' }],
    [device(3000), { key: 'device', values: { message: 'Device says no' } }],
    [http(401), { key: 'unauthorized' }],
    [http(403), { key: 'unauthorized' }],
    [http(429), { key: 'tooManyRequests' }],
    [new HandySseError('refused', { status: 401 }), { key: 'unauthorized' }],
    [new HandySseError('refused', { status: 429 }), { key: 'tooManyRequests' }],
    [new HandySseError('dropped'), { key: 'network' }],
    [new HandyAbortError(), { key: 'aborted' }],
    [new HandyTimeoutError('a call', 5000), { key: 'timeout' }],
    [new HandyNetworkError('a call', new Error('down')), { key: 'network' }],
    [new HandyNoResultError(), { key: 'noResult' }],
    [new HandyNoResultError('server_time'), { key: 'noServerTime' }],
    [new HandyInvalidResponseError('a call', 'result', 'bad'), { key: 'invalidResponse' }],
    [new HandyValidationError(VELOCITY_RANGE_MESSAGE, 'velocity_range'), { key: 'velocity' }],
    [
      new HandyValidationError('Connection key is required', 'connection_key_required'),
      { key: 'keyRequired' },
    ],
    [new HandyUploadError('too big'), { key: 'upload', values: { message: 'too big' } }],
  ])('%s', (error, expected) => {
    expect(toErrorMessage(error)).toEqual(expected);
  });

  it('reads validation errors by their stable reason, never by their text', () => {
    expect(toErrorMessage(new HandyValidationError(VELOCITY_RANGE_MESSAGE))).toEqual({
      key: 'unknown',
      values: { message: VELOCITY_RANGE_MESSAGE },
    });
    expect(toErrorMessage(new HandyValidationError('Reworded', 'velocity_range'))).toEqual({
      key: 'velocity',
    });
  });

  it("reads the SDK's own errors as the SDK raises them", async () => {
    const { createHandyClient } = await import('@glide/handy');
    const client = createHandyClient({ baseUrl: 'http://127.0.0.1:1/v3', auth: { apiKey: 'k' } });
    expect(() => client.device('')).toThrow();
    let raised: unknown;
    try {
      client.device('');
    } catch (error) {
      raised = error;
    }
    expect(toErrorMessage(raised)).toEqual({ key: 'keyRequired' });
    const velocity = await (async () => client.device('KEY12345').hamp.setVelocity(2))().catch(
      (error: unknown) => error,
    );
    expect(toErrorMessage(velocity)).toEqual({ key: 'velocity' });
    const noCredential = createHandyClient({ baseUrl: 'http://127.0.0.1:1/v3' });
    let sse: unknown;
    try {
      noCredential.events({ connectionKey: 'KEY12345' });
    } catch (error) {
      sse = error;
    }
    expect(sse).toMatchObject({ message: SSE_CONFIG_NOT_SET_MESSAGE });
    expect(toErrorMessage(sse)).toEqual({ key: 'sseConfigNotSet' });
  });

  it('names a server time answer without a time as the spec\'s "No server time", not "No result"', async () => {
    const { createHandyClient } = await import('@glide/handy');
    const client = createHandyClient({
      baseUrl: 'http://127.0.0.1:1/v3',
      fetch: () => Promise.resolve(Response.json({})),
    });
    const missing = await client.serverTime().catch((error: unknown) => error);
    expect(missing).toMatchObject({ message: 'No server time' });
    expect(toErrorMessage(missing)).toEqual({ key: 'noServerTime' });
  });

  it.each(Object.keys(APP_ERROR_MESSAGES) as AppErrorReason[])(
    'names the application message %s by its own key, with its values',
    (reason) => {
      expect(toErrorMessage(new AppError(reason))).toEqual({ key: reason });
      expect(toErrorMessage(new AppError(reason, { values: { version: '4.1.0' } }))).toEqual({
        key: reason,
        values: { version: '4.1.0' },
      });
    },
  );

  it("names a player's call without a device as the device not being connected", () => {
    expect(toErrorMessage(new NoDeviceError())).toEqual({ key: 'deviceNotConnected' });
  });

  it('an HTTP 5xx keeps the SDK message', () => {
    const error = http(503);
    expect(toErrorMessage(error)).toEqual({ key: 'http', values: { message: error.message } });
  });

  it('anything else keeps its own text', () => {
    expect(toErrorMessage(new Error('boom'))).toEqual({
      key: 'unknown',
      values: { message: 'boom' },
    });
    expect(toErrorMessage('plain')).toEqual({ key: 'unknown', values: { message: 'plain' } });
    expect(asSdkError(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined();
  });
});
