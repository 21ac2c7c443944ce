/** Cases of HSP, the client-managed point buffer (reference §6, §11). */
import { DeviceMode, HandyValidationError, HspPlayState } from '@glide/handy';
import { expect } from 'vitest';
import { expectSliderFollows } from '../support/follow';
import {
  LONG,
  SYNC_TARGET_MS,
  TRIANGLE,
  TRIANGLE_END_MS,
  emulatorNowMs,
  emulatorTimePasses,
  expectSyncedToTarget,
  hspPlaying,
  playClockRate,
} from './buffered-support';
import type { DeviceMethod, EndpointCases } from './endpoint-case';

type HspMethod = Extract<DeviceMethod, `hsp.${string}`>;

/** One case per method of `hsp`. */
export const hspCases: EndpointCases<HspMethod> = {
  'hsp.setup': {
    run: async ({ h, key, device }) => {
      expect(await device.hsp.setup({ streamId: 4242 })).toMatchObject({
        play_state: HspPlayState.STOPPED,
        stream_id: 4242,
        points: 0,
        max_points: 4000,
        current_point: -1,
      });
      expect((await h.control.snapshot(key)).mode).toBe(DeviceMode.HSP);
      // Without an id the server generates one in 1..2³²−1.
      const generated = await device.hsp.setup();
      expect(generated.stream_id).toBeGreaterThanOrEqual(1);
      expect(generated.stream_id).toBeLessThanOrEqual(4_294_967_295);
    },
  },
  'hsp.add': {
    setup: { maxPoints: 5 },
    run: async ({ device }) => {
      await device.hsp.setup();
      const first = [0, 400, 800].map((t) => ({ t, x: t / 10 }));
      expect(await device.hsp.add({ points: first, tailPointStreamIndex: 3 })).toMatchObject({
        points: 3,
        max_points: 5,
        tail_point_stream_index: 3,
        first_point_time: 0,
        last_point_time: 800,
      });
      // Overflow drops the oldest points: six do not fit in five, so the one at 0 ms goes.
      const more = [1200, 1600, 2000].map((t) => ({ t, x: 50 }));
      expect(await device.hsp.add({ points: more, tailPointStreamIndex: 6 })).toMatchObject({
        points: 5,
        first_point_time: 400,
        last_point_time: 2000,
      });
      // `flush` empties first; x and t are rounded before sending.
      const flushed = await device.hsp.add({
        points: [
          { t: 0.4, x: 10.6 },
          { t: 99.6, x: 20 },
        ],
        tailPointStreamIndex: 8,
        flush: true,
      });
      expect(flushed).toMatchObject({ points: 2, first_point_time: 0, last_point_time: 100 });
      // More than 100 points fail before any request.
      const tooMany = Array.from({ length: 101 }, (_, i) => ({ t: i, x: 0 }));
      const error = await device.hsp
        .add({ points: tooMany, tailPointStreamIndex: 109 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HandyValidationError);
      expect((await device.hsp.state()).points).toBe(2);
    },
  },
  'hsp.play': {
    run: async ({ h, key, device }) => {
      await device.hsp.setup();
      await device.hsp.add({ points: TRIANGLE, tailPointStreamIndex: TRIANGLE.length });
      const playing = await device.hsp.play({ startTimeMs: 0 });
      expect(playing).toMatchObject({ play_state: HspPlayState.PLAYING, playback_rate: 1 });
      await expectSliderFollows(h.control, key, TRIANGLE, TRIANGLE_END_MS - 200);
    },
  },
  'hsp.stop': {
    run: async ({ h, key, device }) => {
      await hspPlaying(device, LONG);
      expect((await device.hsp.stop()).play_state).toBe(HspPlayState.STOPPED);
      const stopped = await h.control.snapshot(key);
      expect(stopped.hsp.state.play_state).toBe(HspPlayState.STOPPED);
      await emulatorTimePasses(h, key, stopped.nowMs, 100);
      expect((await h.control.snapshot(key)).hsp.state.current_time).toBe(
        stopped.hsp.state.current_time,
      );
    },
  },
  'hsp.pause': {
    run: async ({ h, key, device }) => {
      await hspPlaying(device, LONG);
      const paused = await device.hsp.pause();
      expect(paused.play_state).toBe(HspPlayState.PAUSED);
      await emulatorTimePasses(h, key, await emulatorNowMs(h, key), 150);
      // The play clock holds.
      expect((await device.hsp.state()).current_time).toBe(paused.current_time);
    },
  },
  'hsp.resume': {
    run: async ({ h, key, device }) => {
      await hspPlaying(device, LONG);
      const paused = await device.hsp.pause();
      await emulatorTimePasses(h, key, await emulatorNowMs(h, key), 150);
      // Without pick-up it continues from the paused time…
      const resumed = await device.hsp.resume({ pickUp: false });
      expect(resumed.play_state).toBe(HspPlayState.PLAYING);
      expect(resumed.current_time).toBeGreaterThanOrEqual(paused.current_time);
      expect(resumed.current_time).toBeLessThan(paused.current_time + 100);
      // …with pick-up it jumps to where playback would be had it not paused.
      const pausedAgain = await device.hsp.pause();
      await emulatorTimePasses(h, key, await emulatorNowMs(h, key), 150);
      const picked = await device.hsp.resume({ pickUp: true });
      expect(picked.current_time).toBeGreaterThanOrEqual(pausedAgain.current_time + 150);
    },
  },
  'hsp.flush': {
    run: async ({ device }) => {
      await hspPlaying(device, LONG);
      expect(await device.hsp.flush()).toMatchObject({ points: 0, current_point: -1 });
      expect((await device.hsp.state()).points).toBe(0);
    },
  },
  'hsp.state': {
    run: async ({ device }) => {
      expect((await device.hsp.state()).play_state).toBe(HspPlayState.NOT_INITIALIZED);
      await hspPlaying(device, LONG);
      expect(await device.hsp.state()).toMatchObject({
        play_state: HspPlayState.PLAYING,
        points: LONG.length,
        tail_point_stream_index: LONG.length,
      });
    },
  },
  'hsp.setThreshold': {
    run: async ({ device }) => {
      await hspPlaying(device, LONG);
      const state = await device.hsp.setThreshold(5);
      expect(state.tail_point_stream_index_threshold).toBe(5);
      expect((await device.hsp.state()).tail_point_stream_index_threshold).toBe(5);
    },
  },
  'hsp.setPauseOnStarving': {
    run: async ({ device }) => {
      await hspPlaying(device, LONG);
      expect((await device.hsp.setPauseOnStarving(true)).pause_on_starving).toBe(true);
      expect((await device.hsp.state()).pause_on_starving).toBe(true);
    },
  },
  'hsp.setLoop': {
    run: async ({ device }) => {
      await hspPlaying(device, LONG);
      expect((await device.hsp.setLoop(true)).loop).toBe(true);
      expect((await device.hsp.state()).loop).toBe(true);
    },
  },
  'hsp.setPlaybackRate': {
    run: async ({ h, key, device }) => {
      await hspPlaying(device, LONG);
      expect((await device.hsp.setPlaybackRate(1.5)).playback_rate).toBe(1.5);
      // The play clock now runs 1.5 ms per ms (±1 ms of rounding over the span).
      expect(await playClockRate(h, key, 200)).toBeCloseTo(1.5, 1);
    },
  },
  'hsp.syncTime': {
    run: async ({ h, device }) => {
      await hspPlaying(device, LONG);
      const synced = await device.hsp.syncTime({
        currentTimeMs: SYNC_TARGET_MS,
        serverTimeMs: await h.client.serverTime(),
        filter: 1,
      });
      expectSyncedToTarget(synced);
    },
  },
};
