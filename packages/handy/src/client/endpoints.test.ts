import { FakeClock } from '@glide/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFakeFetch, resultResponse } from '../testing/fake-fetch';
import {
  deviceInfo,
  firmwareVersion,
  hampState,
  hspState,
  hvpState,
  modeResult,
  otaProgress,
  sliderState,
  strokeSettings,
  systemInterfaces,
  timeInfo,
} from '../testing/fixtures';
import { createHandyClient } from './create-client';
import type { HandyError } from '../errors';
import type { CallOptions } from '../http/transport';
import type { HampState, HspState } from '../schemas/protocols';
import type { DeviceApi, MulticastOutcome } from './device-api';

interface EndpointCase {
  readonly name: string;
  readonly call: (api: DeviceApi) => Promise<unknown>;
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly body?: unknown;
  readonly query?: Record<string, string>;
  /** The `result` the fake server answers with. */
  readonly result: unknown;
  /** What the method resolves with, when it differs from `result`. */
  readonly expected?: unknown;
}

const ack = { result: 'ok', expected: undefined };

const cases: EndpointCase[] = [
  { name: 'info', call: (d) => d.info(), method: 'GET', path: '/info', result: deviceInfo },
  {
    name: 'connected',
    call: (d) => d.connected(),
    method: 'GET',
    path: '/connected',
    result: { connected: true },
  },
  { name: 'mode', call: (d) => d.mode(), method: 'GET', path: '/mode', result: modeResult },
  {
    name: 'setMode',
    call: (d) => d.setMode(4),
    method: 'PUT',
    path: '/mode2',
    body: { mode: 4 },
    result: modeResult,
  },
  {
    name: 'setModeLegacy',
    call: (d) => d.setModeLegacy(0),
    method: 'PUT',
    path: '/mode',
    body: { mode: 0 },
    ...ack,
  },
  {
    name: 'capabilities',
    call: (d) => d.capabilities(),
    method: 'GET',
    path: '/capabilities',
    result: { slider: 1, lra: 0, erm: 0, battery: false },
  },
  {
    name: 'sids',
    call: (d) => d.sids(),
    method: 'GET',
    path: '/sids',
    result: { boot_session_id: 99, socket_session_id: 1, mode_session_id: 3 },
  },
  {
    name: 'statistics',
    call: (d) => d.statistics(),
    method: 'GET',
    path: '/statistics',
    result: { timestamp: 1000, total_bytes: 5 },
  },
  {
    name: 'sliderSettings (x_limit_end normalised)',
    call: (d) => d.sliderSettings(),
    method: 'GET',
    path: '/settings/slider',
    result: { x_limit_start: 0, x_limit_end: 110, turn_time: 200 },
    expected: { x_limit_start: 0, x_limit_stop: 110, turn_time: 200 },
  },
  {
    name: 'hamp.state',
    call: (d) => d.hamp.state(),
    method: 'GET',
    path: '/hamp/state',
    result: hampState,
  },
  {
    name: 'hamp.start',
    call: (d) => d.hamp.start(),
    method: 'PUT',
    path: '/hamp/start',
    result: hampState,
  },
  {
    name: 'hamp.stop',
    call: (d) => d.hamp.stop(),
    method: 'PUT',
    path: '/hamp/stop',
    result: hampState,
  },
  {
    name: 'hamp.setVelocity',
    call: (d) => d.hamp.setVelocity(0.75),
    method: 'PUT',
    path: '/hamp/velocity',
    body: { velocity: 0.75 },
    result: hampState,
  },
  {
    name: 'hamp.setStroke',
    call: (d) => d.hamp.setStroke({ min: 0.1, max: 0.8 }),
    method: 'PUT',
    path: '/hamp/stroke',
    body: { min: 0.1, max: 0.8 },
    result: hampState,
  },
  {
    name: 'hdsp.xava',
    call: (d) => d.hdsp.xava({ positionMm: 50, velocityMmPerS: 200, stopOnTarget: true }),
    method: 'PUT',
    path: '/hdsp/xava',
    body: { xa: 50, va: 200, stop_on_target: true },
    ...ack,
  },
  {
    name: 'hdsp.xavp',
    call: (d) => d.hdsp.xavp({ positionMm: 50, velocityFraction: 0.5, immediateResponse: true }),
    method: 'PUT',
    path: '/hdsp/xavp',
    body: { xa: 50, vp: 0.5, immediate_rsp: true },
    ...ack,
  },
  {
    name: 'hdsp.xpva',
    call: (d) => d.hdsp.xpva({ positionFraction: 0.3, velocityMmPerS: 150 }),
    method: 'PUT',
    path: '/hdsp/xpva',
    body: { xp: 0.3, va: 150 },
    ...ack,
  },
  {
    name: 'hdsp.xpvp',
    call: (d) =>
      d.hdsp.xpvp({
        positionFraction: 1,
        velocityFraction: 0.2,
        stopOnTarget: false,
        immediateResponse: false,
      }),
    method: 'PUT',
    path: '/hdsp/xpvp',
    body: { xp: 1, vp: 0.2, stop_on_target: false, immediate_rsp: false },
    ...ack,
  },
  {
    name: 'hdsp.xat',
    call: (d) => d.hdsp.xat({ positionMm: 20, durationMs: 400 }),
    method: 'PUT',
    path: '/hdsp/xat',
    body: { xa: 20, t: 400 },
    ...ack,
  },
  {
    name: 'hdsp.xpt',
    call: (d) => d.hdsp.xpt({ positionFraction: 0.9, durationMs: 250 }),
    method: 'PUT',
    path: '/hdsp/xpt',
    body: { xp: 0.9, t: 250 },
    ...ack,
  },
  {
    name: 'hssp.state',
    call: (d) => d.hssp.state(),
    method: 'GET',
    path: '/hssp/state',
    result: hspState,
  },
  {
    name: 'hssp.setup',
    call: (d) => d.hssp.setup({ url: 'https://scripts.example/a.csv', notify: true }),
    method: 'PUT',
    path: '/hssp/setup',
    body: { url: 'https://scripts.example/a.csv', notify: true },
    result: hspState,
  },
  {
    name: 'hssp.play',
    call: (d) =>
      d.hssp.play({
        startTimeMs: 1000,
        serverTimeMs: 1_700_000_000_000,
        playbackRate: 1.5,
        loop: true,
      }),
    method: 'PUT',
    path: '/hssp/play',
    body: { start_time: 1000, server_time: 1_700_000_000_000, playback_rate: 1.5, loop: true },
    result: hspState,
  },
  {
    name: 'hssp.stop',
    call: (d) => d.hssp.stop(),
    method: 'PUT',
    path: '/hssp/stop',
    result: hspState,
  },
  {
    name: 'hssp.pause',
    call: (d) => d.hssp.pause(),
    method: 'PUT',
    path: '/hssp/pause',
    result: hspState,
  },
  {
    name: 'hssp.resume (camelCase pickUp)',
    call: (d) => d.hssp.resume({ pickUp: true }),
    method: 'PUT',
    path: '/hssp/resume',
    body: { pickUp: true },
    result: hspState,
  },
  {
    name: 'hssp.syncTime',
    call: (d) =>
      d.hssp.syncTime({ currentTimeMs: 5000, serverTimeMs: 1_700_000_005_000, filter: 0.9 }),
    method: 'PUT',
    path: '/hssp/synctime',
    body: { current_time: 5000, server_time: 1_700_000_005_000, filter: 0.9 },
    result: hspState,
  },
  {
    name: 'hsp.setup',
    call: (d) => d.hsp.setup({ streamId: 4_294_967_295 }),
    method: 'PUT',
    path: '/hsp/setup',
    body: { stream_id: 4_294_967_295 },
    result: hspState,
  },
  {
    name: 'hsp.setup without a stream id',
    call: (d) => d.hsp.setup(),
    method: 'PUT',
    path: '/hsp/setup',
    body: {},
    result: hspState,
  },
  {
    name: 'hsp.add (points rounded)',
    call: (d) =>
      d.hsp.add({
        points: [
          { t: 0.4, x: 10.6 },
          { t: 250.5, x: 99.4 },
        ],
        tailPointStreamIndex: 2,
        flush: true,
        tailPointThreshold: 1,
      }),
    method: 'PUT',
    path: '/hsp/add',
    body: {
      points: [
        { t: 0, x: 11 },
        { t: 251, x: 99 },
      ],
      tail_point_stream_index: 2,
      flush: true,
      tail_point_threshold: 1,
    },
    result: hspState,
  },
  {
    name: 'hsp.play (with embedded add)',
    call: (d) =>
      d.hsp.play({
        startTimeMs: 0,
        serverTimeMs: 1_700_000_000_000,
        playbackRate: 1,
        loop: false,
        pauseOnStarving: true,
        add: { points: [{ t: 10, x: 50.2 }], tailPointStreamIndex: 1 },
      }),
    method: 'PUT',
    path: '/hsp/play',
    body: {
      start_time: 0,
      server_time: 1_700_000_000_000,
      playback_rate: 1,
      loop: false,
      pause_on_starving: true,
      add: { points: [{ t: 10, x: 50 }], tail_point_stream_index: 1 },
    },
    result: hspState,
  },
  {
    name: 'hsp.stop',
    call: (d) => d.hsp.stop(),
    method: 'PUT',
    path: '/hsp/stop',
    result: hspState,
  },
  {
    name: 'hsp.pause',
    call: (d) => d.hsp.pause(),
    method: 'PUT',
    path: '/hsp/pause',
    result: hspState,
  },
  {
    name: 'hsp.resume (snake_case pick_up)',
    call: (d) => d.hsp.resume({ pickUp: false }),
    method: 'PUT',
    path: '/hsp/resume',
    body: { pick_up: false },
    result: hspState,
  },
  {
    name: 'hsp.flush',
    call: (d) => d.hsp.flush(),
    method: 'PUT',
    path: '/hsp/flush',
    result: hspState,
  },
  {
    name: 'hsp.state',
    call: (d) => d.hsp.state(),
    method: 'GET',
    path: '/hsp/state',
    result: hspState,
  },
  {
    name: 'hsp.setThreshold',
    call: (d) => d.hsp.setThreshold(80),
    method: 'PUT',
    path: '/hsp/threshold',
    body: { tail_point_threshold: 80 },
    result: hspState,
  },
  {
    name: 'hsp.setPauseOnStarving',
    call: (d) => d.hsp.setPauseOnStarving(true),
    method: 'PUT',
    path: '/hsp/pause/onstarving',
    body: { pause_on_starving: true },
    result: hspState,
  },
  {
    name: 'hsp.setLoop',
    call: (d) => d.hsp.setLoop(true),
    method: 'PUT',
    path: '/hsp/loop',
    body: { loop: true },
    result: hspState,
  },
  {
    name: 'hsp.setPlaybackRate',
    call: (d) => d.hsp.setPlaybackRate(0.5),
    method: 'PUT',
    path: '/hsp/playbackrate',
    body: { playback_rate: 0.5 },
    result: hspState,
  },
  {
    name: 'hsp.syncTime',
    call: (d) => d.hsp.syncTime({ currentTimeMs: 100, serverTimeMs: 200 }),
    method: 'PUT',
    path: '/hsp/synctime',
    body: { current_time: 100, server_time: 200, filter: 0.5 },
    result: hspState,
  },
  {
    name: 'hstp.info',
    call: (d) => d.hstp.info(),
    method: 'GET',
    path: '/hstp/info',
    result: timeInfo,
  },
  {
    name: 'hstp.clockSync synchronous',
    call: (d) => d.hstp.clockSync({ synchronous: true }),
    method: 'GET',
    path: '/hstp/clocksync',
    query: { s: 'true' },
    result: timeInfo,
  },
  {
    name: 'hstp.clockSync asynchronous',
    call: (d) => d.hstp.clockSync({ synchronous: false }),
    method: 'GET',
    path: '/hstp/clocksync',
    query: { s: 'false' },
    ...ack,
  },
  {
    name: 'hstp.offset',
    call: (d) => d.hstp.offset(),
    method: 'GET',
    path: '/hstp/offset',
    result: { offset: -40 },
  },
  {
    name: 'hstp.setOffset',
    call: (d) => d.hstp.setOffset(-25),
    method: 'PUT',
    path: '/hstp/offset',
    body: { offset: -25 },
    ...ack,
  },
  {
    name: 'hvp.state',
    call: (d) => d.hvp.state(),
    method: 'GET',
    path: '/hvp/state',
    result: hvpState,
  },
  {
    name: 'hvp.setState',
    call: (d) => d.hvp.setState({ amplitude: 0.4, frequency: 120, position: 30 }),
    method: 'PUT',
    path: '/hvp/state',
    body: { amplitude: 0.4, frequency: 120, position: 30 },
    result: hvpState,
  },
  {
    name: 'hvp.start',
    call: (d) => d.hvp.start(),
    method: 'PUT',
    path: '/hvp/start',
    result: hvpState,
  },
  {
    name: 'hvp.stop',
    call: (d) => d.hvp.stop(),
    method: 'PUT',
    path: '/hvp/stop',
    result: hvpState,
  },
  {
    name: 'slider.state',
    call: (d) => d.slider.state(),
    method: 'GET',
    path: '/slider/state',
    result: sliderState,
  },
  {
    name: 'slider.stroke',
    call: (d) => d.slider.stroke(),
    method: 'GET',
    path: '/slider/stroke',
    result: strokeSettings,
  },
  {
    name: 'slider.setStroke (min only)',
    call: (d) => d.slider.setStroke({ min: 0.2 }),
    method: 'PUT',
    path: '/slider/stroke',
    body: { min: 0.2 },
    result: strokeSettings,
  },
  {
    name: 'stream.setup',
    call: (d) => d.stream.setup({ streamRef: '01HSTREAM', notify: true }),
    method: 'PUT',
    path: '/stream/setup',
    body: { stream_ref: '01HSTREAM', notify: true },
    result: hspState,
  },
  {
    name: 'stream.play',
    call: (d) =>
      d.stream.play({ startTimeMs: 0, serverTimeMs: 99, loop: true, pauseOnStarving: false }),
    method: 'PUT',
    path: '/stream/play',
    body: { start_time: 0, server_time: 99, loop: true, pause_on_starving: false },
    result: hspState,
  },
  {
    name: 'stream.stop',
    call: (d) => d.stream.stop(),
    method: 'PUT',
    path: '/stream/stop',
    result: hspState,
  },
  {
    name: 'stream.state',
    call: (d) => d.stream.state(),
    method: 'GET',
    path: '/stream/state',
    result: hspState,
  },
  {
    name: 'stream.syncTime',
    call: (d) => d.stream.syncTime({ currentTimeMs: 1, serverTimeMs: 2, filter: 0.5 }),
    method: 'PUT',
    path: '/stream/synctime',
    body: { current_time: 1, server_time: 2, filter: 0.5 },
    result: hspState,
  },
  {
    name: 'system.interfaces',
    call: (d) => d.system.interfaces(),
    method: 'GET',
    path: '/system/interfaces/status',
    result: systemInterfaces,
  },
  {
    name: 'system.setInterfaces',
    call: (d) => d.system.setInterfaces({ wifi: true, ble: false }),
    method: 'PUT',
    path: '/system/interfaces/status',
    body: { wifi: true, ble: false },
    result: systemInterfaces,
  },
  {
    name: 'system.environment',
    call: (d) => d.system.environment(),
    method: 'GET',
    path: '/system/environment',
    result: { environment: 1 },
  },
  {
    name: 'system.setEnvironment',
    call: (d) => d.system.setEnvironment(2),
    method: 'PUT',
    path: '/system/environment',
    body: { environment: 2 },
    result: { environment: 2 },
  },
  {
    name: 'system.reboot',
    call: (d) => d.system.reboot(1),
    method: 'PUT',
    path: '/system/reboot',
    body: { connection_mode: 1 },
    ...ack,
  },
  {
    name: 'ota.latest',
    call: (d) => d.ota.latest(),
    method: 'GET',
    path: '/ota/latest',
    result: firmwareVersion,
  },
  {
    name: 'ota.versions (all)',
    call: (d) => d.ota.versions(),
    method: 'GET',
    path: '/ota/versions',
    query: {},
    result: { versions: [firmwareVersion] },
  },
  {
    name: 'ota.versions (staging)',
    call: (d) => d.ota.versions('staging'),
    method: 'GET',
    path: '/ota/versions',
    query: { s: 'staging' },
    result: { versions: [] },
  },
  {
    name: 'ota.updateLatest',
    call: (d) => d.ota.updateLatest(),
    method: 'PUT',
    path: '/ota/update/latest',
    result: otaProgress,
  },
  {
    name: 'ota.updateVersion',
    call: (d) => d.ota.updateVersion({ version: '4.3.0', featureFlags: 'staging' }),
    method: 'PUT',
    path: '/ota/update/version',
    body: { version: '4.3.0', feature_flags: 'staging' },
    result: otaProgress,
  },
  {
    name: 'ota.setChannel',
    call: (d) => d.ota.setChannel('staging'),
    method: 'PUT',
    path: '/ota/channel',
    body: { feature_flags: 'staging' },
    result: { fw_status: 1, fw_version: '4.2.2', fw_feature_flags: 'staging', session_id: 'S1' },
  },
  {
    name: 'ota.progress',
    call: (d) => d.ota.progress(),
    method: 'GET',
    path: '/ota/update/progress',
    result: otaProgress,
  },
];

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
