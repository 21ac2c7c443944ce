/**
 * The playback port against the real emulator over HTTP: the real SDK, real `fetch`, the real
 * command budget, and the script host URL the API settings derive from the emulator's API base.
 */
import { FakeClock, systemClock } from '@glide/core';
import { DEMO_APP_ID, startEmulator, type RunningEmulator } from '@glide/emulator';
import { createHandyClient, type HandyClient } from '@glide/handy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptUploadUrlFor } from '../../lib/config';
import { CommandPacer } from '../commands/command-pacer';
import type { AppliedAction } from '../session/actions';
import { initialSessionState } from '../session/initial-state';
import { reduce } from '../session/reducer';
import { HsspInternalState } from '../session/state';
import { createPlaybackPort } from './device-port';

let emulator: RunningEmulator;
let client: HandyClient;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0 });
  client = createHandyClient({ baseUrl: emulator.apiBase, auth: { apiKey: DEMO_APP_ID } });
});
afterAll(async () => {
  await emulator.close();
});

async function createDevice(connectionKey: string): Promise<void> {
  const response = await fetch(`${emulator.controlBase}/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionKey, model: 'handy' }),
  });
  if (!response.ok) throw new Error(`create device: HTTP ${response.status}`);
}

function portFor(connectionKey: string) {
  let session = initialSessionState;
  const applied: AppliedAction[] = [];
  const port = createPlaybackPort({
    store: {
      get: () => ({ status: 'connected', connectionKey }),
      session: () => session,
      runtime: () => ({ device: (key) => client.device(key) }),
      apply: (action) => {
        applied.push(action);
        session = reduce(session, action);
      },
    },
    pacer: () => new CommandPacer(new FakeClock()),
    clock: systemClock,
    scriptUploadUrl: () => scriptUploadUrlFor(emulator.apiBase),
    fetch: (input, init) => fetch(input, init),
  });
  return { port, applied, session: () => session };
}

const CSV = '0,0\n500,100\n1000,0\n1500,100\n2000,0\n';

describe('playback port against the emulator', () => {
  it('uploads a script to the script host the settings name, and sets it up with HSSP', async () => {
    await createDevice('PortHssp1');
    const { port, session } = portFor('PortHssp1');
    const url = await port.hssp.upload(CSV, 'clip.csv');
    expect(url.startsWith(new URL(emulator.apiBase).origin)).toBe(true);
    const set = await port.hssp.setup(url);
    expect(set.stream_id).toBeGreaterThan(0);
    expect(session().hssp.internalState).toBe(HsspInternalState.SCRIPT_SET);
    const playing = await port.hssp.play({
      startTimeMs: 0,
      serverTimeMs: port.serverTimeMs(),
      playbackRate: 1,
      loop: false,
    });
    expect(playing.play_state).toBe(1);
    await port.hssp.syncTime({ currentTimeMs: 10, serverTimeMs: port.serverTimeMs(), filter: 0.9 });
    expect((await port.hssp.stop()).play_state).toBe(2);
  });

  it('refuses a URL the script host never gave, and records SCRIPT_FAILED', async () => {
    await createDevice('PortHssp2');
    const { port, session } = portFor('PortHssp2');
    await expect(port.hssp.setup('https://elsewhere.test/s.csv')).rejects.toMatchObject({
      code: 'http',
      status: 400,
    });
    expect(session().hssp.internalState).toBe(HsspInternalState.SCRIPT_FAILED);
  });

  it('streams points with HSP: setup, play with the seed, top-up, rate, state', async () => {
    await createDevice('PortHsp01');
    const { port, session } = portFor('PortHsp01');
    const setup = await port.hsp.setup(123_456);
    expect(setup.stream_id).toBe(123_456);
    const seed = {
      points: [
        { t: 0, x: 0 },
        { t: 500, x: 100 },
      ],
      tailPointStreamIndex: 2,
      flush: true,
    };
    const playing = await port.hsp.play({
      startTimeMs: 0,
      serverTimeMs: port.serverTimeMs(),
      playbackRate: 1,
      loop: false,
      pauseOnStarving: false,
      add: seed,
    });
    expect(playing.play_state).toBe(1);
    const added = await port.hsp.add({
      points: [
        { t: 1000, x: 0 },
        { t: 1500, x: 100 },
      ],
      tailPointStreamIndex: 4,
    });
    expect(added.tail_point_stream_index).toBe(4);
    expect((await port.hsp.setPlaybackRate(1.5)).playback_rate).toBe(1.5);
    await port.hsp.syncTime({ currentTimeMs: 20, serverTimeMs: port.serverTimeMs(), filter: 0.5 });
    const state = await port.hsp.state();
    expect(state.stream_id).toBe(123_456);
    expect(session().hsp.stream_id).toBe(123_456);
    expect((await port.hsp.stop()).play_state).toBe(2);
  });
});
