import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import {
  emulatorPositionUrl,
  followEmulatorPosition,
  readEmulatorPosition,
  type EmulatorPositionReading,
} from './emulator-position';

const API = 'http://127.0.0.1:8787/api/handy-rest/v3';
const KEY = 'EmuKey01';

interface Request {
  readonly url: string;
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
}

/** A fetch that answers each request with the next of `answers` (the last one repeats). */
function fakeFetch(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    requests.push({
      url: input instanceof Request ? input.url : input.toString(),
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    });
    const answer = answers[Math.min(requests.length, answers.length) - 1];
    return answer ? Promise.resolve(answer()) : Promise.reject(new Error('no answer'));
  };
  return { fetchFn, requests };
}

const position = (positionPct: number, atMs: number) => () => Response.json({ positionPct, atMs });
const status = (code: number) => () => new Response('nope', { status: code });
const down = () => {
  throw new TypeError('Failed to fetch');
};

describe('emulatorPositionUrl', () => {
  it("is the control API's position on the API base's origin", () => {
    expect(emulatorPositionUrl(API)).toBe('http://127.0.0.1:8787/control/position');
    expect(emulatorPositionUrl('not a url')).toBeUndefined();
  });
});

describe('readEmulatorPosition', () => {
  it('reads the position with the key in a header, never in the URL, and no cookies', async () => {
    const { fetchFn, requests } = fakeFetch(position(42.5, 9_000));
    expect(await readEmulatorPosition(fetchFn, API, KEY)).toEqual({
      kind: 'position',
      positionPct: 42.5,
      atMs: 9_000,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://127.0.0.1:8787/control/position');
    expect(requests[0]?.url).not.toContain(KEY);
    expect(requests[0]?.headers.get('X-Connection-Key')).toBe(KEY);
    expect(requests[0]?.credentials).toBe('omit');
  });

  it('says "not the emulator" for a 404 or a network failure', async () => {
    expect(await readEmulatorPosition(fakeFetch(status(404)).fetchFn, API, KEY)).toEqual({
      kind: 'notEmulator',
    });
    expect(await readEmulatorPosition(fakeFetch(down).fetchFn, API, KEY)).toEqual({
      kind: 'notEmulator',
    });
    expect(await readEmulatorPosition(fakeFetch().fetchFn, 'not a url', KEY)).toEqual({
      kind: 'notEmulator',
    });
  });

  it.each([
    ['another status', status(500)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a position out of 0–100', position(120, 1)],
    ['a missing time', () => Response.json({ positionPct: 10 })],
    ['a position that is not a number', () => Response.json({ positionPct: '10', atMs: 1 })],
  ])('says "failed" for %s', async (_name, answer) => {
    expect(await readEmulatorPosition(fakeFetch(answer).fetchFn, API, KEY)).toEqual({
      kind: 'failed',
    });
  });
});

describe('followEmulatorPosition', () => {
  /** Lets the fake fetch's answer be read (a Response's body is read on the event loop). */
  const settle = async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('reads now, then every interval after each answer, until disposed', async () => {
    const clock = new FakeClock();
    const { fetchFn, requests } = fakeFetch(position(10, 1), position(20, 2), status(500));
    const readings: EmulatorPositionReading[] = [];
    const stop = followEmulatorPosition({
      fetch: fetchFn,
      clock,
      apiBaseUrl: API,
      connectionKey: KEY,
      onReading: (reading) => readings.push(reading),
      intervalMs: 100,
    });
    await settle();
    expect(readings).toEqual([{ kind: 'position', positionPct: 10, atMs: 1 }]);
    clock.advance(99);
    await settle();
    expect(requests).toHaveLength(1);
    clock.advance(1);
    await settle();
    clock.advance(100);
    await settle();
    // A failed reading does not end the following: the emulator may answer the next one.
    expect(readings.map((reading) => reading.kind)).toEqual(['position', 'position', 'failed']);
    stop();
    clock.advance(1_000);
    await settle();
    expect(requests).toHaveLength(3);
    expect(clock.pendingTimers).toBe(0);
  });

  it('stops asking once the API is not the emulator', async () => {
    const clock = new FakeClock();
    const { fetchFn, requests } = fakeFetch(status(404));
    const readings: EmulatorPositionReading[] = [];
    followEmulatorPosition({
      fetch: fetchFn,
      clock,
      apiBaseUrl: API,
      connectionKey: KEY,
      onReading: (reading) => readings.push(reading),
    });
    await settle();
    clock.advance(10_000);
    await settle();
    expect(readings).toEqual([{ kind: 'notEmulator' }]);
    expect(requests).toHaveLength(1);
  });

  it('reports nothing that answers after it was disposed', async () => {
    const clock = new FakeClock();
    const { fetchFn } = fakeFetch(position(10, 1));
    const readings: EmulatorPositionReading[] = [];
    const stop = followEmulatorPosition({
      fetch: fetchFn,
      clock,
      apiBaseUrl: API,
      connectionKey: KEY,
      onReading: (reading) => readings.push(reading),
    });
    stop();
    await settle();
    expect(readings).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
  });
});
