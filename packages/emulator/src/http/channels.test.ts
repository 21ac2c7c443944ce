import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATH, CHANNEL_API_PATH, DEMO_APP_ID } from '../constants';
import { CHANNEL_IDLE_CLOSE_MS } from '../model/channels';
import { DeviceMode, HampPlayState } from '../model/enums';
import {
  NOT_CONNECTED,
  httpFixture,
  jsonOf,
  resultOf,
  settle,
  SseReader,
  type HttpFixture,
  type SseMessage,
} from '../test-support/http';
import { CHANNEL_REFERENCE_PATTERN } from './device-reference';

/** The answer of `POST /channel`. */
const created = z.object({
  channel_ref: z.string(),
  channel_key: z.string(),
  subscriber_key: z.string(),
});

/** The owner's view of a channel. */
const ownerView = z.object({
  state: z.enum(['open', 'closed']),
  subscriber_count: z.number(),
  subscribers: z.array(
    z.object({ connection_key: z.string(), active: z.boolean(), connected: z.boolean() }),
  ),
});

interface ChannelCall {
  /** `X-Connection-Key` (the channel reference); null sends none. */
  readonly ref?: string | null;
  /** `X-Channel-Key`; absent sends none. */
  readonly key?: string;
  readonly body?: unknown;
  /** `X-Api-Key`; null sends none. */
  readonly apiKey?: string | null;
}

/** A call to the Channel API. */
function channelApi(
  f: HttpFixture,
  method: string,
  path: string,
  call: ChannelCall = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.apiKey !== null) headers['X-Api-Key'] = call.apiKey ?? DEMO_APP_ID;
  if (call.ref !== undefined && call.ref !== null) headers['X-Connection-Key'] = call.ref;
  if (call.key !== undefined) headers['X-Channel-Key'] = call.key;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  return f.raw(`${CHANNEL_API_PATH}${path}`, {
    method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

/** A fixture with devices A and B (firmware 4, online), Old (firmware 3), Off (offline). */
function devices(): HttpFixture {
  const f = httpFixture({ autoProvision: false });
  const emulator = f.instance.emulator;
  emulator.createDevice({ connectionKey: 'DeviceA1', online: true });
  emulator.createDevice({ connectionKey: 'DeviceB1', online: true, motionLagMs: 100 });
  emulator.createDevice({ connectionKey: 'OldFirmware1', online: true, fwVersion: '3.2.3' });
  emulator.createDevice({ connectionKey: 'Offline1', online: false });
  return f;
}

/** Opens a channel; returns its reference and keys. */
async function open(f: HttpFixture, name = 'Evening'): Promise<z.output<typeof created>> {
  const res = await channelApi(f, 'POST', '/channel', { body: { name, description: 'Two' } });
  expect(res.status).toBe(200);
  return created.parse(await resultOf(res));
}

/** Adds a device with a key; returns the answer. */
function add(
  f: HttpFixture,
  channel: { channel_ref: string },
  key: string,
  connectionKey: string,
): Promise<Response> {
  return channelApi(f, 'PUT', '/channel/subscribers/add', {
    ref: channel.channel_ref,
    key,
    body: { connection_key: connectionKey },
  });
}

/** The error envelope's code and name. */
async function errorOf(res: Response): Promise<{ status: number; code: unknown; name: unknown }> {
  const body = z
    .object({ error: z.object({ code: z.unknown(), name: z.unknown() }) })
    .parse(await jsonOf(res));
  return { status: res.status, code: body.error.code, name: body.error.name };
}

describe('the Channel API', () => {
  it('opens a channel with a reference the API v3 takes and two keys, for a credential only', async () => {
    const f = devices();
    const channel = await open(f);
    expect(channel.channel_ref).toMatch(CHANNEL_REFERENCE_PATTERN);
    expect(channel.channel_key).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(channel.subscriber_key).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(channel.channel_key).not.toBe(channel.subscriber_key);
    const view = ownerView.parse(
      await resultOf(
        await channelApi(f, 'GET', '/channel', {
          ref: channel.channel_ref,
          key: channel.channel_key,
        }),
      ),
    );
    expect(view).toMatchObject({ state: 'open', subscriber_count: 0, subscribers: [] });
    expect(
      (await channelApi(f, 'POST', '/channel', { body: { name: 'x' }, apiKey: null })).status,
    ).toBe(401);
    expect(await errorOf(await channelApi(f, 'POST', '/channel', { body: { name: ' ' } }))).toEqual(
      { status: 400, code: 4001, name: 'InvalidRequest' },
    );
    expect(
      await errorOf(await channelApi(f, 'POST', '/channel', { body: { name: 'a', extra: 1 } })),
    ).toEqual({ status: 400, code: 4001, name: 'InvalidRequest' });
  });

  it('adds devices by the channel key and by the subscriber key, firmware 4 and online only', async () => {
    const f = devices();
    const channel = await open(f);
    expect((await add(f, channel, channel.channel_key, 'DeviceA1')).status).toBe(200);
    // A device's owner adds their own device with the subscriber key, and sees no one else's key.
    const own = await add(f, channel, channel.subscriber_key, 'DeviceB1');
    const seen = z.record(z.string(), z.unknown()).parse(await resultOf(own));
    expect(seen).toMatchObject({ subscriber_count: 2, state: 'open' });
    expect(seen).not.toHaveProperty('subscribers');
    expect(JSON.stringify(seen)).not.toContain('DeviceA1');
    // Firmware 3 cannot join; an offline device cannot show its firmware.
    const old = await add(f, channel, channel.channel_key, 'OldFirmware1');
    expect(old.status).toBe(200);
    expect(await jsonOf(old)).toEqual({
      error: {
        code: 5101,
        name: 'FirmwareNotSupported',
        message: 'Channels need firmware 4',
        connected: true,
      },
    });
    expect(await jsonOf(await add(f, channel, channel.channel_key, 'Offline1'))).toEqual(
      NOT_CONNECTED,
    );
    expect(await jsonOf(await add(f, channel, channel.channel_key, 'NoSuchDevice1'))).toEqual(
      NOT_CONNECTED,
    );
    const view = ownerView.parse(
      await resultOf(
        await channelApi(f, 'GET', '/channel', {
          ref: channel.channel_ref,
          key: channel.channel_key,
        }),
      ),
    );
    expect(view.subscribers.map((s) => [s.connection_key, s.active, s.connected])).toEqual([
      ['DeviceA1', true, true],
      ['DeviceB1', true, true],
    ]);
    // Adding twice keeps one subscriber.
    await add(f, channel, channel.channel_key, 'DeviceA1');
    expect(
      ownerView.parse(
        await resultOf(
          await channelApi(f, 'GET', '/channel', {
            ref: channel.channel_ref,
            key: channel.channel_key,
          }),
        ),
      ).subscriber_count,
    ).toBe(2);
  });

  it('reads and changes nothing without the channel’s own key', async () => {
    const f = devices();
    const mine = await open(f, 'Mine');
    const theirs = await open(f, 'Theirs');
    const ref = mine.channel_ref;
    for (const key of [theirs.channel_key, theirs.subscriber_key, undefined, '']) {
      const calls = [
        channelApi(f, 'GET', '/channel', { ref, ...(key === undefined ? {} : { key }) }),
        channelApi(f, 'PUT', '/channel/close', { ref, ...(key === undefined ? {} : { key }) }),
        add(f, mine, key ?? '', 'DeviceA1'),
      ];
      for (const res of await Promise.all(calls)) {
        expect(await errorOf(res), String(key)).toEqual({
          status: 403,
          code: 5002,
          name: 'ChannelKeyRejected',
        });
      }
    }
    expect(
      await errorOf(
        await channelApi(f, 'GET', '/channel', {
          ref: 'chref:NoSuchChannel1',
          key: mine.channel_key,
        }),
      ),
    ).toEqual({ status: 404, code: 5001, name: 'ChannelNotFound' });
    // The channel is named like a reference on API v3: a key, or nothing, is the gateway's 400.
    expect(
      (await channelApi(f, 'GET', '/channel', { ref: 'DeviceA1', key: mine.channel_key })).status,
    ).toBe(400);
    expect(
      (await channelApi(f, 'GET', '/channel', { ref: null, key: mine.channel_key })).status,
    ).toBe(400);
    // The subscriber key cannot close the channel, nor remove or pause a device not subscribed.
    expect(
      await errorOf(
        await channelApi(f, 'PUT', '/channel/close', { ref, key: mine.subscriber_key }),
      ),
    ).toEqual({ status: 403, code: 5004, name: 'ChannelOwnerOnly' });
    expect(
      await errorOf(
        await channelApi(f, 'PUT', '/channel/subscribers/remove', {
          ref,
          key: mine.subscriber_key,
          body: { connection_key: 'DeviceA1' },
        }),
      ),
    ).toEqual({ status: 404, code: 5005, name: 'SubscriberNotFound' });
    expect(f.instance.emulator.channels.list().every((c) => c.subscribers.size === 0)).toBe(true);
  });

  it('sends a chref: command to every active subscriber, each on its own device and lag', async () => {
    const f = devices();
    const channel = await open(f);
    await add(f, channel, channel.channel_key, 'DeviceA1');
    await add(f, channel, channel.channel_key, 'DeviceB1');
    const emulator = f.instance.emulator;
    const a = emulator.device('DeviceA1');
    const b = emulator.device('DeviceB1');
    if (!a || !b) throw new Error('devices missing');
    const start = await f.api('PUT', '/hamp/start', { key: channel.channel_ref });
    expect(start.status).toBe(200);
    expect(await resultOf(start)).toMatchObject({ play_state: HampPlayState.PLAYING });
    expect([a.mode, b.mode]).toEqual([DeviceMode.HAMP, DeviceMode.HAMP]);
    expect([a.hamp.playing, b.hamp.playing]).toEqual([true, true]);
    const velocity = await f.api('PUT', '/hamp/velocity', {
      key: channel.channel_ref,
      body: { velocity: 0.5 },
    });
    expect(velocity.status).toBe(200);
    expect([a.hamp.velocity, b.hamp.velocity]).toEqual([0.5, 0.5]);
    // Both were commanded at once; B's slider trails its commands by 100 ms, A's not at all.
    const startedAt = f.clock.now();
    f.clock.advance(60);
    expect(a.sliderPositionAt(f.clock.now())).not.toBe(a.sliderPositionAt(startedAt));
    expect(b.sliderPositionAt(f.clock.now())).toBe(b.sliderPositionAt(startedAt));
    expect(await resultOf(await f.api('GET', '/connected', { key: channel.channel_ref }))).toEqual({
      connected: true,
    });
    // A ConnectionKey-only operation still refuses a channel (the file's own split).
    expect((await f.api('GET', '/hsp/state', { key: channel.channel_ref })).status).toBe(400);
  });

  it('skips a paused or removed subscriber, and answers not connected when none is left', async () => {
    const f = devices();
    const channel = await open(f);
    const ref = channel.channel_ref;
    await add(f, channel, channel.channel_key, 'DeviceA1');
    await add(f, channel, channel.channel_key, 'DeviceB1');
    const paused = await channelApi(f, 'PUT', '/channel/subscribers/active', {
      ref,
      key: channel.subscriber_key,
      body: { connection_key: 'DeviceB1', active: false },
    });
    expect(paused.status).toBe(200);
    await channelApi(f, 'PUT', '/channel/subscribers/remove', {
      ref,
      key: channel.channel_key,
      body: { connection_key: 'DeviceA1' },
    });
    expect(await jsonOf(await f.api('PUT', '/hamp/start', { key: ref }))).toEqual(NOT_CONNECTED);
    const emulator = f.instance.emulator;
    expect(emulator.device('DeviceA1')?.hamp.playing).toBe(false);
    expect(emulator.device('DeviceB1')?.hamp.playing).toBe(false);
    expect(await resultOf(await f.api('GET', '/connected', { key: ref }))).toEqual({
      connected: false,
    });
    // Resumed, B gets the channel's commands again.
    await channelApi(f, 'PUT', '/channel/subscribers/active', {
      ref,
      key: channel.channel_key,
      body: { connection_key: 'DeviceB1', active: true },
    });
    expect((await f.api('PUT', '/hamp/start', { key: ref })).status).toBe(200);
    expect(emulator.device('DeviceB1')?.hamp.playing).toBe(true);
  });

  it('answers when every subscriber has, a hanging one with its timeout, the others carried out', async () => {
    const f = devices();
    const channel = await open(f);
    await add(f, channel, channel.channel_key, 'DeviceA1');
    await add(f, channel, channel.channel_key, 'DeviceB1');
    expect((await f.api('PUT', '/hamp/start', { key: channel.channel_ref })).status).toBe(200);
    f.instance.faults.set({ deviceTimeout: true, deviceTimeoutDelayMs: 5_000 }, 'DeviceA1');
    let answered = false;
    const pending = f.api('PUT', '/hamp/stop', { key: channel.channel_ref }).then((res) => {
      answered = true;
      return res;
    });
    await settle();
    // B stopped at once; A never got the command; the call waits for A.
    expect(f.instance.emulator.device('DeviceB1')?.hamp.playing).toBe(false);
    expect(f.instance.emulator.device('DeviceA1')?.hamp.playing).toBe(true);
    expect(answered).toBe(false);
    f.clock.advance(5_000);
    const res = await pending;
    // B's answer, the first that carried it out.
    expect(await resultOf(res)).toMatchObject({ play_state: HampPlayState.STOPPED });
    // With every subscriber hanging, the timeout is the answer.
    f.instance.faults.set({ deviceTimeout: true, deviceTimeoutDelayMs: 5_000 }, 'DeviceB1');
    const both = f.api('PUT', '/hamp/stop', { key: channel.channel_ref });
    await settle();
    f.clock.advance(5_000);
    expect(await errorOf(await both)).toEqual({ status: 200, code: 1002, name: 'DeviceTimeout' });
  });

  it('closes: no more data or subscribers, its streams end, and idle channels close by themselves', async () => {
    const f = devices();
    const channel = await open(f);
    const ref = channel.channel_ref;
    await add(f, channel, channel.channel_key, 'DeviceA1');
    const stream = await f.raw(`${API_PATH}/sse?ck=${ref}&apikey=${DEMO_APP_ID}`);
    const sse = new SseReader(stream);
    expect((await nextOf(sse)).event).toBe('device_status');
    const closed = await channelApi(f, 'PUT', '/channel/close', { ref, key: channel.channel_key });
    expect(ownerView.parse(await resultOf(closed))).toMatchObject({
      state: 'closed',
      subscribers: [{ connection_key: 'DeviceA1', active: false }],
    });
    // Its streams end with it.
    expect(await sse.next()).toBeUndefined();
    expect(await jsonOf(await f.api('PUT', '/hamp/start', { key: ref }))).toEqual(NOT_CONNECTED);
    expect(await errorOf(await add(f, channel, channel.channel_key, 'DeviceB1'))).toEqual({
      status: 409,
      code: 5003,
      name: 'ChannelClosed',
    });

    const idle = await open(f, 'Idle');
    await add(f, idle, idle.channel_key, 'DeviceB1');
    f.clock.advance(CHANNEL_IDLE_CLOSE_MS - 1);
    expect((await f.api('PUT', '/hamp/start', { key: idle.channel_ref })).status).toBe(200);
    expect(
      await resultOf(await f.api('GET', '/hamp/state', { key: idle.channel_ref })),
    ).toMatchObject({ play_state: HampPlayState.PLAYING });
    f.clock.advance(CHANNEL_IDLE_CLOSE_MS);
    expect(await jsonOf(await f.api('PUT', '/hamp/stop', { key: idle.channel_ref }))).toEqual(
      NOT_CONNECTED,
    );
  });

  it('lists every channel with its keys on the control API, until a reset', async () => {
    const f = devices();
    const channel = await open(f);
    await add(f, channel, channel.subscriber_key, 'DeviceA1');
    const listed = z
      .object({ channels: z.array(z.record(z.string(), z.unknown())) })
      .parse(await jsonOf(await f.control('GET', '/channels')));
    expect(listed.channels).toEqual([
      {
        reference: channel.channel_ref,
        channelKey: channel.channel_key,
        subscriberKey: channel.subscriber_key,
        name: 'Evening',
        description: 'Two',
        state: 'open',
        subscribers: [{ connectionKey: 'DeviceA1', active: true }],
        requests: {
          total: 1,
          byRoute: { 'PUT /api/channel/v1/channel/subscribers/add': 1 },
        },
      },
    ]);
    expect((await f.control('POST', '/reset')).status).toBe(200);
    expect(await jsonOf(await f.control('GET', '/channels'))).toEqual({ channels: [] });
  });

  it('streams every active subscriber’s events under its own key, and no one else’s', async () => {
    const f = devices();
    const channel = await open(f);
    const ref = channel.channel_ref;
    await add(f, channel, channel.channel_key, 'DeviceA1');
    await add(f, channel, channel.channel_key, 'DeviceB1');
    const sse = new SseReader(await f.raw(`${API_PATH}/sse?ck=${ref}&apikey=${DEMO_APP_ID}`));
    const statuses = [await nextOf(sse), await nextOf(sse)];
    expect(statuses.map((m) => [m.event, keyOf(m.data)])).toEqual([
      ['device_status', 'DeviceA1'],
      ['device_status', 'DeviceB1'],
    ]);
    // B paused: its events no longer come; a device outside the channel's never do.
    await channelApi(f, 'PUT', '/channel/subscribers/active', {
      ref,
      key: channel.channel_key,
      body: { connection_key: 'DeviceB1', active: false },
    });
    await f.api('PUT', '/hamp/start', { key: 'DeviceB1' });
    await f.api('PUT', '/hamp/start', { key: 'OldFirmware1' });
    await f.api('PUT', '/hamp/start', { key: 'DeviceA1' });
    const next = await nextOf(sse);
    expect(keyOf(next.data)).toBe('DeviceA1');
    await sse.cancel();
  });
});

/** The stream's next message (the test fails when it ended). */
async function nextOf(sse: SseReader): Promise<SseMessage> {
  const message = await sse.next();
  if (!message) throw new Error('the stream ended');
  return message;
}

/** The `connection_key` of an event's data. */
function keyOf(data: unknown): string {
  return z.object({ connection_key: z.string() }).parse(data).connection_key;
}
