/**
 * Channels through the SDK against the emulator: the Channel API (open, add, pause, remove, close,
 * its refusals), the device calls a `chref:` reference reaches (exactly the file's
 * `DeviceReference` operations), and the channel's event stream.
 */
import { DEMO_APP_ID } from '@glide/emulator';
import {
  channelDevice,
  createChannelApi,
  createHandyClient,
  HampPlayState,
  HandyDeviceError,
  HandyHttpError,
  HandyValidationError,
  type ChannelApi,
  type DeviceApi,
} from '@glide/handy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFetch, resultResponse } from '../src/testing/fake-fetch';
import { endpointCalls } from '../src/testing/endpoint-calls';
import { Contract } from './contract/contract';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
let channels: ChannelApi;

beforeAll(async () => {
  h = await startHarness();
  channels = createChannelApi({
    baseUrl: h.running.channelApiBase,
    auth: { apiKey: DEMO_APP_ID },
  });
});
afterEach(() => h.closeStreams());
afterAll(async () => {
  await h.close();
});

/** The error a promise rejects with (the test fails when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('the device calls a channel reaches', () => {
  it('are exactly the operations the file types DeviceReference', async () => {
    const contract = new Contract();
    const takesChannel = contract.operations
      .filter((operation) =>
        operation.parameters.some(
          (p) =>
            p.in === 'header' &&
            p.name.toLowerCase() === 'x-connection-key' &&
            JSON.stringify(p.schema).includes('ChannelReference'),
        ),
      )
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
      // The event stream is opened with `events`, not a device call.
      .filter((operation) => operation !== 'GET /sse');
    expect(takesChannel.length).toBeGreaterThan(20);

    const fake = createFakeFetch(() => resultResponse({}));
    const client = createHandyClient({
      baseUrl: 'https://api.example/v3',
      auth: { apiKey: 'app' },
      fetch: fake.fetch,
    });
    const channel = channelDevice(client, 'chref:Channel12345') as unknown as DeviceApi;
    const offered = new Set<string>();
    for (const call of endpointCalls) {
      let sent: boolean;
      try {
        // A call a channel does not take is not there: calling it throws before any request.
        const before = fake.requests.length;
        await call.call(channel).catch(() => undefined);
        sent = fake.requests.length > before;
      } catch {
        sent = false;
      }
      if (sent) {
        expect(fake.last().headers['x-connection-key'], call.name).toBe('chref:Channel12345');
        offered.add(`${call.method} ${call.path}`);
      }
    }
    expect([...offered].sort()).toEqual([...new Set(takesChannel)].sort());
    expect(() => channelDevice(client, 'Channel12345')).toThrow(HandyValidationError);
  });
});

describe('the Channel API', () => {
  it('groups two devices: one call starts both, each read on its own key', async () => {
    const a = await h.newDevice('ChanA');
    const b = await h.newDevice('ChanB');
    const created = await channels.create({ name: 'Evening', description: 'Two of us' });
    const owner = channels.channel(created.channel_ref, created.channel_key);
    await owner.add(a);
    const view = await channels.channel(created.channel_ref, created.subscriber_key).add(b);
    // The subscriber key's holder sees the count, not the other device.
    expect(view.subscriber_count).toBe(2);
    expect(view.subscribers).toBeUndefined();

    const group = channelDevice(h.client, created.channel_ref);
    await group.hamp.start();
    await group.hamp.setVelocity(0.4);
    for (const key of [a, b]) {
      const state = await h.client.device(key).hamp.state();
      expect(state.play_state, key).toBe(HampPlayState.PLAYING);
      expect(state.velocity, key).toBe(0.4);
    }
    expect((await group.connected()).connected).toBe(true);

    // Paused, B keeps playing what it had while A stops with the channel.
    await owner.setActive(b, false);
    await group.hamp.stop();
    expect((await h.client.device(a).hamp.state()).play_state).toBe(HampPlayState.STOPPED);
    expect((await h.client.device(b).hamp.state()).play_state).toBe(HampPlayState.PLAYING);
    const ownerView = await owner.read();
    expect(ownerView.subscribers?.map((s) => [s.connection_key, s.active])).toEqual([
      [a, true],
      [b, false],
    ]);
  });

  it('streams each subscriber’s events under its own key', async () => {
    const a = await h.newDevice('ChanEvA');
    const b = await h.newDevice('ChanEvB');
    const created = await channels.create({ name: 'Events' });
    const owner = channels.channel(created.channel_ref, created.channel_key);
    await owner.add(a);
    await owner.add(b);
    const log = h.events({ connectionKey: created.channel_ref, events: ['hamp_state_changed'] });
    await log.until('both device_status events', () =>
      log.all('device_status').length >= 2 ? true : undefined,
    );
    expect(log.all('device_status').map((e) => e.connectionKey)).toEqual([a, b]);
    await channelDevice(h.client, created.channel_ref).hamp.start();
    await log.until('a hamp_state_changed from each', () =>
      new Set(log.all('hamp_state_changed').map((e) => e.connectionKey)).size === 2
        ? true
        : undefined,
    );
  });

  it('refuses with the contract’s errors: old firmware, offline, wrong key, closed', async () => {
    const old = await h.newDevice('ChanOld', { fwVersion: '3.2.3' });
    const offline = await h.newDevice('ChanOff', { online: false });
    const created = await channels.create({ name: 'Refusals' });
    const owner = channels.channel(created.channel_ref, created.channel_key);

    const tooOld = await refusal(owner.add(old));
    expect(tooOld).toBeInstanceOf(HandyDeviceError);
    expect(tooOld).toMatchObject({ deviceErrorCode: 5101 });
    const notThere = await refusal(owner.add(offline));
    expect(notThere).toBeInstanceOf(HandyDeviceError);
    expect(notThere).toMatchObject({ deviceErrorCode: 1001 });

    const other = await channels.create({ name: 'Other' });
    const wrongKey = await refusal(channels.channel(created.channel_ref, other.channel_key).read());
    expect(wrongKey).toBeInstanceOf(HandyHttpError);
    expect(wrongKey).toMatchObject({ status: 403 });

    const closed = await owner.close();
    expect(closed.state).toBe('closed');
    const afterClose = await refusal(owner.add(await h.newDevice('ChanLate')));
    expect(afterClose).toMatchObject({ status: 409 });
    const commanded = await refusal(channelDevice(h.client, created.channel_ref).hamp.start());
    expect(commanded).toBeInstanceOf(HandyDeviceError);
    expect(commanded).toMatchObject({ deviceErrorCode: 1001 });
    // Nothing goes out for a malformed reference or a blank key.
    expect(() => channels.channel('NotAChannel1', created.channel_key)).toThrow(
      HandyValidationError,
    );
    expect(() => channels.channel(created.channel_ref, ' ')).toThrow(HandyValidationError);
  });
});
