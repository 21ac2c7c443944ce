/**
 * Fault handling over the wire: the emulator injects the fault (through its control API) and the
 * SDK must report it as the spec's error catalogue says, or recover from it (a dropped stream).
 */
import { FakeClock } from '@glide/core';
import { DEMO_APP_ID } from '@glide/emulator';
import {
  DEADLINE_MARGIN_MS,
  DEFAULT_API_TIMEOUT_MS,
  DeviceMode,
  FirmwareStatus,
  HandyAbortError,
  HandyDeviceError,
  HandyHttpError,
  HandySseError,
  HandyTimeoutError,
  isDeviceNotConnected,
} from '@glide/handy';
import { setImmediate as macrotask } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterEach(async () => {
  h.closeStreams();
  await h.control.clearAllFaults();
});
afterAll(async () => {
  await h.close();
});

/** The rejection of `promise` (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`Expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe('event stream', () => {
  it('a dropped stream reconnects: reconnecting with an error, then open, and events flow again', async () => {
    const key = await h.newDevice('drop');
    // A short, fixed backoff keeps the test fast; the jitter source is injectable for this.
    const log = h.events({
      connectionKey: key,
      backoff: { baseMs: 40, maxMs: 200, random: () => 0.5 },
    });
    await log.next('device_status');
    expect(log.stream.state).toMatchObject({ status: 'open', connected: true });
    const from = log.states.length;

    await h.control.setFaults(key, { sseDropNow: true });
    const dropped = await log.until('reconnecting', () =>
      log.states.slice(from).find((s) => s.status === 'reconnecting'),
    );
    expect(dropped.connected).toBe(false);
    expect(dropped.error).toBeInstanceOf(HandySseError);
    expect(dropped.error?.message).toBe('Event stream ended');

    const reopened = await log.until('open again', () =>
      log.states.slice(from).find((s) => s.status === 'open'),
    );
    expect(reopened).toMatchObject({ connected: true, error: undefined });
    // The new connection announces the device again, then live events flow.
    await log.until('a second device_status', () => log.all('device_status')[1]);
    const mark = log.mark();
    await h.control.setBattery(key, 0.2);
    expect((await log.next('battery_changed', undefined, mark)).data.level).toBe(0.2);
  });

  it('a refused credential closes the stream with a 401 error instead of retrying', async () => {
    const key = await h.newDevice('sse401');
    const log = h.events(
      { connectionKey: key },
      h.clientWith({ auth: { apiKey: 'not-an-app-id' } }),
    );
    const closed = await log.until('closed', () => log.states.find((s) => s.status === 'closed'));
    expect(closed.error).toBeInstanceOf(HandySseError);
    expect(closed.error).toMatchObject({ status: 401 });
    expect(log.received).toEqual([]);
  });
});

describe('HTTP errors', () => {
  it.each([
    { status: 429, message: 'Too Many Requests' },
    { status: 500, message: 'Internal server error.' },
    { status: 503, message: 'Service Unavailable' },
  ])('errorRate 1 with $status → HandyHttpError "$message"', async ({ status, message }) => {
    const key = await h.newDevice(`err${status}`);
    await h.control.setFaults(key, { errorRate: 1, errorStatus: status });
    const error = await rejectionOf(h.client.device(key).hamp.start());
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({ code: 'http', status, message });
    // The injected error stood in for the call: the device never got it.
    expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.IDLE);
  });

  it('500 on a call without a connection key keeps the standard text', async () => {
    await h.control.setGlobalFaults({ errorRate: 1, errorStatus: 500 });
    const error = await rejectionOf(h.client.serverTime());
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({ status: 500, message: 'Internal Server Error' });
  });

  it('a missing or unknown application key is 401 Unauthorized', async () => {
    const key = await h.newDevice('auth');
    for (const client of [
      h.clientWith({}),
      h.clientWith({ auth: { apiKey: 'not-an-app-id' } }),
      h.clientWith({ auth: { token: 'not-a-token' } }),
    ]) {
      const error = await rejectionOf(client.device(key).info());
      expect(error).toBeInstanceOf(HandyHttpError);
      expect(error).toMatchObject({
        status: 401,
        message: 'Unauthorized',
        detail: { message: 'Unauthenticated' },
      });
    }
  });

  it('a malformed connection key is 400 "Bad request."', async () => {
    const error = await rejectionOf(h.client.device('ab').info());
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bad request.',
      detail: { name: 'Bad request', message: 'Invalid connection key in request' },
    });
  });

  it('a channel reference addresses no device yet: not connected where the contract takes one, else 400', async () => {
    const channel = h.client.device('chref:abcde12345');
    expect(await channel.connected()).toEqual({ connected: false });
    const info = await rejectionOf(channel.info());
    expect(info).toBeInstanceOf(HandyDeviceError);
    expect(isDeviceNotConnected(info)).toBe(true);
    expect(info).toMatchObject({ deviceErrorCode: 1001, connected: false });
    // `/statistics` takes a single device's key only.
    const statistics = await rejectionOf(channel.statistics());
    expect(statistics).toBeInstanceOf(HandyHttpError);
    expect(statistics).toMatchObject({
      status: 400,
      detail: { message: 'Invalid connection key in request' },
    });
  });
});

describe('device errors', () => {
  it('device timeout fault → HandyDeviceError 1002, and the command never reached the device', async () => {
    const key = await h.newDevice('devTimeout');
    await h.control.setFaults(key, { deviceTimeout: true, deviceTimeoutDelayMs: 50 });
    const error = await rejectionOf(h.client.device(key).hamp.start());
    expect(error).toBeInstanceOf(HandyDeviceError);
    expect(error).toMatchObject({
      deviceErrorCode: 1002,
      deviceErrorName: 'DeviceTimeout',
      message: 'Device timeout',
      connected: true,
    });
    expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.IDLE);
  });

  it('an offline device → HandyDeviceError 1001 DeviceNotConnected', async () => {
    const key = await h.newDevice('offline', { online: false });
    const error = await rejectionOf(h.client.device(key).hamp.start());
    expect(isDeviceNotConnected(error)).toBe(true);
    expect(error).toMatchObject({
      deviceErrorCode: 1001,
      deviceErrorName: 'DeviceNotConnected',
      message: 'Device not connected',
      connected: false,
    });
  });

  it('legacy firmware: /info works (update required), HAMP is 1001, OTA still answers', async () => {
    const { device } = await h.newDeviceApi('legacy', { fwVersion: '3.2.3' });
    expect(await device.info()).toMatchObject({
      fw_version: '3.2.3',
      fw_status: FirmwareStatus.UPDATE_REQUIRED,
    });
    expect(await device.connected()).toEqual({ connected: true });
    const error = await rejectionOf(device.hamp.start());
    expect(isDeviceNotConnected(error)).toBe(true);
    expect((await device.ota.latest()).version).toBe('4.2.2+emulated');
  });
});

describe('hung and cancelled requests', () => {
  it('a request hung past the SDK deadline fails with HandyTimeoutError (FakeClock)', async () => {
    const key = await h.newDevice('hung');
    // The emulator holds the request for a second of real time; the SDK's own deadline runs on
    // a fake clock, so the test decides when it passes.
    await h.control.setFaults(key, { latencyMs: 1_000 });
    const clock = new FakeClock(Date.now());
    const client = h.clientWith({ auth: { apiKey: DEMO_APP_ID }, clock });
    let settled = false;
    const pending = rejectionOf(client.device(key).hamp.state()).finally(() => {
      settled = true;
    });
    // The request is out and its deadline armed.
    expect(clock.pendingTimers).toBe(1);
    const deadlineMs = DEFAULT_API_TIMEOUT_MS + DEADLINE_MARGIN_MS;
    clock.advance(deadlineMs - 1);
    await macrotask();
    expect(settled).toBe(false);
    clock.advance(1);
    const error = await pending;
    expect(error).toBeInstanceOf(HandyTimeoutError);
    expect(error).toMatchObject({ code: 'timeout', deadlineMs });
  });

  it('an aborted signal → HandyAbortError "Request aborted."', async () => {
    const key = await h.newDevice('abort');
    await h.control.setFaults(key, { latencyMs: 1_000 });
    const controller = new AbortController();
    const pending = rejectionOf(h.client.device(key).info({ signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(HandyAbortError);
    expect(error).toMatchObject({ code: 'aborted', message: 'Request aborted.' });
  });
});
