/**
 * Cases of HSSP (a script uploaded to the emulator's script host, then set up from the returned
 * URL) and STREAM (a server stream fed through the control API).
 */
import {
  DeviceMode,
  HandyDeviceError,
  HandyHttpError,
  HspPlayState,
  uploadScript,
} from '@glide/handy';
import { expect } from 'vitest';
import { expectSliderFollows, toCsv } from '../support/follow';
import {
  LONG,
  SYNC_TARGET_MS,
  TRIANGLE,
  TRIANGLE_END_MS,
  emulatorNowMs,
  emulatorTimePasses,
  expectSyncedToTarget,
  hsspPlaying,
  hsspSetUp,
  streamPlaying,
  streamSetUp,
} from './buffered-support';
import type { DeviceMethod, EndpointCases } from './endpoint-case';

type ServerFedMethod = Extract<DeviceMethod, `${'hssp' | 'stream'}.${string}`>;

/** One case per method of `hssp` and `stream`. */
export const serverFedCases: EndpointCases<ServerFedMethod> = {
  'hssp.state': {
    run: async ({ h, device }) => {
      expect((await device.hssp.state()).play_state).toBe(HspPlayState.NOT_INITIALIZED);
      await hsspSetUp(h, device, TRIANGLE);
      expect(await device.hssp.state()).toMatchObject({
        play_state: HspPlayState.STOPPED,
        points: TRIANGLE.length,
        last_point_time: TRIANGLE_END_MS,
      });
    },
  },
  'hssp.setup': {
    run: async ({ h, key, device }) => {
      const { url } = await uploadScript({
        uploadUrl: `${h.running.scriptHostBase}/temp/upload`,
        file: toCsv(TRIANGLE),
      });
      expect(url).toMatch(/\/api\/script\/v0\/temp\/files\/[0-9a-f]{64}\.csv$/);
      expect(await device.hssp.setup({ url })).toMatchObject({
        play_state: HspPlayState.STOPPED,
        points: TRIANGLE.length,
        first_point_time: 0,
        last_point_time: TRIANGLE_END_MS,
      });
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.HSSP);

      // A URL the service does not fetch (LAN, plain http): 400 UNSUPPORTED_URL (reference §3).
      for (const lan of ['https://192.168.1.20/script.csv', 'http://example.com/script.csv']) {
        const refused = await device.hssp.setup({ url: lan }).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(HandyHttpError);
        expect(refused).toMatchObject({
          status: 400,
          message: 'Bad request.',
          detail: { name: 'UNSUPPORTED_URL' },
        });
      }
      // A public https URL elsewhere: the emulator has no network, so it cannot download it.
      const unreachable = await device.hssp
        .setup({ url: 'https://example.com/script.csv' })
        .catch((e: unknown) => e);
      expect(unreachable).toBeInstanceOf(HandyDeviceError);
      expect(unreachable).toMatchObject({
        deviceErrorCode: 4101,
        deviceErrorName: 'ScriptDownloadFailed',
      });
      // A script the device cannot use: a device error with core's message.
      const bad = await uploadScript({
        uploadUrl: `${h.running.scriptHostBase}/temp/upload`,
        file: '{"actions": [{"at": 0, "pos": 1}]}',
        filename: 'bad.funscript',
      });
      const invalid = await device.hssp.setup({ url: bad.url }).catch((e: unknown) => e);
      expect(invalid).toBeInstanceOf(HandyDeviceError);
      expect(invalid).toMatchObject({ deviceErrorCode: 4102, message: 'Need at least 2 points' });
    },
  },
  'hssp.play': {
    run: async ({ h, key, device }) => {
      await hsspSetUp(h, device, TRIANGLE);
      const playing = await device.hssp.play({
        startTimeMs: 0,
        serverTimeMs: await h.client.serverTime(),
      });
      expect(playing.play_state).toBe(HspPlayState.PLAYING);
      await expectSliderFollows(h.control, key, TRIANGLE, TRIANGLE_END_MS - 200);
    },
  },
  'hssp.stop': {
    run: async ({ h, key, device }) => {
      await hsspPlaying(h, device, LONG);
      expect((await device.hssp.stop()).play_state).toBe(HspPlayState.STOPPED);
      expect((await h.control.snapshot(key)).hsp.state.play_state).toBe(HspPlayState.STOPPED);
    },
  },
  'hssp.pause': {
    run: async ({ h, key, device }) => {
      await hsspPlaying(h, device, LONG);
      const paused = await device.hssp.pause();
      expect(paused.play_state).toBe(HspPlayState.PAUSED);
      await emulatorTimePasses(h, key, await emulatorNowMs(h, key), 150);
      expect((await device.hssp.state()).current_time).toBe(paused.current_time);
    },
  },
  'hssp.resume': {
    run: async ({ h, key, device }) => {
      await hsspPlaying(h, device, LONG);
      const paused = await device.hssp.pause();
      await emulatorTimePasses(h, key, await emulatorNowMs(h, key), 150);
      // `pickUp` (camelCase on this call only): jump to the live position.
      const resumed = await device.hssp.resume({ pickUp: true });
      expect(resumed.play_state).toBe(HspPlayState.PLAYING);
      expect(resumed.current_time).toBeGreaterThanOrEqual(paused.current_time + 150);
    },
  },
  'hssp.syncTime': {
    run: async ({ h, device }) => {
      await hsspPlaying(h, device, LONG);
      const synced = await device.hssp.syncTime({
        currentTimeMs: SYNC_TARGET_MS,
        serverTimeMs: await h.client.serverTime(),
        filter: 1,
      });
      expectSyncedToTarget(synced);
    },
  },
  'stream.setup': {
    run: async ({ h, key, device }) => {
      const ref = h.freshKey('ref');
      await h.control.appendStream(ref, TRIANGLE.slice(0, 2), false);
      expect(await device.stream.setup({ streamRef: ref, notify: true })).toMatchObject({
        play_state: HspPlayState.STOPPED,
        points: 2,
        last_point_time: 200,
      });
      expect((await h.control.snapshot(key)).hsp.protocol).toBe('stream');
      // Points appended to the stream reach the device.
      await h.control.appendStream(ref, TRIANGLE.slice(2), true);
      expect(await device.stream.state()).toMatchObject({
        points: TRIANGLE.length,
        last_point_time: TRIANGLE_END_MS,
      });
    },
  },
  'stream.state': {
    run: async ({ h, device }) => {
      expect((await device.stream.state()).play_state).toBe(HspPlayState.NOT_INITIALIZED);
      await streamSetUp(h, device, LONG, true);
      expect(await device.stream.state()).toMatchObject({
        play_state: HspPlayState.STOPPED,
        points: LONG.length,
      });
    },
  },
  'stream.play': {
    run: async ({ h, key, device }) => {
      await streamSetUp(h, device, TRIANGLE, true);
      const playing = await device.stream.play({
        startTimeMs: 0,
        serverTimeMs: await h.client.serverTime(),
      });
      expect(playing.play_state).toBe(HspPlayState.PLAYING);
      await expectSliderFollows(h.control, key, TRIANGLE, TRIANGLE_END_MS - 200);
    },
  },
  'stream.stop': {
    run: async ({ h, key, device }) => {
      await streamPlaying(h, device, LONG);
      expect((await device.stream.stop()).play_state).toBe(HspPlayState.STOPPED);
      expect((await h.control.snapshot(key)).hsp.state.play_state).toBe(HspPlayState.STOPPED);
    },
  },
  'stream.syncTime': {
    run: async ({ h, device }) => {
      await streamPlaying(h, device, LONG);
      const synced = await device.stream.syncTime({
        currentTimeMs: SYNC_TARGET_MS,
        serverTimeMs: await h.client.serverTime(),
        filter: 1,
      });
      expectSyncedToTarget(synced);
    },
  },
};
