/**
 * The SDK parses every example answer of the provider's contract (the OpenAPI file with its
 * corrections): each example of a JSON answer is served to the SDK method of its operation, and
 * each example event of the stream is given to the SDK's event parser. A `result` example must
 * resolve; an `error` example must reject as the device error it names, never as an answer the
 * SDK could not read.
 */
import { FakeClock } from '@glide/core';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { Contract } from '../../test/contract/contract';
import { isObject } from '../../test/contract/json';
import { reportContractLine } from '../../test/contract/report';
import { HandyError } from '../errors';
import { parseWireMessage } from '../events/wire';
import { endpointCalls } from '../testing/endpoint-calls';
import { createFakeFetch, jsonResponse } from '../testing/fake-fetch';
import { createHandyClient, type HandyClient } from './create-client';

const contract = new Contract();

/** One example answer of one operation. */
interface Example {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly mediaType: string;
  readonly name: string;
  readonly value: unknown;
}

/** Every example of every answer of the contract. */
function examples(): Example[] {
  const found: Example[] = [];
  for (const op of contract.operations) {
    for (const [status, response] of op.responses) {
      for (const [mediaType, { pointer }] of response.content) {
        const media = contract.at(pointer.replace(/\/schema$/, ''));
        if (!isObject(media)) continue;
        const base = {
          operationId: op.id,
          method: op.method.toUpperCase(),
          path: op.path,
          mediaType,
        };
        if (isObject(media.examples)) {
          for (const [name, example] of Object.entries(media.examples)) {
            if (isObject(example) && 'value' in example) {
              found.push({ ...base, status: Number(status), name, value: example.value });
            }
          }
        }
        if (media.example !== undefined) {
          found.push({ ...base, status: Number(status), name: 'example', value: media.example });
        }
      }
    }
  }
  return found;
}

const all = examples();
const jsonExamples = all.filter((e) => e.mediaType === 'application/json');
const eventExamples = all.filter((e) => e.mediaType === 'text/event-stream');

afterAll(() => {
  reportContractLine(
    `Contract examples: ${jsonExamples.length} example answers and ${eventExamples.length} example events ` +
      'of the corrected file read by the SDK and checked against their schemas.',
  );
});

function clientAnswering(example: Example): HandyClient {
  const fake = createFakeFetch(() => jsonResponse(example.value, { status: example.status }));
  return createHandyClient({
    baseUrl: 'https://api.example/v3',
    auth: { apiKey: 'app-key' },
    fetch: fake.fetch,
    clock: new FakeClock(),
  });
}

/** The SDK call of an operation: a device method from the endpoint table, or a client call. */
function callFor(example: Example): ((client: HandyClient) => Promise<unknown>) | undefined {
  if (example.operationId === 'getServerTime') return (client) => client.serverTime();
  if (example.operationId === 'issueToken')
    return (client) => client.issueToken({ ck: 'KEY12345' });
  const call = endpointCalls.find((c) => c.method === example.method && c.path === example.path);
  return call && ((client) => call.call(client.device('KEY12345')));
}

describe('the SDK reads every example answer of the contract', () => {
  it('finds examples of answers and of events', () => {
    expect(jsonExamples.length).toBeGreaterThan(100);
    expect(eventExamples.length).toBeGreaterThan(20);
  });

  it.each(jsonExamples)('$operationId $status $name', async (example) => {
    const call = callFor(example);
    if (!call) throw new Error(`No SDK call for ${example.method} ${example.path}`);
    const outcome = await call(clientAnswering(example)).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const errorBody = isObject(example.value) ? example.value.error : undefined;
    if (example.status === 200 && errorBody === undefined) {
      expect(outcome).toMatchObject({ ok: true });
      return;
    }
    // An error example must surface as the error it describes, not as an unreadable answer.
    expect(outcome.ok).toBe(false);
    const error = outcome.ok ? undefined : outcome.error;
    expect(error).toBeInstanceOf(HandyError);
    const code = error instanceof HandyError ? error.code : undefined;
    expect(code).toBe(example.status === 200 ? 'device' : 'http');
  });

  it.each(eventExamples)('event example $name', (example) => {
    if (typeof example.value !== 'string') throw new Error('An event example is the stream text');
    const messages: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (message) => messages.push(message) });
    parser.feed(example.value);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    if (!message) return;
    const outcome = parseWireMessage(message, 'KEY12345', 0);
    if (outcome.kind === 'error') throw outcome.error;
    expect(outcome.kind).toBe('event');
    if (outcome.kind === 'event') expect(outcome.event.name).not.toBe('unknown');
  });
});

describe('the corrected contract agrees with its own examples', () => {
  it.each(jsonExamples)('$operationId $status $name fits its schema', (example) => {
    const op = contract.operation(example.method, example.path);
    const response = op?.responses.get(String(example.status));
    const media = response?.content.get(example.mediaType);
    if (!media) throw new Error(`No schema for ${example.operationId} ${example.status}`);
    expect(contract.validate(media.pointer, example.value)).toEqual([]);
  });

  it.each(eventExamples)('event example $name fits its event type', (example) => {
    const data =
      typeof example.value === 'string' ? /^data: (.*)$/ms.exec(example.value)?.[1] : undefined;
    const parsed: unknown = data === undefined ? undefined : JSON.parse(data);
    if (!isObject(parsed) || typeof parsed.type !== 'string') throw new Error('An unnamed event');
    // The examples' events without a payload carry no `data`; on the wire they send `{}`.
    const inner = parsed.data ?? { connection_key: 'dsaA98ds', data: {} };
    expect(contract.checkEvent(parsed.type, inner)).toEqual([]);
  });

  it('every request body example fits its schema', () => {
    let checked = 0;
    for (const op of contract.operations) {
      if (!op.requestBody) continue;
      const media = contract.at(op.requestBody.pointer.replace(/\/schema$/, ''));
      if (!isObject(media) || !isObject(media.examples)) continue;
      for (const [name, example] of Object.entries(media.examples)) {
        if (!isObject(example)) continue;
        checked += 1;
        expect({
          name,
          problems: contract.validate(op.requestBody.pointer, example.value),
        }).toEqual({ name, problems: [] });
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
