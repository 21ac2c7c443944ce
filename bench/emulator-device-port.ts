/**
 * The engine's device port on an in-process emulator, for simulations on a fake clock: every call
 * is a real request to the emulator's HTTP app (validation, ≤ 100 points per add, injected
 * latency and jitter, rate limit), so what the engine sends is checked as the provider would.
 * The server time is exact (the emulator's own server clock) unless a client's estimate is set.
 */
import type { PlaybackDevicePort, PlayerStateLike, PortHspAddArgs } from '@glide/core';
import type { Emulator, EmulatorInstance } from '@glide/emulator';
import { DEMO_APP_ID } from '@glide/emulator';

/** A port and what it counted. */
export interface EmulatorDevicePort {
  readonly port: PlaybackDevicePort;
  /**
   * Replaces the exact server time by a client's estimate: the emulator's clock plus `offsetMs`,
   * as from a client clock sync (`syncClock` over `/servertime`).
   */
  readonly useClockOffset: (offsetMs: number, roundTripMs: number) => void;
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
  let estimate: { offsetMs: number; roundTripMs: number } | undefined;
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
    serverTimeMs: () =>
      estimate ? emulator.clock.now() + estimate.offsetMs : emulator.serverTimeMs(),
    clockRoundTripMs: () => estimate?.roundTripMs ?? 0,
    clockOffsetMs: () => estimate?.offsetMs ?? emulator.serverOffsetMs,
    hssp: {
      async upload(csv, filename) {
        count += 1;
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
        const response = await instance.app.request('/api/script/v0/temp/upload', {
          method: 'POST',
          body: form,
        });
        const answer = (await response.json()) as { url?: string; error?: string };
        if (!answer.url) throw new Error(`upload: ${response.status} ${answer.error ?? ''}`);
        return answer.url;
      },
      setup: (url) => state('PUT', '/hssp/setup', { url }),
      play: (args) =>
        state('PUT', '/hssp/play', {
          start_time: args.startTimeMs,
          server_time: args.serverTimeMs,
          playback_rate: args.playbackRate,
          loop: args.loop,
        }),
      stop: () => state('PUT', '/hssp/stop'),
      syncTime: (args) =>
        state('PUT', '/hssp/synctime', {
          current_time: args.currentTimeMs,
          server_time: args.serverTimeMs,
          filter: args.filter,
        }),
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
      state: () => state('GET', '/hsp/state'),
    },
  };
  return {
    port,
    useClockOffset: (offsetMs, roundTripMs) => {
      estimate = { offsetMs, roundTripMs };
    },
    requests: () => count,
  };
}
