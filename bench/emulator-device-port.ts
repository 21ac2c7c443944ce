/**
 * The engine's device port on an in-process emulator, for simulations on a fake clock: every call
 * is a real request to the emulator's HTTP app (validation, ≤ 100 points per add, injected
 * latency and jitter, rate limit), so what the engine sends is checked as the provider would.
 * The estimated server time is exact (the emulator's own server clock), so only latency, jitter
 * and the engine's own choices are measured.
 */
import type { PlaybackDevicePort, PlayerStateLike, PortHspAddArgs } from '@glide/core';
import type { Emulator, EmulatorInstance } from '@glide/emulator';
import { DEMO_APP_ID } from '@glide/emulator';

/** A port and what it counted. */
export interface EmulatorDevicePort {
  readonly port: PlaybackDevicePort;
  /** Requests sent so far. */
  readonly requests: () => number;
}

function addBody(add: PortHspAddArgs): Record<string, unknown> {
  return {
    points: add.points,
    tail_point_stream_index: add.tailPointStreamIndex,
    ...(add.flush === undefined ? {} : { flush: add.flush }),
    ...(add.tailPointThreshold === undefined
      ? {}
      : { tail_point_threshold: add.tailPointThreshold }),
  };
}

/** A port for `connectionKey` on `instance` (created with the emulator's own fake clock). */
export function emulatorDevicePort(
  instance: EmulatorInstance,
  connectionKey: string,
): EmulatorDevicePort {
  const emulator: Emulator = instance.emulator;
  let count = 0;
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    count += 1;
    const response = await instance.app.request(`/api/handy-rest/v3${path}`, {
      method,
      headers: {
        'X-Api-Key': DEMO_APP_ID,
        'X-Connection-Key': connectionKey,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { result?: unknown; error?: unknown };
    if (!response.ok || answer.error !== undefined) {
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.error)}`);
    }
    return answer.result;
  };
  const state = async (method: string, path: string, body?: unknown) =>
    (await call(method, path, body)) as PlayerStateLike;
  const port: PlaybackDevicePort = {
    serverTimeMs: () => emulator.serverTimeMs(),
    clockRoundTripMs: () => 0,
    clockOffsetMs: () => emulator.serverOffsetMs,
    hssp: {
      upload: () => Promise.reject(new Error('HSSP is not simulated here')),
      setup: () => Promise.reject(new Error('HSSP is not simulated here')),
      play: () => Promise.reject(new Error('HSSP is not simulated here')),
      pause: () => state('PUT', '/hssp/pause'),
      stop: () => state('PUT', '/hssp/stop'),
      syncTime: () => Promise.reject(new Error('HSSP is not simulated here')),
    },
    hsp: {
      setup: (streamId) => state('PUT', '/hsp/setup', { stream_id: streamId }),
      add: (args) => state('PUT', '/hsp/add', addBody(args)),
      play: (args) =>
        state('PUT', '/hsp/play', {
          start_time: args.startTimeMs,
          server_time: args.serverTimeMs,
          playback_rate: args.playbackRate,
          loop: args.loop,
          pause_on_starving: args.pauseOnStarving,
          ...(args.add ? { add: addBody(args.add) } : {}),
        }),
      pause: () => state('PUT', '/hsp/pause'),
      stop: () => state('PUT', '/hsp/stop'),
      syncTime: (args) =>
        state('PUT', '/hsp/synctime', {
          current_time: args.currentTimeMs,
          server_time: args.serverTimeMs,
          filter: args.filter,
        }),
      setPlaybackRate: (rate) => state('PUT', '/hsp/playbackrate', { playback_rate: rate }),
      setLoop: (loop) => state('PUT', '/hsp/loop', { loop }),
      setThreshold: (threshold) =>
        state('PUT', '/hsp/threshold', { tail_point_threshold: threshold }),
      state: () => state('GET', '/hsp/state'),
    },
  };
  return { port, requests: () => count };
}
