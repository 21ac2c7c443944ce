/**
 * The contract checks themselves can fail: a request, an answer or an event that breaks the
 * provider's file is reported, and one that keeps it is not. Without this, a check that found
 * nothing could mean a validator that looks at nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  Contract,
  loadCorrectedContract,
  loadGeneratedContract,
} from '../../test/contract/contract';
import { corrections } from '../../test/contract/corrections';

const contract = new Contract();
const base = new URL('https://api.example/api/handy-rest/v3');

function op(method: string, path: string) {
  const found = contract.operation(method, path);
  if (!found) throw new Error(`No operation ${method} ${path}`);
  return found;
}

function request(
  method: string,
  path: string,
  init: { query?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  return {
    method,
    url: new URL(`${base.pathname}${path}${init.query ?? ''}`, base),
    headers: new Headers({
      'x-api-key': 'app-id',
      'x-connection-key': 'KEY12345',
      ...init.headers,
    }),
    body: init.body,
  };
}

describe('the contract', () => {
  it('has the 59 operations of the file, under the server base path', () => {
    expect(contract.operations).toHaveLength(59);
    expect(contract.basePath).toBe('/api/handy-rest/v3');
    expect(contract.apiPath(new URL(`${base.href}/hsp/add`), base)).toBe('/hsp/add');
  });

  it('applies every correction, each with a reason', () => {
    for (const c of corrections) expect(c.reason.length).toBeGreaterThan(80);
    expect(loadCorrectedContract()).not.toEqual(loadGeneratedContract());
  });

  it('refuses a correction that no longer matches the file', () => {
    const generated = loadGeneratedContract();
    const schemas = (generated.components as { schemas: Record<string, { enum?: number[] }> })
      .schemas;
    const modes = schemas.DeviceModeValue;
    if (!modes) throw new Error('DeviceModeValue is gone');
    modes.enum = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(() => loadCorrectedContract(generated)).toThrow(/Mode 9 \(HRPP\) is a device mode/);
  });
});

describe('checkRequest', () => {
  it('passes a request as the file describes it', () => {
    const put = op('put', '/hsp/add');
    const body = { points: [{ t: 0, x: 100 }], tail_point_stream_index: 1 };
    expect(
      contract.checkRequest(put, request('PUT', '/hsp/add', { query: '?timeout=5000', body })),
    ).toEqual([]);
  });

  it('reports a missing key, a malformed key, a missing credential and a bad timeout', () => {
    const get = op('get', '/hsp/state');
    const noKey = request('GET', '/hsp/state');
    noKey.headers.delete('x-connection-key');
    expect(contract.checkRequest(get, noKey)).toEqual(['header X-Connection-Key is required']);
    expect(
      contract.checkRequest(
        get,
        request('GET', '/hsp/state', { headers: { 'x-connection-key': 'a b' } }),
      ),
    ).not.toEqual([]);
    // `/hsp/state` takes a connection key only; a channel reference is refused there.
    expect(
      contract.checkRequest(
        get,
        request('GET', '/hsp/state', { headers: { 'x-connection-key': 'chref:abcde12345' } }),
      ),
    ).not.toEqual([]);
    const anonymous = request('GET', '/hsp/state');
    anonymous.headers.delete('x-api-key');
    expect(contract.checkRequest(get, anonymous)).toEqual(['no credential the operation accepts']);
    expect(
      contract.checkRequest(get, request('GET', '/hsp/state', { query: '?timeout=100' })),
    ).toEqual(['query timeout must be >= 5000']);
  });

  it('takes a channel reference where the file types the key as a device reference', () => {
    const get = op('get', '/hamp/state');
    const channel = request('GET', '/hamp/state', {
      headers: { 'x-connection-key': 'chref:abcde12345' },
    });
    expect(contract.checkRequest(get, channel)).toEqual([]);
  });

  it('reports a body that breaks its schema, a field it does not declare, and an undocumented query', () => {
    const put = op('put', '/hsp/add');
    expect(
      contract.checkRequest(
        put,
        request('PUT', '/hsp/add', { body: { points: [{ t: 0, x: 101 }] } }),
      ),
    ).toEqual([
      "body/ must have required property 'tail_point_stream_index'",
      'body/points/0/x must be <= 100',
    ]);
    const threshold = op('put', '/hsp/threshold');
    expect(
      contract.checkRequest(
        threshold,
        request('PUT', '/hsp/threshold', { body: { tailPointThreshold: 5 } }),
      ),
    ).toContain('body field tailPointThreshold is not in the contract');
    expect(
      contract.checkRequest(
        op('put', '/hsp/pause'),
        request('PUT', '/hsp/pause', { query: '?timeout=5000' }),
      ),
    ).toEqual(['query timeout is not in the contract']);
  });
});

describe('checkResponse', () => {
  const json = 'application/json; charset=UTF-8';

  it('passes a documented answer and reports an undocumented status or a wrong body', () => {
    const get = op('get', '/hamp/state');
    const state = { play_state: 1, velocity: 0.5, direction: true };
    expect(
      contract.checkResponse(get, { status: 200, contentType: json, body: { result: state } }),
    ).toEqual([]);
    expect(contract.checkResponse(get, { status: 418, contentType: json, body: {} })).toEqual([
      'status 418 is not documented',
    ]);
    expect(
      contract.checkResponse(get, {
        status: 200,
        contentType: json,
        body: { result: { ...state, play_state: 7 } },
      }),
    ).not.toEqual([]);
    expect(
      contract.checkResponse(get, { status: 200, contentType: 'text/plain', body: undefined }),
    ).toEqual(['content type text/plain is not one of application/json']);
  });

  it('holds the errors to their corrected bodies', () => {
    const get = op('get', '/hamp/state');
    const unauthenticated = { error: { name: '', message: 'Unauthenticated' } };
    expect(
      contract.checkResponse(get, { status: 401, contentType: json, body: unauthenticated }),
    ).toEqual([]);
    expect(
      contract.checkResponse(get, { status: 401, contentType: json, body: { message: 'no' } }),
    ).not.toEqual([]);
    const deviceError = {
      error: { code: 1001, name: 'DeviceNotConnected', message: 'Device not connected' },
    };
    // A device error needs `connected` (DeviceError); a gateway error of 400 needs a `code`.
    expect(
      contract.checkResponse(get, { status: 200, contentType: json, body: deviceError }),
    ).not.toEqual([]);
    expect(
      contract.checkResponse(get, {
        status: 400,
        contentType: json,
        body: { error: { name: 'x', message: 'y' } },
      }),
    ).not.toEqual([]);
  });
});

describe('checkEvent', () => {
  it('passes an event of the file and reports an unknown type or a wrong payload', () => {
    const data = { connection_key: 'KEY12345', data: { mode: 4, mode_session_id: 3 } };
    expect(contract.checkEvent('mode_changed', data)).toEqual([]);
    expect(contract.checkEvent('device_mode_changed', data)).toEqual([
      'event type device_mode_changed is not in the contract',
    ]);
    expect(
      contract.checkEvent('mode_changed', { connection_key: 'KEY12345', data: { mode: 12 } }),
    ).not.toEqual([]);
    expect(
      contract.checkEvent('slider_blocked', { connection_key: 'KEY12345', data: { x: 1 } }),
    ).not.toEqual([]);
  });
});
