/**
 * Event cases of the motion protocols: mode changes, HAMP, HDSP and HVP state, the HSP buffer
 * notifications, the end of a hosted script and stroke changes, all caused through the SDK.
 */
import {
  DeviceMode,
  HampPlayState,
  HdspState,
  HspPlayState,
  uploadScript,
  type DeviceApi,
} from '@glide/handy';
import { expect } from 'vitest';
import { toCsv, type ScriptPoint } from '../support/follow';
import type { CausableEvent, EventCase, EventCases } from './event-case';

type ProtocolEvent = Extract<
  CausableEvent,
  | `${'hamp' | 'hdsp' | 'hvp' | 'hsp'}_${string}`
  | 'mode_changed'
  | 'stream_end_reached'
  | 'stroke_changed'
>;

/** Eight points 40 ms apart, stream indexes 1–8: short enough to play through quickly. */
const SHORT_RUN: readonly ScriptPoint[] = Array.from({ length: 8 }, (_, i) => ({
  t: i * 40,
  x: i % 2 === 0 ? 10 : 60,
}));

/** Sets HSP up with {@link SHORT_RUN} (stream id 99) and plays it from 0 now. */
async function playHsp(
  device: DeviceApi,
  options: { loop?: boolean; pauseOnStarving?: boolean; threshold?: number } = {},
): Promise<void> {
  await device.hsp.setup({ streamId: 99 });
  await device.hsp.add({
    points: SHORT_RUN,
    tailPointStreamIndex: SHORT_RUN.length,
    tailPointThreshold: options.threshold,
  });
  await device.hsp.play({
    startTimeMs: 0,
    loop: options.loop,
    pauseOnStarving: options.pauseOnStarving,
  });
}

const hspStarving: EventCase<'hsp_starving'> = {
  cause: ({ device }) => playHsp(device),
  check: (data) => {
    expect(data).toMatchObject({
      play_state: HspPlayState.STARVING,
      pause_on_starving: false,
      stream_id: 99,
      points: 8,
    });
  },
};

const hspPausedOnStarving: EventCase<'hsp_paused_on_starving'> = {
  cause: ({ device }) => playHsp(device, { pauseOnStarving: true }),
  check: (data) => {
    expect(data).toMatchObject({ play_state: HspPlayState.STARVING, pause_on_starving: true });
    // The play clock waits at the last point.
    expect(data.current_time).toBe(data.last_point_time);
  },
};

/** One case per protocol event. */
export const protocolEventCases: EventCases<ProtocolEvent> = {
  mode_changed: {
    cause: async ({ device }) => {
      await device.setMode(DeviceMode.HDSP);
    },
    check: async (data, { device }) => {
      expect(data).toEqual(await device.mode());
      expect(data.mode).toBe(DeviceMode.HDSP);
    },
  },
  hamp_state_changed: {
    cause: async ({ device }) => {
      await device.hamp.start();
      await device.hamp.setVelocity(0.6);
    },
    accept: (data) => data.velocity === 0.6,
    check: (data, { log }) => {
      expect(data.play_state).toBe(HampPlayState.PLAYING);
      // The start came first, at velocity 0.
      expect(log.all('hamp_state_changed')[0]?.data).toMatchObject({ play_state: 1, velocity: 0 });
    },
  },
  hdsp_state_changed: {
    cause: async ({ device }) => {
      await device.hdsp.xpt({ positionFraction: 0.5, durationMs: 150 });
    },
    accept: (data) => data.state === HdspState.POINT_REACHED,
    check: async (_data, { device, log }) => {
      expect(log.all('hdsp_state_changed').map((e) => e.data.state)).toEqual([
        HdspState.MOVING,
        HdspState.POINT_REACHED,
      ]);
      expect((await device.slider.state()).position_absolute).toBeCloseTo(50, 6);
    },
  },
  hvp_state_changed: {
    setup: { model: 'oh' },
    cause: async ({ device }) => {
      await device.hvp.start();
      await device.hvp.setState({ amplitude: 0.7, frequency: 150, position: 20 });
    },
    accept: (data) => data.amplitude === 0.7,
    check: (data) => {
      expect(data).toEqual({ enabled: true, amplitude: 0.7, frequency: 150, position: 20 });
    },
  },
  hsp_state_changed: {
    cause: ({ device }) => playHsp(device),
    accept: (data) => data.play_state === HspPlayState.STARVING,
    check: (data, { log }) => {
      expect(data.current_point).toBe(SHORT_RUN.length - 1);
      expect(log.names()).toContain('hsp_starving');
    },
  },
  hsp_threshold_reached: {
    cause: ({ device }) => playHsp(device, { threshold: 3 }),
    check: (data) => {
      expect(data).toMatchObject({
        tail_point_stream_index_threshold: 3,
        tail_point_stream_index: 8,
        play_state: HspPlayState.PLAYING,
      });
      // Stream index 3 is the third point, at 80 ms.
      expect(data.current_time).toBeGreaterThanOrEqual(80);
      expect(data.current_point).toBeGreaterThanOrEqual(2);
    },
  },
  hsp_starving: hspStarving,
  hsp_paused_on_starving: hspPausedOnStarving,
  hsp_resumed_on_not_starving: {
    cause: async (ctx) => {
      await hspPausedOnStarving.cause(ctx);
      await ctx.log.next('hsp_paused_on_starving');
      await ctx.device.hsp.add({
        points: [
          { t: 400, x: 90 },
          { t: 500, x: 10 },
        ],
        tailPointStreamIndex: SHORT_RUN.length + 2,
      });
    },
    check: (data) => {
      expect(data).toMatchObject({
        play_state: HspPlayState.PLAYING,
        points: 10,
        last_point_time: 500,
      });
    },
  },
  hsp_looping: {
    cause: ({ device }) => playHsp(device, { loop: true }),
    check: (data) => {
      expect(data).toMatchObject({ play_state: HspPlayState.PLAYING, loop: true });
      // The new lap starts again from the first point.
      expect(data.current_time).toBeLessThan(SHORT_RUN.at(-1)?.t ?? 0);
    },
  },
  stream_end_reached: {
    cause: async ({ h, device }) => {
      const { url } = await uploadScript({
        uploadUrl: `${h.running.scriptHostBase}/temp/upload`,
        file: toCsv(SHORT_RUN),
      });
      await device.hssp.setup({ url });
      await device.hssp.play({ startTimeMs: 0, serverTimeMs: await h.client.serverTime() });
    },
    check: (data) => {
      expect(data.play_state).toBe(HspPlayState.STOPPED);
      expect(data.current_time).toBe(data.last_point_time);
    },
  },
  stroke_changed: {
    cause: async ({ device }) => {
      await device.slider.setStroke({ min: 0.2, max: 0.8 });
    },
    check: (data) => {
      expect(data.min).toBeCloseTo(0.2, 9);
      expect(data.max).toBeCloseTo(0.8, 9);
      expect(data.min_absolute).toBeCloseTo(20, 9);
      expect(data.max_absolute).toBeCloseTo(80, 9);
    },
  },
};
