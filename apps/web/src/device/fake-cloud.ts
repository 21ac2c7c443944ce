/**
 * Test support: devices behind the real SDK. `fetch` answers like the API (reference envelopes,
 * the emulator's "Illegal state." for a player that was never set up), keeps a little state per
 * key (mode, stroke zone, time offset) and records every call with its key.
 */
import { createHandyClient, DeviceMode } from '@glide/handy';
import { z } from 'zod';
import type { DeviceRuntime } from './connection-store';

/** One fake device of the fake cloud: its mode, whether its player was set up, whether it answers. */
export interface FakeDevice {
  mode: number;
  stroke?: { min: number; max: number };
  offsetMs?: number;
  playerSetUp?: boolean;
  offline?: boolean;
}

export interface Call {
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const hspState = {
  play_state: 2,
  pause_on_starving: false,
  points: 0,
  max_points: 4000,
  current_point: -1,
  current_time: 0,
  loop: false,
  playback_rate: 1,
  first_point_time: 0,
  last_point_time: 0,
  stream_id: 7,
  tail_point_stream_index: 0,
  tail_point_stream_index_threshold: 0,
};

/** A fake cloud of `devices`; `runtime.device` is what the connection store's runtime gives. */
export function fakeCloud(devices: Record<string, FakeDevice>): {
  runtime: Pick<DeviceRuntime, 'device'>;
  calls: Call[];
} {
  const calls: Call[] = [];
  const fetchFake: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const path = url.pathname.replace('/api/v3', '');
    const key = new Headers(init?.headers).get('X-Connection-Key') ?? '';
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, method, path, body });
    const answer = (payload: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } }),
      );
    const deviceError = (code: number, name: string, message: string) =>
      answer({ error: { code, name, message, connected: code !== 1001 } });
    const device = devices[key];
    if (!device || device.offline) return deviceError(1001, 'DeviceNotConnected', 'Not connected');
    const modeResult = () => ({ mode: device.mode, mode_session_id: 3 });
    switch (`${method} ${path}`) {
      case 'GET /mode':
        return answer({ result: modeResult() });
      case 'PUT /mode2':
        device.mode = DeviceMode.IDLE;
        return answer({ result: modeResult() });
      case 'PUT /hamp/stop':
        device.mode = DeviceMode.HAMP;
        return answer({ result: { play_state: 0, velocity: 0.4, direction: true } });
      case 'PUT /slider/stroke': {
        const change = z
          .object({ min: z.number().optional(), max: z.number().optional() })
          .parse(body);
        const zone = {
          min: change.min ?? device.stroke?.min ?? 0,
          max: change.max ?? device.stroke?.max ?? 1,
        };
        device.stroke = zone;
        return answer({
          result: { ...zone, min_absolute: zone.min * 100, max_absolute: zone.max * 100 },
        });
      }
      case 'PUT /hstp/offset':
        device.offsetMs = z.object({ offset: z.number() }).parse(body).offset;
        return answer({ result: 'ok' });
      case 'PUT /hvp/stop':
        return answer({ result: { enabled: false, amplitude: 0, frequency: 0, position: 0 } });
      case 'PUT /hsp/stop':
      case 'PUT /hssp/stop':
        if (!device.playerSetUp) return deviceError(4201, 'IllegalState', 'Illegal state.');
        return answer({ result: hspState });
      default:
        return Promise.resolve(new Response('not found', { status: 404 }));
    }
  };
  const client = createHandyClient({
    baseUrl: 'https://cloud.example/api/v3',
    auth: { apiKey: 'test' },
    fetch: fetchFake,
  });
  return { runtime: { device: (key) => client.device(key) }, calls };
}
