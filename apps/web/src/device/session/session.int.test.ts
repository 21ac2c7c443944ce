/**
 * The session against the real emulator over HTTP: the real SDK, real `fetch`, the system clock.
 * Devices are arranged through the emulator's control API; every answer of it is parsed.
 */
import { systemClock } from '@glide/core';
import { DEMO_APP_ID, startEmulator, type RunningEmulator } from '@glide/emulator';
import { createHandyClient, DeviceMode, HampPlayState, type HandyClient } from '@glide/handy';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createDeviceSession } from './session';
import type { DeviceSession, SessionAnalytics } from './session-types';
import { selectConnectError, selectConnectionPhase, sdkFlags } from './selectors';
import { ConnectionPhase, type DeviceSessionState } from './state';

let emulator: RunningEmulator;
let client: HandyClient;
const sessions: DeviceSession[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0 });
  client = createHandyClient({ baseUrl: emulator.apiBase, auth: { apiKey: DEMO_APP_ID } });
});
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});
afterAll(async () => {
  await emulator.close();
});

const SnapshotSchema = v.looseObject({
  device: v.looseObject({ sessionId: v.string(), online: v.boolean() }),
});

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulator.controlBase}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
}

async function createDevice(connectionKey: string, model: 'handy' | 'oh'): Promise<string> {
  const created = v.parse(
    SnapshotSchema,
    await control('POST', '/devices', { connectionKey, model }),
  );
  return created.device.sessionId;
}

async function deviceSessionId(connectionKey: string): Promise<string> {
  return v.parse(SnapshotSchema, await control('GET', `/devices/${connectionKey}`)).device
    .sessionId;
}

function startSession(analytics?: SessionAnalytics) {
  const session = createDeviceSession({ client, clock: systemClock, analytics });
  sessions.push(session);
  return session;
}

/** Resolves with the first state (now or later) that satisfies `predicate`. */
function stateWhere(
  session: DeviceSession,
  predicate: (state: DeviceSessionState) => boolean,
): Promise<DeviceSessionState> {
  return new Promise((resolve) => {
    if (predicate(session.getState())) {
      resolve(session.getState());
      return;
    }
    const off = session.subscribe((state) => {
      if (!predicate(state)) return;
      off();
      resolve(state);
    });
  });
}

describe('the device session against the emulator', () => {
  it('connects, reads the GETTING_INFO results and syncs the clock', async () => {
    const key = 'sessInt01';
    const sessionId = await createDevice(key, 'handy');
    const device = client.device(key);
    await device.slider.setStroke({ min: 0.2, max: 0.8 });
    await device.hamp.start();
    await device.hstp.setOffset(-30);

    const session = startSession();
    await expect(session.connect(key)).resolves.toEqual({ status: 'connected' });

    const state = session.getState();
    expect(state.device).toMatchObject({
      connectionKey: key,
      connected: true,
      session_id: sessionId,
      hw_model_no: 0,
      mode: DeviceMode.HAMP,
    });
    expect(state.device.fw_version).toMatch(/^4\./);
    expect(state.hamp.play_state).toBe(HampPlayState.PLAYING);
    expect(state.slider).toMatchObject({ min: 0.2, max: 0.8, min_absolute: 20, max_absolute: 80 });
    expect(state.clock.synced).toBe(true);
    expect(Number.isFinite(state.clock.clockOffsetMs)).toBe(true);
    expect(state.clock.deviceUserTimeOffsetMs).toBe(-30);
    expect(state.clock.deviceTimeMs).toBeTypeOf('number');
    expect(state.clock.deviceRtdMs).toBeTypeOf('number');
    expect(sdkFlags(state)).toMatchObject({
      connectionState: ConnectionPhase.NOT_CONNECTING,
      connecting: false,
      connectingTimeout: false,
      infoUpdated: true,
      clientClockSynced: true,
      sseConnected: true,
      sseError: undefined,
    });
  });

  it('connects an Oh (model 1) without reading a stroke zone it does not have', async () => {
    const key = 'sessInt02';
    await createDevice(key, 'oh');
    const session = startSession();
    await expect(session.connect(key)).resolves.toEqual({ status: 'connected' });
    expect(session.getState().device.hw_model_no).toBe(1);
    expect(session.getState().slider.min).toBeUndefined();
  });

  it('follows the device going offline and coming back with a new session', async () => {
    const key = 'sessInt03';
    const firstSessionId = await createDevice(key, 'handy');
    const sessionStarted = vi.fn<(id: string) => void>();
    const session = startSession({ identify: vi.fn(), reset: vi.fn(), sessionStarted });
    await expect(session.connect(key)).resolves.toEqual({ status: 'connected' });

    await control('PUT', `/devices/${key}/connection`, { online: false, reason: 'power off' });
    const offline = await stateWhere(session, (s) => !s.device.connected);
    expect(offline.device.disconnectReason).toBe('power off');

    await control('PUT', `/devices/${key}/connection`, { online: true });
    const secondSessionId = await deviceSessionId(key);
    expect(secondSessionId).not.toBe(firstSessionId);
    const back = await stateWhere(
      session,
      (s) =>
        s.device.session_id === secondSessionId &&
        s.sdk.infoUpdated &&
        selectConnectionPhase(s) === ConnectionPhase.NOT_CONNECTING,
    );
    expect(back.device.connected).toBe(true);
    expect(selectConnectError(back)).toBeUndefined();
    expect(sessionStarted.mock.calls).toEqual([[firstSessionId], [secondSessionId]]);
  });

  it('disconnect closes the stream and resets the state', async () => {
    const key = 'sessInt04';
    await createDevice(key, 'handy');
    const session = startSession();
    await session.connect(key);
    session.disconnect();
    expect(session.getState().device).toMatchObject({ connectionKey: key, connected: false });
    expect(sdkFlags(session.getState())).toMatchObject({ sseConnected: false });
    expect(session.getState().sdk.stream.status).toBe('closed');
  });
});
