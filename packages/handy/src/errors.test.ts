import { describe, expect, it } from 'vitest';
import {
  HandyDeviceError,
  HandyError,
  HandyHttpError,
  httpErrorMessage,
  isDeviceNotConnected,
} from './errors';

describe('httpErrorMessage', () => {
  it('prefers the device overrides only for device calls', () => {
    expect(httpErrorMessage(400, 'Bad Request', {}, true)).toBe('Bad request.');
    expect(httpErrorMessage(400, 'Bad Request', {}, false)).toBe('Bad Request');
    expect(httpErrorMessage(404, 'Not Found', {}, true)).toBe('Not Found');
  });

  it('names status, status text and body when unmapped, shortening long bodies', () => {
    expect(httpErrorMessage(502, 'Bad Gateway', { a: 1 }, false)).toBe(
      'Request failed: HTTP 502 Bad Gateway: {"a":1}',
    );
    expect(httpErrorMessage(418, '', undefined, true)).toBe('Request failed: HTTP 418');
    const long = httpErrorMessage(599, 'X', 'y'.repeat(1_000), false);
    expect(long.length).toBeLessThan(350);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('error classes', () => {
  it('are HandyErrors with a stable code and name', () => {
    const error = new HandyHttpError({
      status: 429,
      statusText: '',
      body: null,
      isDeviceCall: true,
    });
    expect(error).toBeInstanceOf(HandyError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('http');
    expect(error.name).toBe('HandyHttpError');
    expect(error.message).toBe('Too Many Requests');
  });

  it('recognises DeviceNotConnected', () => {
    const offline = new HandyDeviceError({
      code: 1001,
      name: 'DeviceNotConnected',
      message: 'Device not connected',
      connected: false,
    });
    const timeout = new HandyDeviceError({
      code: 1002,
      name: 'DeviceTimeout',
      message: 'Device timeout',
      connected: true,
    });
    expect(isDeviceNotConnected(offline)).toBe(true);
    expect(isDeviceNotConnected(timeout)).toBe(false);
    expect(isDeviceNotConnected(new Error('x'))).toBe(false);
  });
});
