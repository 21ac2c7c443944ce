// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { HandyUploadError, uploadScript } from '@glide/handy';
import { CommandPacer } from '../commands/command-pacer';
import type { ConnectionStatus } from '../connection/connection-store';
import type { AppliedAction } from '../session/actions';
import { initialSessionState } from '../session/initial-state';
import { HsspInternalState } from '../session/state';
import { reduce } from '../session/reducer';
import { fakeCloud } from '../testing/fake-cloud';
import type { GroupState } from '../channel-group/group-store';
import { createPlaybackPort, type PlaybackPortDeps } from './device-port';
import { NoDeviceError } from './no-device-error';

const KEY = 'PlayKey1';
const UPLOAD_URL = 'http://127.0.0.1:8787/api/script/v0/temp/upload';

function setup(
  options: {
    clockOffsetMs?: number;
    rtdMs?: number;
    budget?: number;
    cloud?: ReturnType<typeof fakeCloud>;
    group?: () => GroupState | undefined;
    groupSettled?: () => Promise<void>;
    ownParts?: () => ReadonlySet<string>;
    alongLag?: PlaybackPortDeps['alongLag'];
  } = {},
) {
  const clock = new FakeClock(1_000_000);
  const cloud = options.cloud ?? fakeCloud({ [KEY]: {} });
  let status: ConnectionStatus = 'connected';
  let connectionKey = KEY;
  let session = {
    ...initialSessionState,
    clock: {
      ...initialSessionState.clock,
      clockOffsetMs: options.clockOffsetMs,
      rtdMs: options.rtdMs,
    },
  };
  const applied: AppliedAction[] = [];
  const pacer = new CommandPacer(clock, { maxPerWindow: options.budget ?? 150 });
  let pacerLoaded = true;
  const uploads: { url: string; name: string; body: string }[] = [];
  let uploadAnswer: Response = Response.json({ url: 'https://host.test/s/abc.csv' });
  const fetchUpload: typeof fetch = async (input, init) => {
    const form = init?.body;
    if (!(form instanceof FormData)) throw new Error('expected a form');
    const file = form.get('file');
    if (!(file instanceof Blob)) throw new Error('expected a file');
    uploads.push({
      url: input instanceof Request ? input.url : input.toString(),
      name: file instanceof File ? file.name : '',
      body: await readText(file),
    });
    return uploadAnswer;
  };
  const deps: PlaybackPortDeps = {
    store: {
      get: () => ({ status, connectionKey }),
      session: () => session,
      runtime: () => cloud.runtime,
      apply: (action) => {
        applied.push(action);
        session = reduce(session, action);
      },
    },
    pacer: () => (pacerLoaded ? pacer : undefined),
    clock,
    scriptUploadUrl: () => UPLOAD_URL,
    fetch: fetchUpload,
    upload: () => Promise.resolve(uploadScript),
    group: options.group ?? (() => undefined),
    groupSettled: options.groupSettled ?? (() => Promise.resolve()),
    ownParts: options.ownParts ?? (() => new Set()),
    alongLag: options.alongLag ?? { record: () => undefined },
  };
  const port = createPlaybackPort(deps);
  return {
    port,
    clock,
    cloud,
    applied,
    pacer,
    uploads,
    session: () => session,
    setStatus: (next: ConnectionStatus) => (status = next),
    setKey: (next: string) => (connectionKey = next),
    unloadPacer: () => (pacerLoaded = false),
    answerUpload: (response: Response) => (uploadAnswer = response),
  };
}

/** jsdom's Blob has no `text()`. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

const PLAY = { startTimeMs: 12_000, serverTimeMs: 5_000_000, playbackRate: 1.5, loop: true };

describe('createPlaybackPort: time', () => {
  it("gives the server time from the client clock and the session's clock sync", () => {
    const { port, clock } = setup({ clockOffsetMs: 2_500, rtdMs: 42 });
    expect(port.serverTimeMs()).toBe(1_002_500);
    clock.advance(1_000);
    expect(port.serverTimeMs()).toBe(1_003_500);
    expect(port.clockOffsetMs()).toBe(2_500);
    expect(port.clockRoundTripMs()).toBe(42);
  });

  it('says the offset and round trip are unknown before a clock sync, and takes no offset', () => {
    const { port } = setup();
    expect(port.serverTimeMs()).toBe(1_000_000);
    expect(port.clockOffsetMs()).toBeUndefined();
    expect(port.clockRoundTripMs()).toBeUndefined();
  });
});

describe('createPlaybackPort: HSSP', () => {
  it('sends the calls with their wire bodies to the connected device only', async () => {
    const { port, cloud } = setup();
    await port.hssp.play(PLAY);
    await port.hssp.syncTime({ currentTimeMs: 3_000, serverTimeMs: 5_001_000, filter: 0.9 });
    expect(cloud.calls.map(({ key, method, path, body }) => ({ key, method, path, body }))).toEqual(
      [
        {
          key: KEY,
          method: 'PUT',
          path: '/hssp/play',
          body: { start_time: 12_000, server_time: 5_000_000, playback_rate: 1.5, loop: true },
        },
        {
          key: KEY,
          method: 'PUT',
          path: '/hssp/synctime',
          body: { current_time: 3_000, server_time: 5_001_000, filter: 0.9 },
        },
      ],
    );
  });

  it('moves the setup state to SETTING_SCRIPT, then SCRIPT_SET with the answer (spec §4)', async () => {
    const { port, cloud, session, applied } = setup();
    cloud.hold('/hssp/setup');
    const setting = port.hssp.setup('https://host.test/s/abc.csv');
    await Promise.resolve();
    expect(session().hssp.internalState).toBe(HsspInternalState.SETTING_SCRIPT);
    cloud.release('/hssp/setup');
    const state = await setting;
    expect(state.play_state).toBe(2);
    expect(session().hssp.internalState).toBe(HsspInternalState.SCRIPT_SET);
    expect(applied.map((action) => action.type)).toEqual([
      'hssp_setup_started',
      'hssp_setup_succeeded',
    ]);
    // The player's events come over the stream too.
    expect(cloud.calls.at(-1)?.body).toEqual({ url: 'https://host.test/s/abc.csv', notify: true });
  });

  it('moves the setup state to SCRIPT_FAILED and rejects with the device error', async () => {
    const { port, cloud, session } = setup();
    cloud.device(KEY).failures['/hssp/setup'] = {
      code: 4000,
      name: 'UNSUPPORTED_URL',
      message: 'Unsupported URL',
    };
    await expect(port.hssp.setup('http://10.0.0.2/s.csv')).rejects.toMatchObject({
      code: 'device',
      deviceErrorCode: 4000,
    });
    expect(session().hssp.internalState).toBe(HsspInternalState.SCRIPT_FAILED);
  });

  it('records the player state each answer brings', async () => {
    const { port, session } = setup();
    await port.hssp.play(PLAY);
    expect(session().hssp.player.play_state).toBe(1);
    expect(session().hssp.player.playback_rate).toBe(1.5);
  });

  it("uploads the CSV to the script host in force and resolves with the host's URL", async () => {
    const { port, uploads, cloud } = setup();
    const url = await port.hssp.upload('0,0\n500,100\n', 'clip.csv');
    expect(url).toBe('https://host.test/s/abc.csv');
    expect(uploads).toEqual([{ url: UPLOAD_URL, name: 'clip.csv', body: '0,0\n500,100\n' }]);
    // An upload is not a device command.
    expect(cloud.calls).toEqual([]);
  });

  it("rejects with the host's refusal", async () => {
    const { port, answerUpload } = setup();
    answerUpload(Response.json({ error: 'File too large' }, { status: 413 }));
    const error: unknown = await port.hssp.upload('0,0\n', 'big.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyUploadError);
    expect(error).toMatchObject({ message: 'File too large' });
  });
});

describe('createPlaybackPort: HSP', () => {
  it('maps the arguments to the wire: setup, play with its embedded add, add, rate', async () => {
    const { port, cloud, session } = setup();
    await port.hsp.setup(4_000_000_001);
    const seed = { points: [{ t: 0, x: 10.4 }], tailPointStreamIndex: 1, flush: true };
    await port.hsp.play({ ...PLAY, pauseOnStarving: false, add: seed });
    await port.hsp.add({ points: [{ t: 100, x: 90 }], tailPointStreamIndex: 2 });
    await port.hsp.setPlaybackRate(0.5);
    await port.hsp.syncTime({ currentTimeMs: 100, serverTimeMs: 5_000_100, filter: 0.5 });
    const state = await port.hsp.state();
    expect(cloud.calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/hsp/setup', { stream_id: 4_000_000_001 }],
      [
        'PUT',
        '/hsp/play',
        {
          start_time: 12_000,
          server_time: 5_000_000,
          playback_rate: 1.5,
          loop: true,
          pause_on_starving: false,
          add: { points: [{ t: 0, x: 10 }], tail_point_stream_index: 1, flush: true },
        },
      ],
      ['PUT', '/hsp/add', { points: [{ t: 100, x: 90 }], tail_point_stream_index: 2 }],
      ['PUT', '/hsp/playbackrate', { playback_rate: 0.5 }],
      ['PUT', '/hsp/synctime', { current_time: 100, server_time: 5_000_100, filter: 0.5 }],
      ['GET', '/hsp/state', undefined],
    ]);
    expect(state.points).toBe(2);
    expect(session().hsp).toMatchObject({ stream_id: 4_000_000_001, points: 2, loop: true });
  });

  it('waits for the command budget in order, and sends a stop at once past it', async () => {
    const { port, cloud, clock, pacer } = setup({ budget: 2 });
    await port.hsp.pause();
    await port.hsp.pause();
    expect(pacer.used(KEY)).toBe(2);
    // The budget (two a window here) is spent: the next command waits, the stop does not.
    const waiting = port.hsp.add({ points: [{ t: 0, x: 0 }], tailPointStreamIndex: 1 });
    cloud.device(KEY).playerSetUp = true;
    await port.hsp.stop();
    expect(cloud.calls.map((call) => call.path)).toEqual(['/hsp/pause', '/hsp/pause', '/hsp/stop']);
    // Only the stop outlives the page: the one a page sends as it is left must reach the device.
    expect(cloud.calls.map((call) => call.keepalive)).toEqual([false, false, true]);
    clock.advance(60_000);
    await waiting;
    expect(cloud.calls.at(-1)?.path).toBe('/hsp/add');
  });

  it('rejects with what the SDK threw and records nothing', async () => {
    const { port, cloud, applied } = setup();
    cloud.device(KEY).online = false;
    await expect(port.hsp.pause()).rejects.toMatchObject({ code: 'device', deviceErrorCode: 1001 });
    expect(applied).toEqual([]);
  });

  it("does not record an answer once another device has taken the first one's place", async () => {
    const { port, cloud, applied, setKey } = setup();
    cloud.hold('/hsp/pause');
    const pausing = port.hsp.pause();
    await Promise.resolve();
    setKey('OtherKey1');
    cloud.release('/hsp/pause');
    await pausing;
    expect(cloud.calls[0]?.key).toBe(KEY);
    expect(applied).toEqual([]);
  });
});

describe('createPlaybackPort: without a device', () => {
  it.each<ConnectionStatus>(['idle', 'connecting', 'disconnected', 'error'])(
    'rejects every call with NoDeviceError while %s, sending nothing',
    async (status) => {
      const { port, cloud, uploads, setStatus } = setup();
      setStatus(status);
      await expect(port.hsp.setup(1)).rejects.toBeInstanceOf(NoDeviceError);
      await expect(port.hsp.stop()).rejects.toBeInstanceOf(NoDeviceError);
      await expect(port.hssp.play(PLAY)).rejects.toBeInstanceOf(NoDeviceError);
      await expect(port.hssp.setup('https://host.test/a.csv')).rejects.toBeInstanceOf(
        NoDeviceError,
      );
      await expect(port.hssp.upload('0,0\n', 'a.csv')).rejects.toBeInstanceOf(NoDeviceError);
      expect(cloud.calls).toEqual([]);
      expect(uploads).toEqual([]);
    },
  );

  it('rejects while the command budget has not loaded with the device runtime', async () => {
    const { port, unloadPacer } = setup();
    unloadPacer();
    await expect(port.hsp.pause()).rejects.toBeInstanceOf(NoDeviceError);
  });
});

describe('createPlaybackPort: linked devices grouped', () => {
  const PEER = 'PlayPeer1';
  const OTHER = 'PlayOther1';
  const AWAY = 'PlayAway1';

  /** The device in use and a peer in a channel, another sent to on its own, one offline. */
  async function grouped(ownParts: ReadonlySet<string> = new Set()) {
    // Each player was set up before: a stop of one that never was is "Illegal state.".
    const ready = { playerSetUp: true };
    const cloud = fakeCloud(
      { [KEY]: ready, [PEER]: ready, [OTHER]: ready, [AWAY]: { online: false } },
      { channels: true },
    );
    const channels = cloud.channelApi;
    if (!channels) throw new Error('the fake cloud has channels');
    const created = await channels.create({ name: 'Glide' });
    const owner = channels.channel(created.channel_ref, created.channel_key);
    await owner.add(KEY);
    await owner.add(PEER);
    const group: GroupState = {
      status: 'formed',
      connectionKeys: [KEY, PEER, OTHER, AWAY],
      group: {
        plan: {
          channelKeys: [KEY, PEER],
          direct: [
            { connectionKey: OTHER, reason: 'unknown' },
            { connectionKey: AWAY, reason: 'offline' },
          ],
        },
        reference: created.channel_ref,
        firstSubscriber: KEY,
      },
    };
    cloud.calls.length = 0;
    const port = setup({ cloud, group: () => group, ownParts: () => ownParts });
    return { ...port, reference: created.channel_ref, state: group, group };
  }

  const sentTo = (calls: ReadonlyArray<{ key: string; method: string; path: string }>) =>
    calls.map((call) => `${call.key} ${call.method} ${call.path}`).sort();

  it('sends what takes a channel once through it, and to the linked device outside it', async () => {
    const { port, cloud, reference } = await grouped();
    await port.hssp.setup('https://host.test/s/abc.csv');
    await port.hssp.play(PLAY);
    await port.hssp.syncTime({ currentTimeMs: 1_000, serverTimeMs: 5_001_000, filter: 0.5 });
    expect(sentTo(cloud.calls)).toEqual(
      sentTo(
        ['PUT /hssp/setup', 'PUT /hssp/play', 'PUT /hssp/synctime'].flatMap((call) => [
          { key: reference, ...split(call) },
          { key: OTHER, ...split(call) },
        ]),
      ),
    );
    // Both devices in the channel got it; the offline one was sent nothing.
    expect(cloud.device(PEER).player.play_state).toBe(cloud.device(KEY).player.play_state);
    expect(cloud.calls.some((call) => call.key === AWAY)).toBe(false);
  });

  it('sends what takes one key to each device, and reads the device in use only', async () => {
    const { port, cloud } = await grouped();
    await port.hsp.add({ points: [{ t: 0, x: 10 }], tailPointStreamIndex: 1 });
    expect(sentTo(cloud.calls)).toEqual(
      [KEY, PEER, OTHER].map((key) => `${key} PUT /hsp/add`).sort(),
    );
    cloud.calls.length = 0;
    await port.hsp.state();
    expect(sentTo(cloud.calls)).toEqual([`${KEY} GET /hsp/state`]);
  });

  it('waits for a group being formed before a setup, so the linked devices start with it', async () => {
    const formed = await grouped();
    let state: GroupState = { status: 'forming', connectionKeys: [KEY, PEER, OTHER, AWAY] };
    let settle: () => void = () => undefined;
    const { port, cloud } = setup({
      cloud: formed.cloud,
      group: () => state,
      groupSettled: () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    });
    const setupDone = port.hssp.setup('https://host.test/s/abc.csv');
    // Long enough for a setup that did not wait to have reached the cloud.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cloud.calls).toEqual([]);
    state = formed.state;
    settle();
    await setupDone;
    expect(sentTo(cloud.calls)).toEqual(
      [formed.reference, OTHER].map((key) => `${key} PUT /hssp/setup`).sort(),
    );
  });

  it('leaves a device outside the channel that plays its own part out, and keeps the channel', async () => {
    const { port, cloud } = await grouped(new Set([OTHER]));
    await port.hssp.setup('https://host.test/s/abc.csv');
    await port.hsp.add({ points: [{ t: 0, x: 10 }], tailPointStreamIndex: 1 });
    await port.hssp.stop();
    const reference = cloud.calls.find((call) => call.path === '/hssp/setup')?.key ?? '';
    expect(reference).toMatch(/^chref:/);
    expect(sentTo(cloud.calls)).toEqual(
      [
        `${reference} PUT /hssp/setup`,
        `${KEY} PUT /hsp/add`,
        `${PEER} PUT /hsp/add`,
        `${KEY} PUT /hssp/stop`,
        `${reference} PUT /hssp/stop`,
      ].sort(),
    );
  });

  it('measures how far each linked device sent to on its own is behind the device in use', async () => {
    const recorded: Array<[string, number]> = [];
    const { cloud, group } = await grouped();
    const measured = setup({
      cloud,
      group: () => group,
      alongLag: { record: (key, lagMs) => recorded.push([key, lagMs]) },
    });
    const playing = { play_state: 1, stream_id: 3, playback_rate: 1 };
    Object.assign(cloud.device(KEY).player, { ...playing, current_time: 12_000 });
    Object.assign(cloud.device(PEER).player, { ...playing, current_time: 11_975 });
    Object.assign(cloud.device(OTHER).player, { ...playing, current_time: 12_010 });
    await measured.port.hsp.add({ points: [{ t: 0, x: 10 }], tailPointStreamIndex: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorded.sort()).toEqual(
      [
        [OTHER, -10],
        [PEER, 25],
      ].sort(),
    );
    // Through the channel, one answer stands for all: nothing is measured.
    recorded.length = 0;
    await measured.port.hssp.play(PLAY);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorded).toEqual([]);
  });

  it('does not use a channel that holds a device playing its own part: the others get their own calls', async () => {
    const { port, cloud } = await grouped(new Set([PEER]));
    await port.hssp.setup('https://host.test/s/abc.csv');
    await port.hssp.stop();
    expect(sentTo(cloud.calls)).toEqual(
      [KEY, OTHER].flatMap((key) => [`${key} PUT /hssp/setup`, `${key} PUT /hssp/stop`]).sort(),
    );
    expect(cloud.calls.some((call) => call.key.startsWith('chref:') || call.key === PEER)).toBe(
      false,
    );
  });

  it('stops with the device in use’s own stop, never waiting for the channel', async () => {
    const { port, cloud, reference } = await grouped();
    cloud.hold('/hssp/stop', reference);
    await port.hssp.stop();
    expect(sentTo(cloud.calls)).toEqual(
      [KEY, reference, OTHER].map((key) => `${key} PUT /hssp/stop`).sort(),
    );
    cloud.release('/hssp/stop', reference);
    cloud.calls.length = 0;
    // HSP's stop takes one key: each device gets its own, the channel nothing.
    await port.hsp.stop();
    expect(sentTo(cloud.calls)).toEqual(
      [KEY, PEER, OTHER].map((key) => `${key} PUT /hsp/stop`).sort(),
    );
  });
});

/** `METHOD /path` as a call's fields. */
function split(call: string): { method: string; path: string } {
  const [method = '', path = ''] = call.split(' ');
  return { method, path };
}
