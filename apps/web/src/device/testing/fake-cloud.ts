/**
 * Test support: a fake Handy cloud behind the real SDK. Its `fetch` answers like API v3 (reference
 * envelopes) from a small, changing model of each device, records every call with its key, and can
 * hold the calls to a path until the test releases them. A key it was not told about is a Handy that
 * is online, in IDLE, with the defaults of {@link newDevice}.
 */
import {
  channelDevice,
  createChannelApi,
  createHandyClient,
  DeviceMode,
  type ChannelApi,
  type DeviceInfo,
  type HampState,
  HspPlayState,
  type HspState,
  type HvpState,
} from '@glide/handy';
import type { DeviceRuntime } from '../connection/connection-store';
import { initialHsp, initialHvp } from '../session/initial-state';
import { deviceInfo } from '../session/testing/fixtures';

/** A device error the API answers with (HTTP 200, `{error}`). */
export interface DeviceFailure {
  readonly code: number;
  readonly name: string;
  readonly message: string;
}

/** One fake device: what it answers, changed by the calls it gets. Tests may change it too. */
export interface FakeDevice {
  /** An offline device answers every call but `/connected` with `DeviceNotConnected`. */
  online: boolean;
  /** What its event stream reports on connect, over the session fixture's Handy (model 0). */
  info?: Partial<DeviceInfo>;
  mode: number;
  hamp: HampState;
  hvp: HvpState;
  /** The stroke zone, 0–1 (the slider is 100 mm long). */
  stroke: { min: number; max: number };
  /** The user time offset, ms. */
  offset: number;
  /** A stop of an HSP/HSSP player that was never set up answers "Illegal state.". */
  playerSetUp: boolean;
  /** The HSP/HSSP player's state, as its calls answer it (see {@link playerAnswer}). */
  player: HspState;
  wifi: boolean;
  ble: boolean;
  ble_state: number;
  environment: number;
  statistics: Record<string, unknown>;
  capabilities: Record<string, unknown>;
  /** Calls to these paths, or below them (`/hvp` covers `/hvp/start`), answer with the error. */
  failures: Record<string, DeviceFailure>;
}

/** Fake devices by key, each as it differs from {@link newDevice}. */
export type DeviceSetups = Readonly<Record<string, Partial<FakeDevice>>>;

/** One request a device received. */
export interface FakeCall {
  readonly key: string;
  readonly method: string;
  readonly path: string;
  /** The query string, `?` included, or `''`. */
  readonly query: string;
  readonly body: unknown;
  /** The request was asked to outlive the page (`fetch`'s `keepalive`). */
  readonly keepalive: boolean;
}

/** What {@link fakeCloud} gives a test. */
export interface FakeCloud {
  /** The models by key: those the test named, and those created by a call since. */
  readonly devices: Record<string, FakeDevice>;
  readonly calls: FakeCall[];
  /** The model of `key`, created with the defaults when new. */
  readonly device: (key: string) => FakeDevice;
  /** Requests to `path` (only those for `key`, when given) wait (recorded already) until {@link release}. */
  readonly hold: (path: string, key?: string) => void;
  /** Lets the held requests to `path` (for `key`, when given) answer, and later ones at once. */
  readonly release: (path: string, key?: string) => void;
  /** The SDK's calls for a device runtime: one device, several at once, or a channel. */
  readonly runtime: Pick<DeviceRuntime, 'device' | 'multicast' | 'channel' | 'channels'>;
  /**
   * The channels opened (with {@link FakeCloudOptions.channels}): each device's key in the order
   * it joined, and whether it gets the channel's calls.
   */
  readonly channels: Map<string, FakeChannel>;
  /** The SDK's Channel API on this cloud ({@link FakeCloudOptions.channels}), for tests that set one up. */
  readonly channelApi: ChannelApi | undefined;
}

/** A channel of the fake cloud. */
export interface FakeChannel {
  readonly channelKey: string;
  open: boolean;
  readonly subscribers: Map<string, { active: boolean }>;
}

/** Options of {@link fakeCloud}. */
export interface FakeCloudOptions {
  /**
   * A Channel API beside the API (docs/api-extensions.md, as the emulator answers it, reduced):
   * without it the runtime has none, and linked devices go one by one as before channels.
   */
  readonly channels?: boolean;
}

/** The slider's length: absolute positions are the relative ones times this. */
const SLIDER_MM = 100;
const BASE_URL = 'https://cloud.test/api/v3';
const BASE_PATH = new URL(BASE_URL).pathname;
const CHANNEL_BASE_URL = 'https://cloud.test/api/channel/v1';
const CHANNEL_BASE_PATH = new URL(CHANNEL_BASE_URL).pathname;
/** The firmware-4 rule's refusal (docs/api-extensions.md). */
const FIRMWARE_NOT_SUPPORTED: DeviceFailure = {
  code: 5101,
  name: 'FirmwareNotSupported',
  message: 'Channels need firmware 4',
};

/** What a stopped player answers. */
const stoppedPlayer = { ...initialHsp, play_state: 2, max_points: 4000, stream_id: 7 };

/** A Handy on current firmware: online, in IDLE, HAMP and HVP stopped, both radios on. */
export function newDevice(setup: Partial<FakeDevice> = {}): FakeDevice {
  return {
    online: true,
    mode: DeviceMode.IDLE,
    hamp: { play_state: 0, velocity: 0, direction: true },
    hvp: { ...initialHvp },
    stroke: { min: 0, max: 1 },
    offset: 40,
    playerSetUp: false,
    player: { ...stoppedPlayer, play_state: HspPlayState.STOPPED },
    wifi: true,
    ble: true,
    ble_state: 2,
    environment: 0,
    statistics: {
      timestamp: '2024-02-13T14:50:05.123Z',
      total_messages: 12,
      total_bytes: 2_048,
      dropped_messages: 0,
    },
    capabilities: { slider: 1, lra: 0, battery: true, vulva_oriented: false },
    failures: {},
    ...setup,
  };
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
const numberField = (body: unknown, name: string): number | undefined => {
  const value = field(body, name);
  return typeof value === 'number' ? value : undefined;
};
const booleanField = (body: unknown, name: string): boolean | undefined => {
  const value = field(body, name);
  return typeof value === 'boolean' ? value : undefined;
};

const deviceError = (failure: DeviceFailure, connected = true) => ({
  error: { ...failure, connected },
});
const NOT_CONNECTED: DeviceFailure = {
  code: 1001,
  name: 'DeviceNotConnected',
  message: 'Not connected',
};

const PLAYER_STATE_AFTER: Readonly<Record<string, HspPlayState>> = {
  setup: HspPlayState.STOPPED,
  play: HspPlayState.PLAYING,
  pause: HspPlayState.PAUSED,
  // Only `/stream/stop` gets here: the HSP and HSSP stops have their own answer.
  stop: HspPlayState.STOPPED,
};

/**
 * A player call's answer (`/hsp/*`, `/hssp/*` but their stops, `/stream/*`): setup, play and pause set the play
 * state (STOPPED, PLAYING, PAUSED) and setup the mode; the stream id, rate, loop and adds are
 * taken as sent. Enough for the device layer's own tests; the engine has a real model of its own.
 */
function playerAnswer(device: FakeDevice, path: string, body: unknown): unknown {
  const [, protocol, call = ''] = path.split('/');
  const player = device.player;
  const playState = PLAYER_STATE_AFTER[call];
  if (playState !== undefined) player.play_state = playState;
  if (call === 'setup') {
    device.playerSetUp = true;
    device.mode = protocol === 'hssp' ? DeviceMode.HSSP : DeviceMode.HSP;
    player.stream_id = numberField(body, 'stream_id') ?? player.stream_id;
    Object.assign(player, { points: 0, current_point: -1, tail_point_stream_index: 0 });
  }
  player.playback_rate =
    numberField(body, 'playback_rate') ?? numberField(body, 'playbackRate') ?? player.playback_rate;
  player.loop = booleanField(body, 'loop') ?? player.loop;
  const add = call === 'add' ? body : field(body, 'add');
  const points = field(add, 'points');
  if (Array.isArray(points)) {
    player.points = (field(add, 'flush') === true ? 0 : player.points) + points.length;
    player.tail_point_stream_index =
      numberField(add, 'tail_point_stream_index') ?? player.tail_point_stream_index;
  }
  return { result: player };
}

/** The envelope `device` answers `method path` with, after changing its model. */
function answer(device: FakeDevice, method: string, path: string, body: unknown): unknown {
  if (path === '/connected') return { result: { connected: device.online } };
  if (!device.online) return deviceError(NOT_CONNECTED, false);
  const failure = Object.entries(device.failures).find(
    ([prefix]) => path === prefix || path.startsWith(`${prefix}/`),
  );
  if (failure) return deviceError(failure[1]);
  const { hamp, hvp, stroke } = device;
  const interfaces = () => ({
    wifi: device.wifi,
    ble: device.ble,
    ble_state: device.ble ? device.ble_state : 0,
    wifi_state: device.wifi ? 1 : 0,
  });
  switch (`${method} ${path}`) {
    case 'GET /info':
      return { result: deviceInfo(device.info) };
    case 'GET /mode':
      return { result: { mode: device.mode, mode_session_id: 3 } };
    case 'PUT /mode2':
      device.mode = numberField(body, 'mode') ?? device.mode;
      return { result: { mode: device.mode, mode_session_id: 3 } };
    case 'PUT /hamp/start':
      if (hamp.play_state === 0) hamp.velocity = 0;
      hamp.play_state = 1;
      device.mode = DeviceMode.HAMP;
      return { result: hamp };
    case 'PUT /hamp/stop':
      hamp.play_state = 0;
      return { result: hamp };
    case 'PUT /hamp/velocity':
      hamp.velocity = numberField(body, 'velocity') ?? hamp.velocity;
      return { result: hamp };
    case 'GET /hamp/state':
      return { result: hamp };
    case 'PUT /hvp/start':
      Object.assign(hvp, { enabled: true, amplitude: 0, frequency: 0 });
      device.mode = DeviceMode.VIBRATE;
      return { result: hvp };
    case 'PUT /hvp/stop':
      hvp.enabled = false;
      return { result: hvp };
    case 'PUT /hvp/state':
      hvp.amplitude = numberField(body, 'amplitude') ?? hvp.amplitude;
      hvp.frequency = numberField(body, 'frequency') ?? hvp.frequency;
      hvp.position = numberField(body, 'position') ?? hvp.position;
      return { result: hvp };
    case 'GET /hvp/state':
      return { result: hvp };
    case 'PUT /hsp/stop':
    case 'PUT /hssp/stop':
      if (!device.playerSetUp) {
        return deviceError({ code: 4201, name: 'IllegalState', message: 'Illegal state.' });
      }
      return { result: stoppedPlayer };
    case 'PUT /slider/stroke':
      stroke.min = numberField(body, 'min') ?? stroke.min;
      stroke.max = numberField(body, 'max') ?? stroke.max;
      return {
        result: {
          ...stroke,
          min_absolute: stroke.min * SLIDER_MM,
          max_absolute: stroke.max * SLIDER_MM,
        },
      };
    case 'GET /hstp/offset':
      return { result: { offset: device.offset } };
    case 'PUT /hstp/offset':
      device.offset = numberField(body, 'offset') ?? device.offset;
      return { result: 'ok' };
    case 'GET /hstp/clocksync':
      return { result: { time: 9_000, clock_offset: 1_234, rtd: 42 } };
    case 'GET /system/interfaces/status':
      return { result: interfaces() };
    case 'PUT /system/interfaces/status':
      device.wifi = booleanField(body, 'wifi') ?? device.wifi;
      device.ble = booleanField(body, 'ble') ?? device.ble;
      return { result: interfaces() };
    case 'GET /system/environment':
      return { result: { environment: device.environment } };
    case 'PUT /system/environment':
      device.environment = numberField(body, 'environment') ?? device.environment;
      return { result: { environment: device.environment } };
    case 'PUT /system/reboot':
      return { result: 'ok' };
    case 'GET /statistics':
      return { result: device.statistics };
    case 'GET /capabilities':
      return { result: device.capabilities };
    default:
      // Every HDSP move is acknowledged as sent.
      if (method === 'PUT' && path.startsWith('/hdsp/')) return { result: 'ok' };
      if (path.startsWith('/hsp/') || path.startsWith('/hssp/') || path.startsWith('/stream/')) {
        return playerAnswer(device, path, body);
      }
      return deviceError({ code: 2002, name: 'MethodNotFound', message: path });
  }
}

/** A fake cloud that knows the devices of `setups`. */
export function fakeCloud(setups: DeviceSetups = {}, options: FakeCloudOptions = {}): FakeCloud {
  const devices: Record<string, FakeDevice> = {};
  for (const [key, setup] of Object.entries(setups)) devices[key] = newDevice(setup);
  const device = (key: string): FakeDevice => (devices[key] ??= newDevice());
  const calls: FakeCall[] = [];
  const held = new Map<string, (() => void)[]>();
  const channels = new Map<string, FakeChannel>();

  /** The Channel API's answer (the emulator's, reduced to what Glide uses). */
  const channelAnswer = (headers: Headers, method: string, path: string, body: unknown) => {
    const view = (reference: string, channel: FakeChannel) => ({
      result: {
        channel_ref: reference,
        name: 'Glide',
        description: '',
        state: channel.open ? 'open' : 'closed',
        created: '2026-12-02T07:00:00.000Z',
        subscriber_count: channel.subscribers.size,
        subscribers: [...channel.subscribers].map(([key, subscriber]) => ({
          connection_key: key,
          active: subscriber.active,
          connected: device(key).online,
          added: '2026-12-02T07:00:00.000Z',
        })),
      },
    });
    if (method === 'POST' && path === '/channel') {
      const reference = `chref:FakeChannel${channels.size + 1}`;
      const channel: FakeChannel = {
        channelKey: `FakeChannelKey${channels.size + 1}`,
        open: true,
        subscribers: new Map(),
      };
      channels.set(reference, channel);
      const answer = view(reference, channel);
      return {
        status: 200,
        body: {
          result: { ...answer.result, channel_key: channel.channelKey, subscriber_key: 'Sub1' },
        },
      };
    }
    const reference = headers.get('X-Connection-Key') ?? '';
    const channel = channels.get(reference);
    if (!channel)
      return {
        status: 404,
        body: { error: { code: 5001, name: 'ChannelNotFound', message: 'Channel not found' } },
      };
    if (headers.get('X-Channel-Key') !== channel.channelKey) {
      return {
        status: 403,
        body: {
          error: { code: 5002, name: 'ChannelKeyRejected', message: 'Not a key of this channel' },
        },
      };
    }
    const key =
      typeof field(body, 'connection_key') === 'string'
        ? String(field(body, 'connection_key'))
        : '';
    switch (`${method} ${path}`) {
      case 'GET /channel':
        return { status: 200, body: view(reference, channel) };
      case 'PUT /channel/close':
        channel.open = false;
        return { status: 200, body: view(reference, channel) };
      case 'PUT /channel/subscribers/add': {
        const joining = device(key);
        if (!joining.online) return { status: 200, body: deviceError(NOT_CONNECTED, false) };
        if (/^[0-3]\./.test(joining.info?.fw_version ?? '4')) {
          return { status: 200, body: deviceError(FIRMWARE_NOT_SUPPORTED) };
        }
        const known = channel.subscribers.get(key);
        if (known) known.active = true;
        else channel.subscribers.set(key, { active: true });
        return { status: 200, body: view(reference, channel) };
      }
      case 'PUT /channel/subscribers/remove':
        channel.subscribers.delete(key);
        return { status: 200, body: view(reference, channel) };
      default:
        return { status: 404, body: { error: { code: 404, name: 'Not Found', message: path } } };
    }
  };

  /** A channel's call: every active subscriber's device gets it; the first's answer is the call's. */
  const channelCall = (reference: string, method: string, path: string, body: unknown) => {
    const channel = channels.get(reference);
    const members = channel?.open
      ? [...channel.subscribers].filter(([, subscriber]) => subscriber.active).map(([key]) => key)
      : [];
    const answers = members.map((key) => answer(device(key), method, path, body));
    return (
      answers.find((reply) => typeof reply === 'object' && reply !== null && 'result' in reply) ??
      answers[0] ??
      deviceError(NOT_CONNECTED, false)
    );
  };

  const fetchFake: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init?.headers);
    const key = headers.get('X-Connection-Key') ?? '';
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const json = { 'content-type': 'application/json' };
    if (url.pathname.startsWith(CHANNEL_BASE_PATH)) {
      const path = url.pathname.slice(CHANNEL_BASE_PATH.length);
      calls.push({ key, method, path: `channel:${path}`, query: '', body, keepalive: false });
      const reply = channelAnswer(headers, method, path, body);
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: json });
    }
    const path = url.pathname.slice(BASE_PATH.length);
    calls.push({ key, method, path, query: url.search, body, keepalive: init?.keepalive === true });
    const waiting = held.get(`${key} ${path}`) ?? held.get(`* ${path}`);
    if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    const reply = key.startsWith('chref:')
      ? channelCall(key, method, path, body)
      : answer(device(key), method, path, body);
    return new Response(JSON.stringify(reply), { headers: json });
  };

  const client = createHandyClient({
    baseUrl: BASE_URL,
    auth: { apiKey: 'test' },
    fetch: fetchFake,
  });
  const channelApi = options.channels
    ? createChannelApi({ baseUrl: CHANNEL_BASE_URL, auth: { apiKey: 'test' }, fetch: fetchFake })
    : undefined;
  return {
    devices,
    calls,
    device,
    hold: (path, key = '*') => {
      if (!held.has(`${key} ${path}`)) held.set(`${key} ${path}`, []);
    },
    release: (path, key = '*') => {
      const waiting = held.get(`${key} ${path}`) ?? [];
      held.delete(`${key} ${path}`);
      for (const resolve of waiting) resolve();
    },
    runtime: {
      device: (key) => client.device(key),
      multicast: (keys) => client.multicast(keys),
      channel: (reference) => channelDevice(client, reference),
      channels: () => Promise.resolve(channelApi),
    },
    channels,
    channelApi,
  };
}
