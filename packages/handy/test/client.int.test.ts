/**
 * The client-level calls against the real emulator: server time and clock sync, token issue and
 * use, credentials swapped at run time, multicast and the signed OTA link.
 */
import { DEMO_APP_ID, DEMO_APP_KEY } from '@glide/emulator';
import {
  DEFAULT_API_TIMEOUT_MS,
  DeviceMode,
  HampPlayState,
  HandyDeviceError,
  HandyHttpError,
  HandyUploadError,
  uploadScript,
} from '@glide/handy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';
import { eventually } from './support/wait';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterEach(() => h.closeStreams());
afterAll(async () => {
  await h.close();
});

describe('server time and clock sync', () => {
  const offsetMs = 123_456;

  beforeAll(async () => {
    await h.control.setServerClockOffset(offsetMs);
  });
  afterAll(async () => {
    await h.control.setServerClockOffset(0);
  });

  // Client and emulator share this process's clock, so the true offset is exactly `offsetMs`.
  it('serverTime: the server clock including the offset set via control', async () => {
    const sentAtMs = Date.now();
    const serverTimeMs = await h.client.serverTime();
    const receivedAtMs = Date.now();
    expect(serverTimeMs).toBeGreaterThanOrEqual(sentAtMs + offsetMs);
    expect(serverTimeMs).toBeLessThanOrEqual(receivedAtMs + offsetMs);
  });

  it('sampleServerTime: one round trip stamped with the client clock', async () => {
    const sample = await h.client.sampleServerTime();
    expect(sample.receivedAtMs).toBeGreaterThanOrEqual(sample.sentAtMs);
    expect(sample.serverTimeMs - offsetMs).toBeGreaterThanOrEqual(sample.sentAtMs);
    expect(sample.serverTimeMs - offsetMs).toBeLessThanOrEqual(sample.receivedAtMs);
  });

  it('syncServerClock: the estimate is within a few ms of the offset set via control', async () => {
    const estimate = await h.client.syncServerClock({ times: 10 });
    expect(Math.abs(estimate.offsetMs - offsetMs)).toBeLessThanOrEqual(5);
    expect(estimate.samplesUsed).toBeGreaterThan(0);
    expect(estimate.rtdMs).toBeGreaterThanOrEqual(0);
  });

  it('syncServerClock refuses fewer than one sample with the spec message', async () => {
    await expect(h.client.syncServerClock({ times: 0 })).rejects.toMatchObject({
      code: 'validation',
      message: 'times must be at least 1',
    });
  });
});

describe('client tokens', () => {
  it('issueToken with the Application Key; the token then works as bearer', async () => {
    const key = await h.newDevice('token');
    const other = await h.newDevice('tokenOther');
    const privileged = h.clientWith({ auth: { apiKey: DEMO_APP_KEY } });
    const token = await privileged.issueToken({ ck: key, ttl: 600 });
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(600_000);
    expect(token.renew).toContain('/auth/token/renew?');

    const bearer = h.clientWith({ auth: { token: token.token } });
    const info = await bearer.device(key).info();
    expect(info.session_id).toBe((await h.control.snapshot(key)).sessionId);
    // The token is restricted to its connection key.
    const refused = await bearer
      .device(other)
      .info()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HandyHttpError);
    expect(refused).toMatchObject({ status: 403, message: 'Forbidden' });
    // The event stream takes the token in its `apikey` query.
    const log = h.events({ connectionKey: key }, bearer);
    expect((await log.next('device_status')).data.connected).toBe(true);
  });

  it('setAuth swaps the credential of a running client to the issued token', async () => {
    const key = await h.newDevice('setAuth');
    const client = h.clientWith({ auth: { apiKey: DEMO_APP_KEY } });
    const { token } = await client.issueToken({ ck: key });
    client.setAuth({ token });
    expect(await client.device(key).connected()).toEqual({ connected: true });
    // A token cannot issue tokens: only the Application Key can.
    await expect(client.issueToken()).rejects.toMatchObject({ status: 403 });
    client.setAuth(undefined);
    await expect(client.device(key).connected()).rejects.toMatchObject({ status: 401 });
  });

  it('an Application ID is refused for token issue', async () => {
    const refused = await h.client.issueToken({ ttl: 600 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HandyHttpError);
    expect(refused).toMatchObject({
      status: 403,
      message: 'Forbidden',
      detail: { message: 'Only an Application Key can issue tokens' },
    });
  });
});

describe('request timeout query', () => {
  it('device calls carry the timeout the client or the device was given', async () => {
    const key = await h.newDevice('timeoutQuery');
    const client = h.clientWith({ auth: { apiKey: DEMO_APP_ID }, defaultTimeoutMs: 6_000 });
    // The emulator validates `timeout` (5000–60000): these only pass with a well-formed query.
    expect(await client.device(key).connected()).toEqual({ connected: true });
    expect(await client.device(key, { timeoutMs: 60_000 }).mode()).toMatchObject({ mode: 7 });
    expect(
      await h.client.device(key).hamp.state({ timeoutMs: DEFAULT_API_TIMEOUT_MS }),
    ).toMatchObject({ play_state: HampPlayState.STOPPED });
  });
});

describe('multicast', () => {
  it('runs on 3 keys in parallel: two start, the offline one reports 1001', async () => {
    const first = await h.newDevice('mcA');
    const offline = await h.newDevice('mcB', { online: false });
    const third = await h.newDevice('mcC');
    const outcome = await h.client.multicast([first, offline, third]).hamp.start();

    expect(outcome.allOk).toBe(false);
    expect(outcome.results.map((r) => [r.connectionKey, r.ok])).toEqual([
      [first, true],
      [offline, false],
      [third, true],
    ]);
    for (const result of outcome.results) {
      if (result.ok) expect(result.value.play_state).toBe(HampPlayState.PLAYING);
      else {
        expect(result.error).toBeInstanceOf(HandyDeviceError);
        expect(result.error).toMatchObject({ deviceErrorCode: 1001, connected: false });
      }
    }
    for (const key of [first, third]) {
      const model = await h.control.snapshot(key);
      expect(model.hamp.play_state).toBe(HampPlayState.PLAYING);
      expect(model.mode).toBe(DeviceMode.HAMP);
    }
    expect((await h.control.snapshot(offline)).mode).toBe(DeviceMode.IDLE);
  });

  it('all online: allOk, one value per key', async () => {
    const keys = [await h.newDevice('mcAll'), await h.newDevice('mcAll')];
    const outcome = await h.client.multicast(keys).setMode(DeviceMode.HDSP);
    expect(outcome.allOk).toBe(true);
    expect(outcome.results.map((r) => (r.ok ? r.value.mode : -1))).toEqual([2, 2]);
  });
});

describe('uploadScript', () => {
  it('answers a content-addressed URL that serves the script; a refusal is HandyUploadError', async () => {
    const uploadUrl = `${h.running.scriptHostBase}/temp/upload`;
    const csv = '#Created by the Glide integration tests\n0,0\n500,100\n';
    const { url } = await uploadScript({ uploadUrl, file: csv });
    expect((await uploadScript({ uploadUrl, file: csv })).url).toBe(url);
    const download = await fetch(url);
    expect(await download.text()).toBe(csv);

    const refused = await uploadScript({ uploadUrl, file: '' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HandyUploadError);
    expect(refused).toMatchObject({ code: 'upload', message: 'Empty file' });
  });
});

describe('otaFixed', () => {
  it('starts the update from a link minted by the control API; a tampered link is 403', async () => {
    const key = await h.newDevice('otaFixed', { otaOutcome: 'failure', otaDurationMs: 200 });
    const link = await h.control.mintOtaLink(key, '4.1.8+emulated');
    expect(link.url).toContain('/ota/update/fixed?');
    const started = await h.client.otaFixed(link.query);
    expect(started).toEqual({ ongoing: true, progress: 0, done: false, failed: false });
    expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.OTA);
    await eventually(
      'the update ending',
      () => h.client.device(key).ota.progress(),
      (p) => !p.ongoing,
    );

    const flipped = link.query.s.startsWith('0')
      ? `1${link.query.s.slice(1)}`
      : `0${link.query.s.slice(1)}`;
    const tampered = await h.client
      .otaFixed({ ...link.query, s: flipped })
      .catch((e: unknown) => e);
    expect(tampered).toBeInstanceOf(HandyHttpError);
    expect(tampered).toMatchObject({ status: 403, message: 'Forbidden' });
    expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.IDLE);
  });
});
