import { FakeClock } from '@glide/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFakeFetch, resultResponse } from '../testing/fake-fetch';
import { createHandyClient } from './create-client';
import type { HandyError } from '../errors';
import type { CallOptions } from '../http/transport';
import type { HampState, HspState } from '../schemas/protocols';
import type { MulticastOutcome } from './device-api';
import { endpointCalls as cases } from '../testing/endpoint-calls';

describe('device endpoints', () => {
  it.each(cases)('$name → $method $path', async (c) => {
    const fake = createFakeFetch(() => resultResponse(c.result));
    const client = createHandyClient({
      baseUrl: 'https://api.example/v3/',
      auth: { apiKey: 'app-id' },
      fetch: fake.fetch,
      clock: new FakeClock(),
    });

    const value = await c.call(client.device('KEY12345'));

    expect(value).toEqual('expected' in c ? c.expected : c.result);
    expect(fake.requests).toHaveLength(1);
    const request = fake.last();
    expect(request.method).toBe(c.method);
    expect(`${request.url.origin}${request.url.pathname}`).toBe(`https://api.example/v3${c.path}`);
    expect(request.headers['x-connection-key']).toBe('KEY12345');
    if (c.body === undefined) {
      expect(request.body).toBeUndefined();
      expect(request.headers['content-type']).toBeUndefined();
    } else {
      expect(fake.lastJson()).toEqual(c.body);
      expect(request.headers['content-type']).toBe('application/json');
    }
    if (c.query !== undefined) {
      expect(Object.fromEntries(request.url.searchParams)).toEqual(c.query);
    }
  });

  it('covers every method of the device API', () => {
    const api = createHandyClient({ baseUrl: 'https://api.example/v3' }).device('KEY12345');
    const methods: string[] = [];
    const walk = (node: object, prefix: string) => {
      const entries: Array<[string, unknown]> = Object.entries(node);
      for (const [key, value] of entries) {
        if (typeof value === 'function') methods.push(`${prefix}${key}`);
        else if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
      }
    };
    walk(api, '');
    const tested = new Set(cases.map((c) => c.name.split(' ')[0]));
    expect(methods.filter((m) => !tested.has(m))).toEqual([]);
    expect(methods.length).toBeGreaterThanOrEqual(60);
  });

  it('types results and arguments precisely (checked by tsc)', () => {
    const client = createHandyClient({ baseUrl: 'https://api.example/v3' });
    const api = client.device('KEY12345');
    expectTypeOf(api.hamp.setVelocity).parameters.toEqualTypeOf<
      [velocity: number, options?: CallOptions]
    >();
    expectTypeOf(api.hamp.setVelocity).returns.resolves.toEqualTypeOf<HampState>();
    expectTypeOf(api.hdsp.xpt).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(client.multicast(['KEY12345']).hsp.state)
      .returns.resolves.toHaveProperty('results')
      .toEqualTypeOf<ReadonlyArray<MulticastOutcome<HspState>>>();
    expectTypeOf<
      Extract<MulticastOutcome<HspState>, { ok: false }>['error']
    >().toEqualTypeOf<HandyError>();
  });
});
