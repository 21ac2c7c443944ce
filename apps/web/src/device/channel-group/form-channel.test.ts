import { describe, expect, it } from 'vitest';
import { fakeCloud } from '../testing/fake-cloud';
import { formChannel, type FormChannelDeps } from './form-channel';
import { readStoredChannel, type ChannelStorage } from './stored-channel';

const API = 'https://cloud.test/api/v3';

/** Storage in memory. */
function memoryStorage(text: string | null = null): ChannelStorage & { text: string | null } {
  const storage = {
    text,
    read: () => storage.text,
    write: (next: string | null) => {
      storage.text = next;
    },
  };
  return storage;
}

/** A cloud with a Handy in use, a linked one, one offline and one on firmware 3. */
function cloud() {
  return fakeCloud(
    {
      Mine1: {},
      Theirs1: {},
      Off1: { online: false },
      Old1: { info: { fw_version: '3.2.3' } },
    },
    { channels: true },
  );
}

function depsOf(c: ReturnType<typeof cloud>, storage: ChannelStorage): FormChannelDeps {
  const channels = c.channelApi;
  if (!channels) throw new Error('the fake cloud has channels');
  return {
    device: (key) => c.runtime.device(key),
    channels,
    storage,
    apiBaseUrl: API,
    channelName: 'Glide',
  };
}

describe('formChannel', () => {
  it('opens a channel for the devices that can join, and says why the others cannot', async () => {
    const c = cloud();
    const storage = memoryStorage();
    const formed = await formChannel(depsOf(c, storage), ['Mine1', 'Theirs1', 'Off1', 'Old1']);
    expect(formed.plan).toEqual({
      channelKeys: ['Mine1', 'Theirs1'],
      direct: [
        { connectionKey: 'Off1', reason: 'offline' },
        { connectionKey: 'Old1', reason: 'oldFirmware' },
      ],
    });
    expect(formed.reference).toMatch(/^chref:/);
    expect(formed.firstSubscriber).toBe('Mine1');
    const channel = c.channels.get(formed.reference ?? '');
    expect([...(channel?.subscribers.keys() ?? [])]).toEqual(['Mine1', 'Theirs1']);
    // Kept for the next visit, with the key that manages it.
    expect(readStoredChannel(storage, API)).toEqual({
      apiBaseUrl: API,
      reference: formed.reference,
      channelKey: channel?.channelKey,
    });
  });

  it('reuses the stored channel: the device in use first, a device no longer linked removed', async () => {
    const c = cloud();
    const storage = memoryStorage();
    const first = await formChannel(depsOf(c, storage), ['Mine1', 'Theirs1', 'Old1']);
    c.calls.length = 0;
    const again = await formChannel(depsOf(c, storage), ['Mine1', 'Third1']);
    expect(again.reference).toBe(first.reference);
    expect(c.channels.size).toBe(1);
    const channel = c.channels.get(again.reference ?? '');
    expect([...(channel?.subscribers.keys() ?? [])]).toEqual(['Mine1', 'Third1']);
    expect(
      c.calls.filter((call) => call.path.startsWith('channel:')).map((call) => call.path),
    ).toEqual([
      'channel:/channel',
      'channel:/channel/subscribers/remove',
      'channel:/channel/subscribers/add',
    ]);
    // The device in use joins first again when another was first.
    const swapped = await formChannel(depsOf(c, storage), ['Third1', 'Mine1']);
    expect([...(c.channels.get(swapped.reference ?? '')?.subscribers.keys() ?? [])]).toEqual([
      'Third1',
      'Mine1',
    ]);
    expect(swapped.firstSubscriber).toBe('Third1');
  });

  it('opens a new channel when the stored one is gone, and none for a single ready device', async () => {
    const c = cloud();
    const storage = memoryStorage(
      JSON.stringify({ apiBaseUrl: API, reference: 'chref:GoneChannel1', channelKey: 'GoneKey1' }),
    );
    const formed = await formChannel(depsOf(c, storage), ['Mine1', 'Theirs1']);
    expect(formed.reference).not.toBe('chref:GoneChannel1');
    expect(readStoredChannel(storage, API)?.reference).toBe(formed.reference);

    const alone = await formChannel(depsOf(c, memoryStorage()), ['Mine1', 'Off1']);
    expect(alone).toEqual({
      plan: {
        channelKeys: [],
        direct: [
          { connectionKey: 'Mine1', reason: 'alone' },
          { connectionKey: 'Off1', reason: 'offline' },
        ],
      },
    });
  });

  it('falls back to one by one, with the reason, when the Channel API fails', async () => {
    const c = cloud();
    const deps = depsOf(c, memoryStorage());
    const failing: FormChannelDeps = {
      ...deps,
      channels: { ...deps.channels, create: () => Promise.reject(new Error('network down')) },
    };
    const formed = await formChannel(failing, ['Mine1', 'Theirs1']);
    expect(formed.reference).toBeUndefined();
    expect(formed.plan.direct.map((d) => d.reason)).toEqual(['channelFailed', 'channelFailed']);
    expect(formed.failure).toBeDefined();
  });

  it('ignores a stored channel of another API root, and unreadable stored text', async () => {
    const c = cloud();
    const other = memoryStorage(
      JSON.stringify({
        apiBaseUrl: 'https://elsewhere.test/api/v3',
        reference: 'chref:Other1',
        channelKey: 'K12345',
      }),
    );
    expect(readStoredChannel(other, API)).toBeUndefined();
    expect(readStoredChannel(memoryStorage('{not json'), API)).toBeUndefined();
    expect(readStoredChannel(memoryStorage('{"reference":"x"}'), API)).toBeUndefined();
    const formed = await formChannel(depsOf(c, other), ['Mine1', 'Theirs1']);
    expect(formed.reference).toMatch(/^chref:FakeChannel/);
  });
});
